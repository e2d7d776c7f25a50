"""The inbox's "Show" selector filters the messages (All, Unread, Flagged) through snapshots: the
list gets the messages the filter admits, and the open message and the focus stay on it while
it remains; a flag set by another program on a Maildir file brings its message in."""
import os

from harness import wait_for
from mailbox import ADA_INBOX, expanded, focused_name, message, messages, messages_list
from test_maildir import write_message

UNREAD = [ADA_INBOX[0], ADA_INBOX[1]]  # Notes on the Engine (also flagged), Tea on Thursday?
FLAGGED = [ADA_INBOX[0], ADA_INBOX[3]]  # Notes on the Engine, Exercises, week 6


def value(app, field):
    labels = app.find_all("label", root=field)
    return labels[0].name if len(labels) == 1 else None


def choose(app, title, down):
    """From the list: Shift+Tab to the Show field, open it, `down` times Down, Enter, then Tab
    back into the list."""
    field = app.find("combo box", "Show")
    app.key("shift+Tab")
    wait_for(lambda: focused_name(app) == "Show", "Shift+Tab from the list reaches the Show field")
    app.key("Return")
    wait_for(lambda: expanded(app, field), "Enter opens the choices")
    app.key("Home", *["Down"] * down, "Return")
    wait_for(lambda: not expanded(app, field) and value(app, field) == title, f"the field shows {title}")
    app.key("Tab")


def test_the_filter_keeps_the_open_message_and_the_focus(app):
    wait_for(lambda: messages(app) == ADA_INBOX, "the inbox's five messages")
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the newest message has the focus")
    assert message(app, ADA_INBOX[0]).description == "unread, flagged"
    assert message(app, ADA_INBOX[1]).description == "unread"
    assert message(app, ADA_INBOX[2]).description == ""
    app.key("Return")
    wait_for(lambda: expanded(app, message(app, ADA_INBOX[0])), "Enter unfolds the newest message")

    choose(app, "Unread", 1)
    wait_for(lambda: messages(app) == UNREAD, "only the unread messages")
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "Tab comes back to the message that had the focus")
    assert expanded(app, message(app, ADA_INBOX[0])), "the open message stays open"
    app.screenshot("filter-unread")

    choose(app, "Flagged", 2)
    wait_for(lambda: messages(app) == FLAGGED, "only the flagged messages")
    wait_for(lambda: focused_name(app) == ADA_INBOX[0], "the focus is still on it")
    assert expanded(app, message(app, ADA_INBOX[0]))
    # Down to the other flagged message: its focus stays when everything shows again.
    app.key("Down")
    wait_for(lambda: focused_name(app) == ADA_INBOX[3], "Down reaches the other flagged message")

    choose(app, "All messages", 0)
    wait_for(lambda: messages(app) == ADA_INBOX, "every message again, in its place")
    wait_for(lambda: focused_name(app) == ADA_INBOX[3], "the focus stayed on the message it was on")
    assert expanded(app, message(app, ADA_INBOX[0])), "and the open message is still open"


def test_a_flag_set_elsewhere_brings_the_message_into_the_flagged_list(launch, tmp_path):
    maildir = tmp_path / "Maildir"
    for folder in ("cur", "new", "tmp"):
        (maildir / folder).mkdir(parents=True)
    write_message(str(maildir), "1764064800.M1P1.test", "Ada Lovelace <ada@example.org>", "Unread one",
                  "Tue, 25 Nov 2025 10:00:00 +0000")
    seen = write_message(str(maildir), "1764064700.M2P1.test", "Mary Somerville <mary@example.org>", "Read one",
                         "Tue, 25 Nov 2025 09:00:00 +0000")
    os.rename(seen, str(maildir / "cur" / "1764064700.M2P1.test:2,S"))
    flagged = write_message(str(maildir), "1764064600.M3P1.test", "Charles Babbage <charles@example.org>", "Flagged one",
                            "Tue, 25 Nov 2025 08:00:00 +0000")
    os.rename(flagged, str(maildir / "cur" / "1764064600.M3P1.test:2,FS"))
    app = launch(args=["--maildir", str(maildir)])
    wait_for(lambda: messages_list(app).description == "3 items", "the three messages are read")
    wait_for(lambda: focused_name(app) is not None, "a message has the focus")
    names = messages(app)
    assert names == ["Unread one, from Ada Lovelace", "Read one, from Mary Somerville", "Flagged one, from Charles Babbage"]
    assert [message(app, n).description for n in names] == ["unread", "", "flagged"]

    choose(app, "Flagged", 2)
    wait_for(lambda: messages(app) == ["Flagged one, from Charles Babbage"], "only the flagged message")
    # Another program flags the read message (renames its file with F): it joins the list.
    os.rename(str(maildir / "cur" / "1764064700.M2P1.test:2,S"), str(maildir / "cur" / "1764064700.M2P1.test:2,FS"))
    wait_for(lambda: messages(app) == ["Read one, from Mary Somerville", "Flagged one, from Charles Babbage"],
             "the message flagged elsewhere comes in, in its place by date")
    assert message(app, "Read one, from Mary Somerville").description == "flagged"
