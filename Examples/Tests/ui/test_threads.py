"""The inbox as conversations: a Maildir written by Examples/tools/make-maildir with replies
nested several levels deep (In-Reply-To and References) shows, with the Conversations button's
Ctrl+T, each conversation's first message at the top level and the replies beneath the messages
they answer, as its writer's manifest says; keys open one conversation (`*`) and Ctrl+E and
Shift+Ctrl+E open and close them all, each row telling screen readers its level and place."""
import json
import subprocess

from harness import focused_place, wait_for
from mailbox import focused_name, messages, messages_list
from test_maildir import MAKE_MAILDIR

COUNT = 30


def conversations(app):
    return app.find("tree", "Conversations", showing=True)


def written_conversations(manifest):
    """The manifest's messages as rows: (name, level, place, siblings) top to bottom with every
    conversation open, and the first messages' names. Conversations by their latest message,
    newest activity first (a conversation answered lately before one started lately), ties as
    the inbox lists their first messages (newest first, then by name); replies oldest first.
    A file's name starts with its time."""
    with open(manifest, encoding="utf-8") as handle:
        written = [json.loads(line) for line in handle]
    when = {m["id"]: int(m["id"].split(".")[0]) for m in written}
    replies = {}
    for m in written:
        replies.setdefault(m["parent"], []).append(m)

    def latest(m):
        return max([when[m["id"]]] + [latest(r) for r in replies.get(m["id"], [])])
    for parent, ms in replies.items():
        if parent is None:
            ms.sort(key=lambda m: (-latest(m), -when[m["id"]], m["id"]))
        else:
            ms.sort(key=lambda m: (when[m["id"]], m["id"]))
    rows = []

    def walk(siblings, level):
        for index, m in enumerate(siblings):
            rows.append((f"{m['subject']}, from {m['sender']}", level, index + 1, len(siblings)))
            walk(replies.get(m["id"], []), level + 1)

    walk(replies[None], 1)
    return rows, replies, written


def walk_down(app, rows, what):
    """From the focused first of `rows`, Down through the rest, each as expected."""
    wait_for(lambda: focused_place(app) == rows[0], f"{what}: {rows[0]}")
    for row in rows[1:]:
        app.key("Down")
        wait_for(lambda: focused_place(app) == row, f"{what}: Down reaches {row}")


def test_conversations_nest_replies_under_what_they_answer(launch, tmp_path):
    maildir, manifest = str(tmp_path / "Maildir"), str(tmp_path / "manifest.json")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", str(COUNT), "--now", "1764000000", "--seed", "5",
                    "--replies", "0.6", "--manifest", manifest], check=True, capture_output=True)
    every_row, replies, written = written_conversations(manifest)
    roots = [row for row in every_row if row[1] == 1]
    deepest = max(row[1] for row in every_row)
    assert deepest >= 4, "the writer nested replies several levels deep"
    assert len(roots) < COUNT - 5, "many messages are replies"
    by_start = sorted(roots, key=lambda row: -start_time(written, row))
    assert by_start != roots, "the writer made a conversation answered after a newer one started: the orders differ"

    app = launch(args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == f"{COUNT} items", f"the {COUNT} messages are read", timeout=30)
    wait_for(lambda: focused_name(app) is not None, "a message has the focus")
    app.key("ctrl+t")
    wait_for(lambda: conversations(app) is not None, "Ctrl+T shows the conversations")
    # Every conversation closed: its first messages only, the latest answered first.
    walk_down(app, roots, "closed conversations")
    app.screenshot("threads-closed")

    # `*` on the conversation that goes deepest opens all of it: each reply under its message.
    top = max(range(len(roots)), key=lambda i: (max_depth(every_row, roots[i]), -i))
    app.key("Home", *["Down"] * top)
    wait_for(lambda: focused_place(app) == roots[top], f"Down reaches {roots[top]}")
    app.key("asterisk")
    start = every_row.index(roots[top])
    end = next((i for i in range(start + 1, len(every_row)) if every_row[i][1] == 1), len(every_row))
    walk_down(app, every_row[start:end], "the open conversation")
    assert end - start >= 4
    app.screenshot("threads-one-open")

    # Ctrl+E: every conversation open; every row under the message it answers.
    app.key("ctrl+e", "Home")
    walk_down(app, every_row, "every conversation open")
    app.screenshot("threads-all-open")

    # Shift+Ctrl+E: closed again; the focus goes to its conversation's first message.
    app.key("ctrl+shift+e")
    wait_for(lambda: focused_place(app) is not None and focused_place(app)[1] == 1, "the focus is on a first message")
    app.key("Home")
    walk_down(app, roots, "every conversation closed again")

    # Ctrl+T again: the list of every message.
    app.key("ctrl+t")
    wait_for(lambda: len(messages(app)) > 0 and messages_list(app).description == f"{COUNT} items",
             "Ctrl+T shows the list again")


def start_time(written, row):
    """When the conversation whose first message is `row` started (its file name's time)."""
    name = row[0]
    return next(int(m["id"].split(".")[0]) for m in written
                if m["parent"] is None and f"{m['subject']}, from {m['sender']}" == name)


def max_depth(rows, root):
    """How deep the conversation started by `root` goes."""
    start = rows.index(root)
    depth = 1
    for row in rows[start + 1:]:
        if row[1] == 1:
            break
        depth = max(depth, row[1])
    return depth
