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
    # From the inbox (the focus at start), Shift+Tab goes back to the folder tree (one Tab
    # stop), Home to its first folder, Down to the next.
    wait_for(lambda: focused_name(app) == "Notes on the Engine, from Charles Babbage", "the inbox has the focus at start")
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
