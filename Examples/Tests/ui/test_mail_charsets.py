"""Mailbox reads its mail with GMime as GNOME's mail apps do: a Maildir written by an independent
writer (Python's `email` package, Examples/tools/make-maildir) shows every message as that
writer meant it — encoded words in UTF-8, ISO-8859-1, windows-1252 and ISO-2022-JP, bodies in
those charsets and ISO-8859-15, quoted-printable, base64, multipart, and damaged headers."""
import json
from collections import Counter
import subprocess

from harness import wait_for
from mailbox import messages_list
from test_maildir import MAKE_MAILDIR

COUNT = 400


def test_every_message_shows_what_its_writer_wrote(launch, tmp_path):
    maildir, manifest = str(tmp_path / "Maildir"), str(tmp_path / "manifest.json")
    subprocess.run([MAKE_MAILDIR, maildir, "-n", str(COUNT), "--now", "1764000000", "--seed", "7",
                    "--manifest", manifest], check=True, capture_output=True)
    with open(manifest, encoding="utf-8") as handle:
        written = [json.loads(line) for line in handle]
    # The data holds what a Latin-1 reader gets wrong and what it cannot read at all.
    every_text = " ".join(m["subject"] + " " + m["sender"] + " " + m["preview"] for m in written)
    for needed in ["€", "会議", "資料", "Café at 5 €"]:
        assert needed in every_text, f"the generated mail has {needed!r}"

    assert sum(1 for m in written if m["subject"] == "abc") >= 2, "encoded words in a charset nobody knows"
    app = launch(args=["--maildir", maildir])
    wait_for(lambda: messages_list(app).description == f"{COUNT} items", f"the {COUNT} messages are read", timeout=30)
    # Every row as screen readers are told of it (rows out of view included).
    rows = Counter(node.name for node in app.find_all("list item", root=messages_list(app)))
    expected = Counter(f"{m['subject']}, from {m['sender']}" for m in written)
    assert sum(rows.values()) == COUNT
    assert rows == expected, (f"rows the writer did not write: {list((rows - expected).items())[:4]}; "
                              f"written but not shown: {list((expected - rows).items())[:4]}")
    # The previews of the rows on show: the first lines of each body, decoded from its charset.
    previews = {}
    for m in written:
        previews.setdefault(f"{m['subject']}, from {m['sender']}", set()).add(m["preview"])
    shown = app.find_all("list item", showing=True, root=messages_list(app))
    assert len(shown) >= 5
    for row in shown:
        labels = [label.name for label in app.find_all("label", root=row) if label.name]
        assert labels and labels[-1] in previews[row.name], f"{row.name!r} previews {labels[-1:]!r}"
