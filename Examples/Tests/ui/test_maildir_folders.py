"""A Maildir's Maildir++ folders as a tree of any depth (the kit's OutlineRowsController): the
Inbox with its subfolders five levels deep, as Examples/tools/make-maildir wrote them (names,
levels, places, message counts, a parent that has no Maildir of its own), walked by keys as a
GtkTreeView is, each level and place told to AT-SPI; choosing a folder (Enter) shows its
messages in the list, the ones the writer put there, newest first."""
import json
import subprocess

from harness import focused_place, wait_for
from mailbox import focused_name, folder, folder_rows, messages, messages_list
from test_maildir import MAKE_MAILDIR

INBOX_COUNT = 12


def written(tmp_path):
    """Writes the Maildir with the writer's default folders; returns its path, the folders it
    made ({dotted name: count}) and its messages by folder (names as rows show them, newest
    first)."""
    maildir, listing, manifest = str(tmp_path / "Maildir"), str(tmp_path / "folders.json"), str(tmp_path / "manifest.json")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", str(INBOX_COUNT), "--now", "1764000000", "--seed", "3",
                    "--folders", "--folder-list", listing, "--manifest", manifest], check=True, capture_output=True)
    with open(listing, encoding="utf-8") as handle:
        folders = {entry["name"]: entry["count"] for entry in map(json.loads, handle)}
    by_folder = {}
    with open(manifest, encoding="utf-8") as handle:
        for m in map(json.loads, handle):
            by_folder.setdefault(m["folder"], []).append((int(m["id"].split(".")[0]), f"{m['subject']}, from {m['sender']}"))
    rows = {name: [row for _, row in sorted(entries, key=lambda e: -e[0])] for name, entries in by_folder.items()}
    return maildir, folders, rows


def expected_tree(folders):
    """Every row of the tree with every folder open, top to bottom: (name, level, place,
    siblings, count). Parents named only by a deeper folder are in it with no messages;
    siblings by name."""
    names = set(folders)
    for name in folders:
        parts = name.split(".")
        names.update(".".join(parts[:i]) for i in range(1, len(parts)))
    children = {}
    for name in names:
        parent = name.rpartition(".")[0]
        children.setdefault(parent, []).append(name)
    rows = [("Inbox", 1, 1, 1, INBOX_COUNT)]

    def walk(parent, level):
        kids = sorted(children.get(parent, []), key=lambda n: n.rpartition(".")[2])
        for index, name in enumerate(kids):
            rows.append((name.rpartition(".")[2], level, index + 1, len(kids), folders.get(name, 0)))
            walk(name, level + 1)
    walk("", 2)
    return rows


def labels_named(app, name):
    return len([node for node in app.find_all("label", showing=True) if node.name == name])


def count_text(count):
    return "No messages" if count == 0 else "1 message" if count == 1 else f"{count} messages"


