"""Mailbox heard as a blind user hears it (Orca, through Foldout's screen_reader.py): a message
that arrives while the person reads is said once, and the row they read keeps the focus."""
import subprocess

from harness import wait_for
from mailbox import focused_name, messages_list
from test_maildir import MAKE_MAILDIR, write_message


def test_a_message_that_arrives_while_reading_is_heard_once(launch, orca, tmp_path):
    maildir = str(tmp_path / "Maildir")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", "40", "--now", "1764000000"], check=True, capture_output=True)
    app, _ = orca.launch(launch, args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == "40 items", "the 40 messages are read", timeout=30)
    wait_for(lambda: focused_name(app) is not None, "a message has the focus")
    orca.press("Down", "Down")
    reading = focused_name(app)
    since = orca.mark()
    write_message(maildir, "1764999999.M1P1.orca", "Ada Lovelace <ada@example.org>", "Fresh news",
                  "Tue, 25 Nov 2025 10:00:00 +0000")
    heard = orca.wait_for_speech("New message", since=since, timeout=15)
    assert heard.text.count("New message from Ada Lovelace") == 1, heard.utterances
    assert "Fresh news" in heard.text, heard.utterances
    assert focused_name(app) == reading, "the message being read keeps the focus"
    assert reading not in heard.text, f"the row being read is not said again: {heard.utterances}"
    app.assert_healthy()
