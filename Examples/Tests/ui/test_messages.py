"""Messages as dropdown rows (DropdownRowsController with the example's own actions and row
content): Reply, Archive and Delete, one row open at a time, Delete undone."""
from harness import adopt_new_window, wait_for, x_windows
from mailbox import (ADA_INBOX, expanded, focused_name, folder, folder_rows, message, messages,
                     notification_text, showing)


def bar_button(app, row, name):
    return app.find("push button", name, root=message(app, row))


def test_keyboard_only_unfold_delete_and_undo(app):
    wait_for(lambda: messages(app) == ADA_INBOX, "the inbox's five messages, newest first")
    for name in ADA_INBOX:
        assert "expandable" in app.states(message(app, name)) and not expanded(app, message(app, name))
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus at start")
    app.key("Down")
    wait_for(lambda: focused_name(app) == ADA_INBOX[1], "Down moves to the second message")
    app.key("Return")
    tea = message(app, ADA_INBOX[1])
    wait_for(lambda: expanded(app, tea), "Enter unfolds the message")
    for name in ("Reply", "Archive", "Delete"):
        wait_for(lambda: showing(app, bar_button(app, ADA_INBOX[1], name)), f"its bar shows {name}")
    app.screenshot("messages-open")
    app.key("Tab")
    wait_for(lambda: focused_name(app) == "Reply", "Tab reaches Reply")
    app.key("Tab", "Tab")
    wait_for(lambda: focused_name(app) == "Delete", "two more Tabs reach Delete")
    app.key("Return")
    wait_for(lambda: messages(app) == ADA_INBOX[:1] + ADA_INBOX[2:], "Delete takes the message out")
    wait_for(lambda: notification_text(app) == "“Tea on Thursday?” deleted", "a notification says what was deleted")
    app.key("ctrl+z")
    wait_for(lambda: messages(app) == ADA_INBOX, "Ctrl+Z puts it back in its place")
    # The Delete key deletes (it does not archive) the focused message.
    message(app, ADA_INBOX[3]).queryComponent().grabFocus()
    wait_for(lambda: focused_name(app) == ADA_INBOX[3], "the fourth message has the focus")
    app.key("Delete")
    wait_for(lambda: messages(app) == ADA_INBOX[:3] + ADA_INBOX[4:], "the Delete key deletes the focused message")
    assert notification_text(app) == "“Exercises, week 6” deleted"


def test_one_open_at_a_time_and_archive_moves_to_the_archive_folder(app):
    first, second = message(app, ADA_INBOX[0]), message(app, ADA_INBOX[1])
    app.click(first)
    wait_for(lambda: expanded(app, first), "a click unfolds the first message")
    app.click(second)
    wait_for(lambda: expanded(app, second) and not expanded(app, first), "a click on another folds the first")
    app.click(bar_button(app, ADA_INBOX[1], "Archive"))
    wait_for(lambda: ADA_INBOX[1] not in messages(app), "Archive takes the message out of the inbox")
    wait_for(lambda: notification_text(app) == "“Tea on Thursday?” archived", "a notification says it was archived")
    archive = folder(app, "Archive")
    app.click(archive)
    wait_for(lambda: folder_rows(app)[-3:] == ["Archive", "Tea on Thursday?, from Mary Somerville",
                                               "Greetings from abroad, from Lord Byron"],
             "the Archive folder now holds it, newest first")
    app.screenshot("messages-archived")
    app.key("ctrl+z")
    wait_for(lambda: messages(app) == ADA_INBOX, "Ctrl+Z brings it back to the inbox, in its place")
    wait_for(lambda: folder_rows(app)[-2:] == ["Archive", "Greetings from abroad, from Lord Byron"],
             "and takes it out of the Archive folder")


def test_reply_opens_a_composer_and_sending_files_it_in_sent(app):
    first = message(app, ADA_INBOX[0])
    app.click(first)
    wait_for(lambda: expanded(app, first), "the first message unfolds")
    before = x_windows(app)
    app.click(bar_button(app, ADA_INBOX[0], "Reply"))
    composer = app.find("dialog", "Reply to Charles Babbage", showing=True)
    adopt_new_window(app, before)
    app.find("label", "To: Charles Babbage <charles@engine.example>", root=composer)
    app.find("label", "Subject: Re: Notes on the Engine", root=composer)
    app.key("T", "h", "a", "n", "k", "s")
    app.click(app.find("push button", "Send", root=composer))
    wait_for(lambda: app.find_all("dialog", "Reply to Charles Babbage", showing=True) == [], "Send closes the composer")
    app.window_id = sorted(before)[-1]
    wait_for(lambda: notification_text(app) == "Reply sent to Charles Babbage", "a notification says it was sent")
    app.click(folder(app, "Sent"))
    wait_for(lambda: "Re: Notes on the Engine, to Charles Babbage" in folder_rows(app), "the reply is in Sent")
    assert folder(app, "Re: Notes on the Engine, to Charles Babbage").description == "Thanks", "with the text typed"


def test_typing_in_the_inbox_searches_senders_and_subjects(app):
    wait_for(lambda: messages(app) == ADA_INBOX, "the inbox's five messages, newest first")
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus at start")
    app.key("s", "o", "m", "e", "r")
    wait_for(lambda: messages(app) == ["Tea on Thursday?, from Mary Somerville"], "“somer” finds Mary Somerville's message")
    app.key("Down")
    wait_for(lambda: focused_name(app) == ADA_INBOX[1], "Down goes into the results")
    app.key("Escape")
    wait_for(lambda: messages(app) == ADA_INBOX, "Escape shows every message again")
    wait_for(lambda: focused_name(app) == ADA_INBOX[1], "the focus stays on the message chosen")


def test_selection_mode_archives_several_messages_as_one_undo_step(app):
    import subprocess
    import time
    wait_for(lambda: messages(app) == ADA_INBOX, "the inbox's five messages")

    def ctrl_click(name):
        x, y = app.center(message(app, name))
        subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
        time.sleep(0.05)
        subprocess.run(["xdotool", "keydown", "ctrl", "click", "1", "keyup", "ctrl"], check=True, timeout=10)

    ctrl_click(ADA_INBOX[1])
    ctrl_click(ADA_INBOX[3])
    wait_for(lambda: [name for name in ADA_INBOX if "selected" in app.states(message(app, name))] == [ADA_INBOX[1], ADA_INBOX[3]],
             "Ctrl+click selects two messages")
    assert all("selectable" in app.states(message(app, name)) for name in ADA_INBOX)
    app.screenshot("messages-selection")
    app.click(app.find("push button", "Archive", showing=True))
    wait_for(lambda: messages(app) == [ADA_INBOX[0], ADA_INBOX[2], ADA_INBOX[4]], "Archive takes both out")
    wait_for(lambda: notification_text(app) == "2 messages archived", "one notification says how many")
    assert not any("selectable" in app.states(message(app, name)) for name in messages(app)), "selection mode ends"
    app.key("ctrl+z")
    wait_for(lambda: messages(app) == ADA_INBOX, "one Ctrl+Z brings both back in their places")
    # The inbox keeps its order by date: its menu offers no moves.
    message(app, ADA_INBOX[0]).queryComponent().grabFocus()
    app.key("shift+F10")
    wait_for(lambda: [item.name for item in app.find_all("menu item", showing=True)] == ["Reply", "Archive", "Delete", "Select"],
             "a message's menu: its bar's actions and Select, no Move Up or Move Down")
    app.key("Escape")
