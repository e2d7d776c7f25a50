"""The kit's own texts come translated with no setup by the app: Mailbox ships no catalog and
binds no text domain, yet in a Russian session the kit's texts (the notification's Undo and
Dismiss, the message list's item count, the account selector's list name) are Russian — the kit
(FoldoutGtk) found its `foldout-kit` catalogs in the build folder by itself — while Mailbox's own
texts (its actions, its notification, its folders) stay as it wrote them, in English."""
import os
import sys

from harness import ROOT, wait_for
from mailbox import ADA_FOLDERS, ADA_INBOX, focused_name, folder_rows, messages, messages_list, notification_text

sys.path.insert(0, os.path.join(ROOT, "Tests", "po"))
from catalog import read_catalog  # noqa: E402

RUSSIAN = {"LANG": "ru_RU.UTF-8", "LC_ALL": "ru_RU.UTF-8", "LANGUAGE": "ru"}


def kit_russian(msgid):
    """The kit's Russian for `msgid` (po/kit/ru.po): all its forms, mnemonics dropped."""
    entry = read_catalog(os.path.join(ROOT, "po", "kit", "ru.po"))[(None, msgid)]
    forms = [form.replace("_", "", 1) for form in entry[1]]
    assert forms and all(forms), f"po/kit/ru.po does not translate {msgid!r}"
    return forms


def notification(app):
    return app.find("notification", showing=True)


def test_the_kits_texts_are_russian_and_mailboxs_own_stay_english(launch):
    app = launch(env=RUSSIAN)
    undo, dismiss = kit_russian("_Undo")[0], kit_russian("Dismiss")[0]
    # ru: one form for 1, 21…; another for 2–4, 22…; a third for 5–20, 25…
    _, few, many = kit_russian("{count} item")
    wait_for(lambda: messages(app) == ADA_INBOX, "the inbox's five messages, as Mailbox wrote them")
    wait_for(lambda: messages_list(app).description == many.replace("{count}", "5"),
             f"the kit describes the list in Russian: {many.replace('{count}', '5')!r}")
    assert app.find("list box", kit_russian("{name} options")[0].replace("{name}", "Account")) is not None
    assert folder_rows(app)[:len(ADA_FOLDERS)] == ADA_FOLDERS

    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus at start")
    app.key("Delete")
    wait_for(lambda: messages(app) == ADA_INBOX[1:], "the Delete key deletes the focused message")
    # Mailbox's own message (no catalog: English), the kit's buttons (Russian).
    wait_for(lambda: notification_text(app) == "“Notes on the Engine” deleted", "Mailbox's notification, in English")
    assert app.find("push button", undo, root=notification(app)) is not None
    assert app.find("push button", dismiss, root=notification(app)) is not None
    assert not app.find_all("push button", "Undo", root=notification(app))
    wait_for(lambda: messages_list(app).description == few.replace("{count}", "4"), "four messages, in Russian")
    app.screenshot("language-ru-undo")

    app.key("ctrl+z")
    wait_for(lambda: messages(app) == ADA_INBOX, "Ctrl+Z puts it back")
    wait_for(lambda: messages_list(app).description == many.replace("{count}", "5"), "five again")
