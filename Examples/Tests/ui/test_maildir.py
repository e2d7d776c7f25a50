"""Mailbox fed by a real Maildir (tools/make-maildir writes one): the inbox follows the folder's
files while a person reads, and long previews wrap, with large text too."""
import os
import signal
import subprocess
import time

from harness import wait_for
from mailbox import EXAMPLE, focused_name, messages, messages_list, notification_text

MAKE_MAILDIR = os.path.join(EXAMPLE, "tools", "make-maildir")


def write_message(folder, name, sender, subject, date, body="Just a line."):
    """Writes a message the way a mail tool does: into tmp/, then renamed into place."""
    text = f"From: {sender}\nSubject: {subject}\nDate: {date}\nMessage-ID: <{name}@test>\n\n{body}\n"
    temporary = os.path.join(folder, "tmp", name)
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    final = os.path.join(folder, "new", name)
    os.rename(temporary, final)
    return final


def items(app):
    return app.find_all("list item", root=messages_list(app))


def test_the_inbox_follows_its_maildir_while_a_person_reads(launch, tmp_path):
    maildir = str(tmp_path / "Maildir")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", "300", "--invalid", "2", "--now", "1764000000"], check=True,
                   capture_output=True)
    app = launch(args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == "300 items", "the 300 messages are read (2 bad files skipped)",
             timeout=30)
    assert app.stderr().count("Skipped ") == 2, "each bad file named once in the log"
    # The first messages took the focus (the inbox was empty when the window opened); read
    # down the list a while.
    wait_for(lambda: focused_name(app) == messages(app)[0], "the newest message has the focus")
    app.key(*["Page_Down"] * 4)
    wait_for(lambda: focused_name(app) in messages(app)[3:], "the focus is a few pages down")
    time.sleep(0.5)
    reading = focused_name(app)
    top_before = messages(app)[0]
    # Screen readers are told of every row (300 list items, the ones out of view made when
    # asked for, without a widget: not "visible"); widgets exist for the rows in view only.
    assert len(items(app)) == 300, "screen readers are told of all 300 messages"
    assert len([n for n in items(app) if "visible" in app.states(n)]) < 40, "only the rows in view exist as widgets"
    # A new message arrives (newest of all: it goes to the top, out of view).
    new = write_message(maildir, "1764999999.M1P1.test", "Ada Lovelace <ada@example.org>", "Fresh news",
                        "Tue, 25 Nov 2025 10:00:00 +0000")
    wait_for(lambda: messages_list(app).description == "301 items", "the new message is inserted")
    wait_for(lambda: notification_text(app) == "New message from Ada Lovelace: “Fresh news”", "its arrival is said once, above the list")
    assert focused_name(app) == reading, "the message being read keeps the focus"
    assert messages(app)[0] == top_before, "and stays where it was on screen: the list did not jump"
    app.key("ctrl+Home")
    wait_for(lambda: messages(app)[:1] == ["Fresh news, from Ada Lovelace"], "it is the newest, at the top")
    # It changes (a mail tool rewrites it), then goes.
    with open(new, "w", encoding="utf-8") as handle:
        handle.write("From: Ada Lovelace <ada@example.org>\nSubject: Fresh news, corrected\n"
                     "Date: Tue, 25 Nov 2025 10:00:00 +0000\n\nThe corrected text.\n")
    wait_for(lambda: messages(app)[:1] == ["Fresh news, corrected, from Ada Lovelace"], "the row shows the changed message")
    os.remove(new)
    wait_for(lambda: messages_list(app).description == "300 items", "the removed message goes")
    assert "Fresh news, corrected, from Ada Lovelace" not in messages(app)
    app.assert_healthy()


def no_overlap(app):
    """The rows on show, each below the one before, none cut short of its text."""
    boxes = [node.queryComponent().getExtents(0) for node in app.find_all("list item", showing=True, root=messages_list(app))]
    return len(boxes) > 2 and all(a.y + a.height <= b.y + 1 for a, b in zip(boxes, boxes[1:]))


