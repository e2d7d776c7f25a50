"""The settings menu (SettingsMenuController): the standard switch kind and a row kind that the
example registers itself ("cycle": Enter steps through its values)."""
import json
import os
import shutil
import tempfile

from harness import adopt_new_window, wait_for, x_windows
from mailbox import ADA_INBOX, EXAMPLE, notification_text, focused_name, folder, message, messages


PREVIEW = "Bring the diagrams if you can."


def row_texts(app, name):
    """The texts a message row shows (sender, time, subject, and the preview if shown)."""
    return [node.name for node in app.find_all("label", showing=True, root=message(app, name))]


def open_settings(app):
    before = x_windows(app)
    app.key("ctrl+comma")
    window = app.find("frame", "Settings", showing=True)
    adopt_new_window(app, before)
    return window


def test_the_example_row_kind_sorts_the_messages_and_the_switch_hides_previews(app):
    main_window = app.window_id
    assert messages(app) == ADA_INBOX
    # A message deleted before the list is sorted again stays deleted.
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus")
    app.key("Delete")
    wait_for(lambda: messages(app) == ADA_INBOX[1:], "Delete deletes it")
    inbox = ADA_INBOX[1:]
    assert row_texts(app, inbox[0]) == ["Mary Somerville", "08:02", "Tea on Thursday?", PREVIEW]
    window = open_settings(app)
    sort = app.find("list item", "Sort messages", root=window)
    assert sort.description == "Newest first"
    app.find("toggle button", "Show previews", root=window)
    wait_for(lambda: focused_name(app) == "Sort messages", "the first row has the focus")
    app.screenshot("settings")
    app.key("Return")
    wait_for(lambda: app.find("list item", "Sort messages", root=window).description == "Oldest first",
             "Enter steps the choice to Oldest first")
    wait_for(lambda: messages(app) == list(reversed(inbox)), "the inbox is now oldest first")
    app.key("Down", "Return")
    wait_for(lambda: row_texts(app, inbox[0]) == ["Mary Somerville", "08:02", "Tea on Thursday?"],
             "Enter on Show previews switches the previews off")
    app.key("Escape")
    wait_for(lambda: app.find_all("frame", "Settings", showing=True) == [], "Escape closes the settings")
    app.window_id = main_window
    window = open_settings(app)
    assert app.find("list item", "Sort messages", root=window).description == "Oldest first", "the choice is kept"
    app.key("Escape")
    wait_for(lambda: app.find_all("frame", "Settings", showing=True) == [], "the settings close again")
    app.window_id = main_window
    # The list was not built again: the deletion's notification (with Undo) is still over the
    # top row's middle, so the click goes to the row's start.
    assert notification_text(app) == "“Notes on the Engine” deleted"
    app.click(message(app, inbox[-1]), offset=(40, 20))
    wait_for(lambda: "expanded" in app.states(message(app, inbox[-1])), "a message unfolds in the re-sorted list")
    assert messages(app) == list(reversed(inbox)), "the deleted message did not come back"
    assert folder(app, "Inbox").description == "4 messages"
    # Sorting did not end the deletion's undo: Ctrl+Z brings it back, in its place oldest first.
    app.key("ctrl+z")
    wait_for(lambda: messages(app) == list(reversed(ADA_INBOX)), "Ctrl+Z brings the deleted message back")
    wait_for(lambda: folder(app, "Inbox").description == "5 messages", "and into the Inbox folder")


def test_the_example_kind_reads_its_own_entries_and_a_bad_one_is_named(launch):
    """The menu comes from resources/settings.json: MenuRowKinds reads the "cycle" entries with
    the example's own reader, and an entry it refuses is reported by its JSON path while the
    rest of the menu loads."""
    datadir = tempfile.mkdtemp(prefix="mailbox-data-")
    shutil.copytree(os.path.join(EXAMPLE, "resources"), os.path.join(datadir, "resources"))
    path = os.path.join(datadir, "resources", "settings.json")
    with open(path, encoding="utf-8") as handle:
        menu = json.load(handle)
    menu["sections"][0]["items"][0]["values"] = ["Newest first"]
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(menu, handle)
    app = launch(env={"MAILBOX_DATADIR": datadir})
    window = open_settings(app)
    note = app.find("notification", showing=True)
    text = [node.name for node in app.find_all("label", showing=True, root=note) if node.name]
    assert text and "sections[0].items[0]" in text[0] and "two or more values" in text[0], text
    assert app.find_all("list item", "Sort messages", root=window) == []
    app.find("toggle button", "Show previews", root=window)
    assert "two or more values" in app.stderr()
    shutil.rmtree(datadir, ignore_errors=True)


def test_sorting_and_previews_keep_the_open_message_and_the_focus(app):
    main_window = app.window_id
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus")
    app.key("Down", "Return")
    tea = ADA_INBOX[1]
    wait_for(lambda: "expanded" in app.states(message(app, tea)), "Enter unfolds the second message")
    window = open_settings(app)
    wait_for(lambda: focused_name(app) == "Sort messages", "the first row has the focus")
    app.key("Return")
    wait_for(lambda: messages(app) == list(reversed(ADA_INBOX)), "the inbox is now oldest first")
    app.key("Down", "Return")
    wait_for(lambda: PREVIEW not in row_texts(app, tea), "the previews are off")
    # Neither rebuilt the list: the message is still open, and the focus comes back to it.
    assert "expanded" in app.states(message(app, tea)), "the open message stayed open"
    app.key("Escape")
    wait_for(lambda: app.find_all("frame", "Settings", showing=True) == [], "Escape closes the settings")
    app.window_id = main_window
    assert row_texts(app, ADA_INBOX[0]) == ["Charles Babbage", "09:14", "Notes on the Engine"]
    window = open_settings(app)
    app.key("Down", "Return")
    wait_for(lambda: PREVIEW in row_texts(app, tea), "the previews are back, in the rows on show")
    assert "expanded" in app.states(message(app, tea))
    del window
