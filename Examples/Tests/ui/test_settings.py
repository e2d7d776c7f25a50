"""The settings menu (SettingsMenuController): the standard switch kind and a row kind that the
example registers itself ("choice": Enter steps through its values)."""
from harness import wait_for
from mailbox import ADA_INBOX, adopt_new_window, focused_name, message, messages, x_windows


PREVIEW = "Your notes are longer than the paper they annotate."


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
    assert row_texts(app, ADA_INBOX[0]) == ["Charles Babbage", "09:14", "Notes on the Engine", PREVIEW]
    window = open_settings(app)
    sort = app.find("list item", "Sort messages", root=window)
    assert sort.description == "Newest first"
    app.find("toggle button", "Show previews", root=window)
    wait_for(lambda: focused_name(app) == "Sort messages", "the first row has the focus")
    app.screenshot("settings")
    app.key("Return")
    wait_for(lambda: app.find("list item", "Sort messages", root=window).description == "Oldest first",
             "Enter steps the choice to Oldest first")
    wait_for(lambda: messages(app) == list(reversed(ADA_INBOX)), "the inbox is now oldest first")
    app.key("Down", "Return")
    wait_for(lambda: row_texts(app, ADA_INBOX[0]) == ["Charles Babbage", "09:14", "Notes on the Engine"],
             "Enter on Show previews switches the previews off")
    app.key("Escape")
    wait_for(lambda: app.find_all("frame", "Settings", showing=True) == [], "Escape closes the settings")
    app.window_id = main_window
    app.key("ctrl+comma")
    window = app.find("frame", "Settings", showing=True)
    assert app.find("list item", "Sort messages", root=window).description == "Oldest first", "the choice is kept"
