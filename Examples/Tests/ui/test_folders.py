"""Folders as expandable rows (ExpandableRowsController over the example's folders and their
messages, with its own two row builders), by keyboard and through AT-SPI."""
from harness import wait_for
from mailbox import ADA_FOLDERS, expanded, focused_name, folder, folder_rows

PROJECTS = ["Bernoulli numbers, from Charles Babbage", "Flying machine sketches, from Woronzow Greig"]


def test_folders_expand_with_the_keyboard_and_show_their_messages_beneath(app):
    assert folder_rows(app) == ADA_FOLDERS
    projects, sent = folder(app, "Projects"), folder(app, "Sent")
    assert "expandable" in app.states(projects) and not expanded(app, projects)
    assert "expandable" not in app.states(sent), "an empty folder does not expand"
    assert projects.description == "2 messages"
    # From the inbox (the focus at start), Shift+Tab goes back past the inbox's Show field and
    # its Conversations button to the folder tree (one Tab stop), Home to its first folder, Down
    # to the next.
    wait_for(lambda: focused_name(app) == "Notes on the Engine, from Charles Babbage", "the inbox has the focus at start")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Show", "Shift+Tab reaches the inbox's Show field")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Conversations", "Shift+Tab reaches the Conversations button")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) in ADA_FOLDERS, "Shift+Tab reaches the folders")
    app.key("Home", "Down")
    wait_for(lambda: focused_name(app) == "Projects", "Home, Down reaches Projects")
    app.key("Right")
    wait_for(lambda: expanded(app, projects), "Right expands Projects")
    wait_for(lambda: folder_rows(app) == ["Inbox", "Projects", *PROJECTS, "Sent", "Archive"],
             "its two messages right beneath it, before Sent")
    child = folder(app, PROJECTS[0])
    assert "expandable" not in app.states(child)
    assert child.description == "Table A is ready for your note G."
    app.screenshot("folders-projects-open")
    app.key("Right")
    wait_for(lambda: focused_name(app) == PROJECTS[0], "Right on the open folder goes to its first message")
    app.key("Left")
    wait_for(lambda: focused_name(app) == "Projects", "Left on a message goes to its folder")
    app.key("Left")
    wait_for(lambda: not expanded(app, projects), "Left folds Projects")
    wait_for(lambda: folder_rows(app) == ADA_FOLDERS, "its messages are gone")
    app.key("Home", "Return")
    inbox = folder(app, "Inbox")
    wait_for(lambda: expanded(app, inbox), "Home then Enter opens the Inbox")
    wait_for(lambda: len(folder_rows(app)) == len(ADA_FOLDERS) + 5, "the Inbox's five messages beneath it")


def folders_on_screen(app):
    """The folder tree's rows top to bottom as they are on screen (GTK 3's accessible list
    keeps its children in the order they were added, not the order the list sorts them)."""
    import pyatspi
    from mailbox import folders_list
    rows = app.find_all("tree item", showing=True, root=folders_list(app))
    return [node.name for node in sorted(rows, key=lambda node: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y)]


def menu_items(app):
    return [(item.name, "sensitive" in app.states(item)) for item in app.find_all("menu item", showing=True)]


def test_folders_move_by_keys_and_their_menus_offer_their_actions(app):
    import subprocess
    import time
    wait_for(lambda: folders_on_screen(app) == ADA_FOLDERS, "the folders")
    folder(app, "Projects").queryComponent().grabFocus()
    wait_for(lambda: focused_name(app) == "Projects", "Projects has the focus")
    # Shift+F10: the folder's menu. The Inbox stays first: Projects cannot move above it.
    app.key("shift+F10")
    wait_for(lambda: menu_items(app) == [("Expand", True), ("Move Up", False), ("Move Down", True)],
             "Expand, Move Up (disabled: the Inbox stays first), Move Down")
    app.screenshot("folders-menu", whole_screen=True)
    app.key("Escape")
    wait_for(lambda: not menu_items(app) and focused_name(app) == "Projects", "Escape closes it, the focus back on Projects")
    # Alt+Down moves Projects below Sent, with the focus, and says where it went.
    app.key("alt+Down")
    wait_for(lambda: folders_on_screen(app) == ["Inbox", "Sent", "Projects", "Archive"], "Alt+Down moves Projects below Sent")
    wait_for(lambda: focused_name(app) == "Projects", "Projects keeps the focus")
    wait_for(lambda: folder(app, "Projects").description == "Moved to position 3 of 4", "its new place is told")
    app.key("Up")
    wait_for(lambda: folder(app, "Projects").description == "2 messages", "leaving it, its own description is back")
    # Sent, next to the Inbox, cannot move above it.
    app.key("alt+Up")
    import time as clock
    clock.sleep(0.5)
    assert folders_on_screen(app) == ["Inbox", "Sent", "Projects", "Archive"], "Sent cannot move above the Inbox"
    # A message's menu (right-click): Reply, as in the inbox's bar.
    projects = folder(app, "Projects")
    app.click(projects)
    wait_for(lambda: expanded(app, projects), "a click opens Projects")
    message = folder(app, PROJECTS[0])
    x, y = app.center(message)
    subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
    time.sleep(0.05)
    subprocess.run(["xdotool", "click", "3"], check=True, timeout=10)
    wait_for(lambda: menu_items(app) == [("Reply", True)], "a message's menu offers Reply")
    app.key("Escape")
