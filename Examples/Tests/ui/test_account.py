"""The account selector (SelectorController over the example's own options, no Foldout data):
choosing another account shows its inbox and folders."""
from harness import wait_for
from mailbox import ADA, ADA_INBOX, LOOMS, LOOMS_FOLDERS, LOOMS_INBOX, expanded, focused_name, folder_rows, messages


def value(app, field):
    labels = app.find_all("label", root=field)
    return labels[0].name if len(labels) == 1 else None


def test_choosing_an_account_by_keyboard_switches_inbox_and_folders(app):
    field = app.find("combo box", "Account")
    assert value(app, field) == ADA
    assert "expandable" in app.states(field) and not expanded(app, field)
    # From the inbox (the focus at start): Shift+Tab to the inbox's Show field, to its
    # Conversations button, again to the folders, Home, Shift+Tab to the field.
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the inbox has the focus at start")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Show", "Shift+Tab reaches the inbox's Show field")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Conversations", "Shift+Tab reaches the Conversations button")
    app.key("shift+Tab", "Home")
    wait_for(lambda: focused_name(app) == "Inbox", "the first folder has the focus")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Account", "Shift+Tab reaches the account field")
    app.key("Return")
    wait_for(lambda: expanded(app, field), "Enter opens the accounts")
    options = app.find("list box", "Account options")
    wait_for(lambda: [n.name for n in app.find_all("list item", showing=True, root=options)] == [ADA, LOOMS],
             "both accounts are offered")
    app.screenshot("account-open")
    app.key("Down", "Return")
    wait_for(lambda: not expanded(app, field), "choosing closes the drawer")
    wait_for(lambda: value(app, field) == LOOMS, "the field shows the chosen account")
    wait_for(lambda: messages(app) == LOOMS_INBOX, "the list shows that account's inbox")
    wait_for(lambda: folder_rows(app) == LOOMS_FOLDERS, "and its folders")
    wait_for(lambda: focused_name(app) == "Account", "the field keeps the focus after choosing")
    app.key("Return")
    wait_for(lambda: expanded(app, field), "the accounts open again")
    app.key("Escape")
    wait_for(lambda: not expanded(app, field), "Escape closes without a change")
    assert value(app, field) == LOOMS and messages(app) == LOOMS_INBOX
    assert ADA_INBOX[0] not in messages(app)
