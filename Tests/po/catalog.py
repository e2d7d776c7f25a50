"""Reading PO files (msgcat normalises them first): used by the translation checks, the UI
tests (English source strings and their translations) and tools/test-deb."""
import re
import subprocess
import sys


def unescape(literal):
    body = literal[1:-1]
    return re.sub(r'\\(["\\nt])', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def read_catalog(path):
    """{(msgctxt, msgid): (msgid_plural, [msgstr...], flags)} of a PO file (without the header)."""
    out = subprocess.run(["msgcat", "--no-wrap", "--no-location", path], capture_output=True, text=True, check=True).stdout
    entries = {}
    for block in out.split("\n\n"):
        fields = {}
        flags = set()
        current = None
        for line in block.splitlines():
            if line.startswith("#,"):
                flags.update(f.strip() for f in line[2:].split(","))
                continue
            if line.startswith("#"):
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)
            if match:
                current = match.group(1)
                fields[current] = unescape(match.group(2))
            elif line.startswith('"') and current:
                fields[current] += unescape(line)
        if "msgid" not in fields or fields["msgid"] == "":
            continue
        strings = [fields[k] for k in sorted(k for k in fields if k.startswith("msgstr"))]
        entries[(fields.get("msgctxt"), fields["msgid"])] = (fields.get("msgid_plural"), strings, flags)
    return entries


def translation(path, msgid, context=None):
    """The (first form of the) translation of `msgid` in the PO file at `path`, or None."""
    entry = read_catalog(path).get((context, msgid))
    return entry[1][0] if entry and entry[1] and entry[1][0] else None


if __name__ == "__main__":
    # catalog.py FILE MSGID: prints the translation (for shell scripts).
    print(translation(sys.argv[1], sys.argv[2]) or "")
