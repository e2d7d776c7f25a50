#!/usr/bin/env python3
"""Marks the messages of a PO template that hold a `{name}` placeholder `python-brace-format`,
in place, and no others: the flag makes msgfmt --check (and Poedit, Weblate) hold each
translation to the message's placeholders. xgettext cannot tell them itself: it reads the Swift
sources with its C parser, and its brace-format guess is for Python only.
Usage: brace-format.py FILE.pot   (tools/po/make-pot runs it)
"""
import re
import sys

# What Localization.text fills in: {identifier}, as Python's str.format names an argument.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
FLAG = "python-brace-format"


def text_of(lines, keyword):
    """The (still escaped) text of `keyword` (msgid, msgid_plural) in an entry's lines."""
    text, inside = [], False
    for line in lines:
        if line.startswith(keyword + " "):
            inside = True
            text.append(line[len(keyword) + 1:].strip()[1:-1])
        elif inside and line.startswith('"'):
            text.append(line.strip()[1:-1])
        else:
            inside = False
    return "".join(text)


def marked(entry):
    """The entry (its lines) with the flag added when a placeholder is in its msgid or plural."""
    messages = text_of(entry, "msgid") + "\n" + text_of(entry, "msgid_plural")
    if not text_of(entry, "msgid") or not PLACEHOLDER.search(messages):
        return entry
    for i, line in enumerate(entry):
        if line.startswith("#,"):
            flags = [f.strip() for f in line[2:].split(",")]
            return entry if FLAG in flags else entry[:i] + [line + ", " + FLAG] + entry[i + 1:]
    # The flags line comes after the comments and references, before the previous msgid (#|).
    at = next(i for i, line in enumerate(entry) if not line.startswith("#") or line.startswith("#|"))
    return entry[:at] + ["#, " + FLAG] + entry[at:]


def main(path):
    with open(path, encoding="utf-8") as handle:
        blocks = handle.read().split("\n\n")
    out = [("\n".join(marked(block.split("\n")))) for block in blocks]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