def test_maildir_folders_nest_as_written_and_show_their_messages(launch, tmp_path):
    maildir, folders, written_rows = written(tmp_path)
    every_row = expected_tree(folders)
    assert max(row[1] for row in every_row) == 5, "the writer nested folders five levels deep (with the inbox)"
    assert any(row[0] == "Lists" and row[4] == 0 for row in every_row), "a parent with no Maildir of its own"

    app = launch(args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == f"{INBOX_COUNT} items", "the inbox's messages are read", timeout=30)
    # At start the Inbox is open: its subfolders beneath it, closed.
    top = [row[0] for row in every_row if row[1] <= 2]
    wait_for(lambda: folder_rows(app) == top, f"the Inbox open at its subfolders {top}")
    # Every folder's count, as the writer made them (read off the main thread); the Inbox's
    # messages are the ones shown.
    for name, level, _, _, count in every_row:
        if level <= 2:
            expected = count_text(count) + (", shown" if name == "Inbox" else "")
            wait_for(lambda: folder(app, name).description == expected, f"{name}: {expected}", timeout=10)

    # From the inbox (the focus at start), Shift+Tab goes back past the Show field, the
    # Conversations button and Sent and Archive (one Tab stop) to the tree; Home to the Inbox,
    # `*` opens everything beneath it.
    wait_for(lambda: focused_name(app) == written_rows[""][0], "the newest message has the focus at start")
    app.key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab", "Home")
    wait_for(lambda: focused_place(app) == every_row[0][:4], "Home in the tree reaches the Inbox")
    app.key("asterisk")
    wait_for(lambda: folder_rows(app) == [row[0] for row in every_row], "`*` opens every folder beneath the Inbox")
    # Down through the tree: each folder at its level and place, as written.
    for row in every_row[1:]:
        app.key("Down")
        wait_for(lambda: focused_place(app) == row[:4], f"Down reaches {row[:4]}")
        assert folder(app, row[0]).description == count_text(row[4]), f"{row[0]} holds {row[4]} messages"
    app.screenshot("maildir-folders-open")

    # Enter on a folder without subfolders (Family) chooses it: the list shows its messages,
    # newest first, and the focus stays in the tree.
    family = next(i for i, row in enumerate(every_row) if row[0] == "Family")
    app.key("Home", *["Down"] * family)
    wait_for(lambda: focused_name(app) == "Family", "Down reaches Family")
    assert labels_named(app, "Family") == 1, "only the tree names Family before it is chosen"
    app.key("Return")
    wait_for(lambda: messages_list(app).description == f"{folders['Family']} items", "Enter shows Family's messages")
    wait_for(lambda: messages(app) == written_rows["Family"][:len(messages(app))] and len(messages(app)) >= 3,
             "the messages the writer put in Family, newest first")
    assert focused_name(app) == "Family", "the focus stays on the folder"
    wait_for(lambda: folder(app, "Family").description.endswith(", shown"), "Family is the folder shown")
    assert not folder(app, "Inbox").description.endswith(", shown")
    wait_for(lambda: labels_named(app, "Family") == 2, "the list's heading names the folder too")

    # Enter on a folder with subfolders (Engine, open) closes it and shows its messages.
    app.key("Home", *["Down"] * next(i for i, row in enumerate(every_row) if row[0] == "Engine"))
    wait_for(lambda: focused_name(app) == "Engine", "Down reaches Engine")
    app.key("Return")
    wait_for(lambda: messages_list(app).description == f"{folders['Work.Projects.Engine']} items", "Engine's messages")
    assert messages(app) == written_rows["Work.Projects.Engine"][:len(messages(app))]
    assert "Notes" not in folder_rows(app), "Enter closed Engine"
    # Right opens it again without choosing anything else; Right again goes to Notes, and
    # Enter there shows Notes' messages.
    app.key("Right")
    wait_for(lambda: "Notes" in folder_rows(app), "Right opens Engine")
    assert messages(app) == written_rows["Work.Projects.Engine"][:len(messages(app))], "Right chose nothing"
    app.key("Right")
    wait_for(lambda: focused_place(app) == ("Notes", 5, 1, 1), "Right again goes to Notes, level 5")
    app.key("Return")
    wait_for(lambda: messages_list(app).description == f"{folders['Work.Projects.Engine.Notes']} items", "Notes' messages")
    assert messages(app) == written_rows["Work.Projects.Engine.Notes"][:len(messages(app))]
    # Left goes back to Engine, Left closes it: the list still shows Notes' messages.
    app.key("Left")
    wait_for(lambda: focused_name(app) == "Engine", "Left goes to Engine")
    app.key("Left")
    wait_for(lambda: "Notes" not in folder_rows(app), "Left closes Engine")
    assert messages_list(app).description == f"{folders['Work.Projects.Engine.Notes']} items", "Left chose nothing"

    # A click chooses too: on Swift (open, with a subfolder) it closes it and shows its
    # messages; on Drafts (empty) the list is empty.
    app.click(folder(app, "Swift"))
    wait_for(lambda: messages_list(app).description == f"{folders['Lists.Swift']} items", "a click on Swift shows its messages")
    assert messages(app) == written_rows["Lists.Swift"][:len(messages(app))]
    wait_for(lambda: "Evolution" not in folder_rows(app), "and closes it")
    app.click(folder(app, "Drafts"))
    wait_for(lambda: folder(app, "Drafts").description == "No messages, shown", "a click on Drafts chooses it")
    wait_for(lambda: messages(app) == [], "Drafts holds no messages: the list has none")
    app.screenshot("maildir-folders-empty-drafts")

    # Back to the Inbox: its messages again.
    app.key("Home", "Return")
    wait_for(lambda: messages_list(app).description == f"{INBOX_COUNT} items", "Enter on the Inbox shows its messages")
    wait_for(lambda: messages(app) == written_rows[""][:len(messages(app))] and len(messages(app)) >= 3, "the inbox's, newest first")
    app.assert_healthy()


def spinner_showing(app):
    return any("showing" in app.states(node) for node in app.find_all("animation", showing=True)
               if node.name == "Loading messages")