def test_long_previews_wrap_to_three_lines_without_overlap_at_double_size(launch, tmp_path):
    maildir = str(tmp_path / "Maildir")
    os.makedirs(os.path.join(maildir, "tmp"))
    os.makedirs(os.path.join(maildir, "new"))
    os.makedirs(os.path.join(maildir, "cur"))
    long_body = " ".join(["This paragraph goes on and on so that it has to wrap."] * 12)
    for i in range(30):
        write_message(maildir, f"17640000{i:02d}.M{i}P1.test", f"Sender {i} <s{i}@example.org>", f"Subject {i}",
                      f"Mon, 24 Nov 2025 {i % 24:02d}:00:00 +0000", body=long_body if i % 2 else "Short.")
    app = launch(args=["--maildir", maildir], env={"GDK_DPI_SCALE": "2"})
    wait_for(lambda: messages_list(app).description == "30 items", "the messages are read")
    wait_for(lambda: no_overlap(app), "rows sit one under the other")
    rows = app.find_all("list item", showing=True, root=messages_list(app))
    heights = {node.name: node.queryComponent().getExtents(0).height for node in rows}
    tall = [h for name, h in heights.items() if int(name.split(",")[0].split()[1]) % 2]
    short = [h for name, h in heights.items() if not int(name.split(",")[0].split()[1]) % 2]
    assert tall and short and min(tall) > max(short), f"rows with a long preview are taller: {heights}"
    app.screenshot("maildir-wrapped-large-text")
    app.key("End")
    wait_for(lambda: no_overlap(app), "at the end too")
    app.assert_healthy()


def test_rows_measure_again_when_the_text_scale_changes_live(launch, tmp_path):
    """Xft/DPI changed while Mailbox runs (xsettingsd, as GNOME's settings daemon does): the rows
    are measured anew, grow with their text and still sit one under the other."""
    maildir = str(tmp_path / "Maildir")
    for folder in ("tmp", "new", "cur"):
        os.makedirs(os.path.join(maildir, folder))
    long_body = " ".join(["A paragraph long enough to wrap over several lines of the row."] * 8)
    for i in range(40):
        write_message(maildir, f"17640001{i:02d}.M{i}P1.test", f"Sender {i} <s{i}@example.org>", f"Subject {i}",
                      f"Mon, 24 Nov 2025 {i % 24:02d}:00:00 +0000", body=long_body)
    config = tmp_path / "xsettingsd.conf"
    config.write_text("Xft/DPI 98304\n", encoding="utf-8")
    daemon = subprocess.Popen(["xsettingsd", "-c", str(config)], stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.5)
        app = launch(args=["--maildir", maildir])
        wait_for(lambda: messages_list(app).description == "40 items", "the messages are read")
        wait_for(lambda: no_overlap(app), "rows sit one under the other")
        app.key("Page_Down", "Page_Down")
        wait_for(lambda: focused_name(app) in messages(app), "reading a few rows down")
        reading = focused_name(app)
        before = max(node.queryComponent().getExtents(0).height
                     for node in app.find_all("list item", showing=True, root=messages_list(app)))
        config.write_text("Xft/DPI 196608\n", encoding="utf-8")
        daemon.send_signal(signal.SIGHUP)
        wait_for(lambda: min(node.queryComponent().getExtents(0).height
                             for node in app.find_all("list item", showing=True, root=messages_list(app))) > before,
                 "every row in view grew with the text", timeout=10)
        wait_for(lambda: no_overlap(app), "and the rows still sit one under the other")
        assert focused_name(app) == reading and reading in messages(app), "the row being read stays in view, focused"
        app.screenshot("maildir-text-scale-doubled-live")
        app.key("End")
        wait_for(lambda: no_overlap(app), "at the end too")
        app.assert_healthy()
    finally:
        daemon.terminate()
        daemon.wait()


def test_a_large_maildir_shows_its_first_rows_before_the_rest_are_read(launch, tmp_path):
    """100,000 message files (on a tmpfs when there is one, as mail tools' folders are read from
    the page cache): the newest rows are in view while the rest are still being read."""
    base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else str(tmp_path)
    maildir = os.path.join(base, f"foldout-maildir-{os.getpid()}")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", "100000", "--now", "1764000000"], check=True, capture_output=True)
    try:
        app = launch(args=["--maildir", maildir])
        counts = []

        def first_rows():
            description = messages_list(app).description
            counts.append(description)
            return len(messages(app)) >= 5
        wait_for(first_rows, "the first rows are in view", timeout=30)
        early = counts[-1]
        assert early != "100000 items", f"the first rows came before all were read ({counts[-5:]})"
        # (That every message comes, and follows its file, the 300-message test above proves;
        # reading all 100,000 takes minutes in the debug build CI tests.)
        app.assert_healthy()
    finally:
        subprocess.run(["rm", "-rf", maildir], check=False)
