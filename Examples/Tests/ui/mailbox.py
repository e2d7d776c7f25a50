"""What Mailbox's scenarios share: its data as a person sees it, and the few ways to look at it."""
import os

EXAMPLE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ADA = "ada@analytical.example"
LOOMS = "orders@looms.example"

# Inbox rows, newest first: "<subject>, from <sender>" is each row's accessible name.
ADA_INBOX = ["Notes on the Engine, from Charles Babbage", "Tea on Thursday?, from Mary Somerville",
             "Translation proofs, from Luigi Menabrea", "Exercises, week 6, from Augustus De Morgan",
             "Friday lecture, from Michael Faraday"]
LOOMS_INBOX = ["Order 1804: forty cards, from Lyon Silk Guild", "Spare hooks, from Joseph Jacquard",
               "Stand confirmed, from Paris Exhibition"]
ADA_FOLDERS = ["Inbox", "Projects", "Sent", "Archive"]
LOOMS_FOLDERS = ["Inbox", "Sent", "Archive"]


def states(app, node):
    return app.states(node)


def showing(app, node):
    return "showing" in app.states(node)


def expanded(app, node):
    return "expanded" in app.states(node)


def messages_list(app):
    return app.find("list box", "Messages", showing=True)


def messages(app):
    """The message rows on show, top to bottom."""
    return [node.name for node in app.find_all("list item", showing=True, root=messages_list(app))]


def message(app, name):
    return app.find("list item", name, root=messages_list(app))


def folders_list(app):
    """The folder tree: a tree of tree items, as screen readers see it."""
    return app.find("tree", "Folders", showing=True)


def folder_rows(app):
    """The folder tree's rows on show (folders and the messages of open folders), in order."""
    return [node.name for node in app.find_all("tree item", showing=True, root=folders_list(app))]


def folder(app, name):
    return app.find("tree item", name, root=folders_list(app))


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def notification_text(app):
    note = app.find("notification", showing=True)
    labels = [node.name for node in app.find_all("label", showing=True, root=note) if node.name]
    return labels[0] if labels else None