def test_a_folder_of_100000_messages_scrolls_by_keys_while_it_loads(launch, tmp_path):
    """A subfolder of 100,000 messages (on a tmpfs when there is one) chosen in the tree: its
    newest rows come at once and the person reads down them by keys while the rest are still
    read (the spinner turning, the count growing), the tree answering too. No timing: figures
    come from Examples/tools/bench-frames."""
    import os
    base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else str(tmp_path)
    maildir = os.path.join(base, f"foldout-maildir-folders-{os.getpid()}")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", "20", "--now", "1764000000", "--folders", "Big:100000", "--replies", "0"],
                   check=True, capture_output=True)
    try:
        app = launch(args=["--maildir", maildir])
        wait_for(lambda: messages_list(app).description == "20 items", "the inbox's 20 messages are read", timeout=30)
        wait_for(lambda: folder(app, "Big").description == "100000 messages", "Big's count, read off the main thread", timeout=30)
        wait_for(lambda: not spinner_showing(app), "no spinner once the inbox is read")
        app.key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab", "Home", "Down")
        wait_for(lambda: focused_place(app) == ("Big", 2, 1, 1), "Big, under the Inbox")
        app.key("Return")
        seen = []

        def loading_rows():
            description = messages_list(app).description
            seen.append(description)
            return len(messages(app)) >= 5 and description not in ("20 items", "100000 items")
        wait_for(loading_rows, "Big's first rows, the rest still loading", timeout=30)
        assert spinner_showing(app), "the spinner turns while Big loads"
        # Into the list (Tab past Sent and Archive, the Conversations button and the Show
        # field), and down it by keys while it loads: each key moves the focus among rows that
        # are on show.
        app.key("Tab", "Tab", "Tab", "Tab")
        wait_for(lambda: focused_name(app) in messages(app), "a message of Big has the focus")
        during = []
        for key in ["Down", "Down", "Page_Down", "Page_Down", "Up", "End", "Home"]:
            before = focused_name(app)
            app.key(key)
            wait_for(lambda: focused_name(app) != before and focused_name(app) in messages(app),
                     f"{key} moves the focus to a row on show")
            during.append((key, messages_list(app).description, spinner_showing(app)))
        loading = [entry for entry in during if entry[1] != "100000 items" and entry[2]]
        assert loading, f"keys were answered while Big loaded: {during}"
        # The tree answers meanwhile: Shift+Tab back to it, Up to the Inbox.
        app.key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab")
        wait_for(lambda: focused_name(app) == "Big", "Shift+Tab back to Big in the tree")
        app.key("Up")
        wait_for(lambda: focused_place(app) == ("Inbox", 1, 1, 1), "Up to the Inbox")
        print(f"\nloading while read by keys: {during}")
        # Enter on the Inbox (while Big still loads, on any machine but a very fast one):
        # Big's reading stops, the list shows the inbox's 20 messages and nothing of Big
        # comes after them.
        print(f"Big still loading when the Inbox is chosen: {spinner_showing(app)} ({messages_list(app).description})")
        app.key("Return")
        wait_for(lambda: messages_list(app).description == "20 items" and not spinner_showing(app),
                 "the Inbox's 20 messages, the spinner gone")
        app.key("Tab", "Tab", "Tab", "Tab", "End", "Home")
        wait_for(lambda: focused_name(app) == messages(app)[0], "End, Home in the Inbox's list")
        assert messages_list(app).description == "20 items", "none of Big's messages came after"
        app.assert_healthy()
    finally:
        subprocess.run(["rm", "-rf", maildir], check=False)


def local_rows(app):
    tree = app.find("tree", "On this computer", showing=True)
    return [node.name for node in app.find_all("tree item", showing=True, root=tree)]


def test_sent_and_archive_stay_beneath_the_maildir_tree(launch, tmp_path):
    """The folders kept in memory (Sent for replies, Archive) are beneath the Maildir's tree, as
    they were in the sidebar before it: a message archived from the list goes to Archive."""
    maildir, _, written_rows = written(tmp_path)
    app = launch(args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == f"{INBOX_COUNT} items", "the inbox's messages are read", timeout=30)
    wait_for(lambda: local_rows(app) == ["Sent", "Archive"], "Sent and Archive beneath the Maildir's tree")
    newest = written_rows[""][0]
    wait_for(lambda: focused_name(app) == newest, "the newest message has the focus at start")
    # Enter unfolds it; Tab, Tab reach its bar's Archive button; Enter archives it.
    app.key("Return", "Tab", "Tab")
    wait_for(lambda: focused_name(app) == "Archive", "Tab, Tab reach Archive in the message's bar")
    app.key("Return")
    wait_for(lambda: newest not in messages(app), "Archive takes the message out of the list")
    archive = app.find("tree item", "Archive", root=app.find("tree", "On this computer", showing=True))
    wait_for(lambda: archive.description == "1 message", "Archive holds it")
    app.click(archive)
    wait_for(lambda: local_rows(app) == ["Sent", "Archive", newest], "its row beneath Archive")
    assert folder_rows(app)[0] == "Inbox", "the Maildir's tree is as it was"
    app.assert_healthy()
