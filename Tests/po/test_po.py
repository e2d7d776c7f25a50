"""The translations' checks (no display, no build), for both text domains — `foldout`
(Foldout's own: po/) and `foldout-kit` (the kit's: po/kit/) —: every translatable call in the
Swift sources is one xgettext can extract, each committed template holds exactly the strings of
its sources (.ui files, desktop/metainfo templates and shipped data for Foldout's), no kit
source feeds Foldout's template and no app source the kit's, and every language of each LINGUAS
is complete (100 %, no fuzzy, the placeholders and mnemonics of each message kept, msgfmt's
checks clean: --check-format on the messages flagged python-brace-format, which are exactly those
with a {name} placeholder, and --check-accelerators=_ on the access keys).

Run: python3 -m pytest Tests/po (tools/test does)."""
import glob
import os
import re
import subprocess
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from catalog import read_catalog, unescape  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# How many leading arguments of each keyword are messages (trc: context and message).
KEYWORDS = {"tr": 1, "trc": 2, "trn": 2, "N_": 1}
# A plain Swift string literal that C's lexer reads the same: no interpolation "\(",
# no multi-line or raw string, only the escapes both languages share.
LITERAL = r'"(?:[^"\\\n]|\\["\\nt])*"'
CALL = re.compile(r"(?<![\w.])(tr|trc|trn|N_)\(")


# The two domains: (name, folder of its catalogs and template, the Sources/ folders it extracts).
KIT_MODULES = ("FoldoutCore", "FoldoutGtk", "FoldoutModel", "FoldoutControllers")
DOMAINS = {"foldout": "po", "foldout-kit": os.path.join("po", "kit")}


def swift_sources():
    return sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True))


def domain_of(path):
    """The text domain of a Swift source (relative to ROOT): the kit's modules' or Foldout's."""
    return "foldout-kit" if path.split(os.sep)[1] in KIT_MODULES else "foldout"


def template_path(domain):
    return os.path.join(ROOT, DOMAINS[domain], f"{domain}.pot")


def code_only(text):
    """The Swift text with comments blanked (strings kept), so calls in comments don't count."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            if text.startswith('"""', i):
                end = text.find('"""', i + 3)
                end = n if end < 0 else end + 3
            else:
                end = i + 1
                while end < n and text[end] != '"':
                    end += 2 if text[end] == "\\" else 1
                end += 1
            out.append(text[i:end])
            i = end
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def translatable_calls():
    """(file, line, keyword, the text after the call's parenthesis) for every call."""
    for path in swift_sources():
        with open(path, encoding="utf-8") as handle:
            code = code_only(handle.read())
        for match in CALL.finditer(code):
            # A declaration of the function itself (`func tr(`) is not a call.
            before = code[max(0, match.start() - 5):match.start()]
            if before.endswith("func "):
                continue
            line = code.count("\n", 0, match.start()) + 1
            yield os.path.relpath(path, ROOT), line, match.group(1), code[match.end():match.end() + 2000]


def languages(domain="foldout"):
    with open(os.path.join(ROOT, DOMAINS[domain], "LINGUAS")) as handle:
        return [w for line in handle for w in line.split("#")[0].split()]


def catalogs():
    """(domain, lang) of every catalog of both domains."""
    return [(domain, lang) for domain in DOMAINS for lang in languages(domain)]


def test_every_translatable_call_has_plain_literals():
    calls = list(translatable_calls())
    assert len(calls) > 100, "the sources' translatable calls were not found"
    bad = []
    for path, line, keyword, rest in calls:
        args = r"\s*,\s*".join([LITERAL] * KEYWORDS[keyword])
        if not re.match(r"\s*" + args + r"\s*[,)]", rest):
            bad.append(f"{path}:{line}: {keyword}({rest[:60].splitlines()[0]}")
    assert not bad, "not plain string literals (xgettext cannot extract them):\n" + "\n".join(bad)


def test_the_check_catches_an_interpolated_or_glued_message():
    code = code_only('let a = tr("x \\(y)")\nlet b = tr("a" + b)\nlet c = tr(name)\n// tr(ignored)\nlet d = tr("ok", ["k": v])')
    found = []
    for match in CALL.finditer(code):
        rest = code[match.end():]
        found.append(bool(re.match(r"\s*" + LITERAL + r"\s*[,)]", rest)))
    assert found == [False, False, False, True]


@pytest.fixture(scope="module")
def fresh_templates():
    """{domain: the template tools/po/make-pot extracts now}."""
    with tempfile.TemporaryDirectory() as work:
        fresh = {}
        for domain in DOMAINS:
            path = os.path.join(work, f"{domain}.pot")
            subprocess.run([os.path.join(ROOT, "tools", "po", "make-pot"), domain, path], check=True)
            fresh[domain] = read_catalog(path)
        yield fresh


def test_every_source_literal_is_in_its_domains_extracted_template(fresh_templates):
    """xgettext's C parser reads every literal the Swift check saw, into its module's domain."""
    missing = []
    for path, line, keyword, rest in translatable_calls():
        template = fresh_templates[domain_of(path)]
        ids = {msgid for _, msgid in template} | {p for p, _, _ in template.values() if p}
        literals = re.findall(LITERAL, rest)[: KEYWORDS[keyword]]
        message = unescape(literals[-1] if keyword == "trc" else literals[0])
        if message not in ids:
            missing.append(f"{path}:{line} ({domain_of(path)}): {message!r}")
    assert not missing, "extracted templates lack:\n" + "\n".join(missing)


# What tools/po/brace-format.py flags python-brace-format: a {name} as str.format names one.
BRACE = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
BRACE_FLAG = "python-brace-format"


def brace_flagged(entry):
    return BRACE_FLAG in entry[2]


@pytest.mark.parametrize("domain", DOMAINS)
def test_committed_template_is_up_to_date(fresh_templates, domain):
    committed = read_catalog(template_path(domain))
    # Each message with its plural and whether it is flagged python-brace-format.
    fresh = {k: (v[0], brace_flagged(v)) for k, v in fresh_templates[domain].items()}
    old = {k: (v[0], brace_flagged(v)) for k, v in committed.items()}
    missing = sorted(set(fresh.items()) - set(old.items()), key=str)
    stale = sorted(set(old.items()) - set(fresh.items()), key=str)
    assert not missing and not stale, (
        f"{os.path.relpath(template_path(domain), ROOT)} is stale; run tools/update-po.\n"
        f"missing from it: {missing[:20]}\nno longer in the sources: {stale[:20]}")


@pytest.mark.parametrize("domain", DOMAINS)
def test_template_flags_exactly_the_messages_with_placeholders(domain):
    """python-brace-format (msgfmt's, Poedit's and Weblate's placeholder check) on every message
    with a {name} and on no other."""
    template = read_catalog(template_path(domain))
    wrong = [f"{'unflagged' if BRACE.search(key[1] + (plural or '')) else 'flagged'}: {key[1]!r}"
             for key, (plural, strings, flags) in template.items()
             if bool(BRACE.search(key[1] + "\n" + (plural or ""))) != (BRACE_FLAG in flags)]
    assert not wrong, f"{os.path.relpath(template_path(domain), ROOT)} (run tools/update-po):\n" + "\n".join(wrong)
    assert sum(brace_flagged(entry) for entry in template.values()) >= 10, "too few placeholders flagged"


def source_files(path):
    """The files a template's `#:` references name."""
    with open(path, encoding="utf-8") as handle:
        return {ref.rsplit(":", 1)[0] for line in handle if line.startswith("#: ") for ref in line[3:].split()}


def test_each_domain_extracts_its_own_sources_only():
    """No kit module's string is left in Foldout's template, and no app string in the kit's."""
    app, kit = source_files(template_path("foldout")), source_files(template_path("foldout-kit"))
    assert not {f for f in app if f.endswith(".swift") and domain_of(f) != "foldout"}, app
    assert kit and all(f.endswith(".swift") and domain_of(f) == "foldout-kit" for f in kit), kit
    overlap = set(read_catalog(template_path("foldout"))) & set(read_catalog(template_path("foldout-kit")))
    assert not overlap, f"in both domains (say it once, in the kit or the app): {sorted(overlap, key=str)[:10]}"


def test_shipped_data_texts_are_in_the_template():
    import json
    committed = read_catalog(template_path("foldout"))
    with open(os.path.join(ROOT, "data", "sports.json")) as handle:
        sports = json.load(handle)
    with open(os.path.join(ROOT, "data", "destinations.json")) as handle:
        destinations = json.load(handle)
    for text in [sports["name"], sports["placeholder"], *sports["options"]]:
        assert (None, text) in committed
    for destination in destinations["destinations"]:
        assert ("city", destination["name"]) in committed
    for airport in destinations["airports"].values():
        assert ("airport", airport) in committed


PLACEHOLDER = re.compile(r"\{[a-z]+\}")
# The access key's mark in GTK's labels (use-underline): "_Remove".
ACCELERATOR = "_"


def msgfmt_check(path):
    """msgfmt's checks of a catalog: each python-brace-format message's placeholders (the same
    names in the translation; --check-format), the header, the domain, and the access key (a
    message with one "_" keeps one; --check-accelerators). Any failure is an error."""
    return subprocess.run(["msgfmt", "--check-format", "--check-header", "--check-domain",
                           f"--check-accelerators={ACCELERATOR}", "--statistics", "-o", os.devnull, path],
                          capture_output=True, text=True)


@pytest.mark.parametrize("domain,lang", catalogs())
def test_language_is_complete_and_clean(domain, lang):
    name = os.path.join(DOMAINS[domain], f"{lang}.po")
    path = os.path.join(ROOT, name)
    assert os.path.exists(path), f"{name} is missing (tools/update-po makes it)"
    check = msgfmt_check(path)
    assert check.returncode == 0, check.stderr
    stats = check.stderr.strip()
    assert "fuzzy" not in stats and "untranslated" not in stats, f"{name}: {stats}"
    template = read_catalog(template_path(domain))
    catalog = read_catalog(path)
    missing = [k for k in template if k not in catalog]
    assert not missing, f"{name} lacks {len(missing)} messages of the template (run tools/update-po): {missing[:5]}"
    problems = []
    for key, (plural, strings, flags) in catalog.items():
        if key not in template:
            continue
        if "fuzzy" in flags:
            problems.append(f"fuzzy: {key}")
        if (BRACE_FLAG in flags) != brace_flagged(template[key]):
            problems.append(f"python-brace-format not as in the template (run tools/update-po): {key}")
        wanted = set(PLACEHOLDER.findall(key[1])) | set(PLACEHOLDER.findall(plural or ""))
        for text in strings:
            if not text:
                problems.append(f"untranslated: {key}")
            elif set(PLACEHOLDER.findall(text)) != wanted and key[1] != "translator-credits":
                problems.append(f"placeholders {sorted(set(PLACEHOLDER.findall(text)))} instead of {sorted(wanted)}: {key[1]!r} -> {text!r}")
            if re.search(r"_[A-Za-z]", key[1]) and "_" not in text:
                problems.append(f"mnemonic lost: {key[1]!r} -> {text!r}")
    assert not problems, f"{name}:\n" + "\n".join(problems[:40])


def po_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def checked_catalog(work, entries):
    """msgfmt_check's result on a German catalog of `entries` ((flags, msgid, msgstr)), written
    to a temporary file with a complete header."""
    header = ("Project-Id-Version: foldout\nReport-Msgid-Bugs-To: https://github.com/foldout/foldout/issues\n"
              "PO-Revision-Date: 2026-01-01 00:00+0000\nLast-Translator: Test <test@example.org>\n"
              "Language-Team: German\nLanguage: de\nMIME-Version: 1.0\n"
              "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
              "Plural-Forms: nplurals=2; plural=(n != 1);\n")
    blocks = [f'msgid ""\nmsgstr {po_string(header)}']
    for flags, msgid, msgstr in entries:
        flag_line = f"#, {', '.join(sorted(flags))}\n" if flags else ""
        blocks.append(f"{flag_line}msgid {po_string(msgid)}\nmsgstr {po_string(msgstr)}")
    path = os.path.join(work, "de.po")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n\n".join(blocks) + "\n")
    return msgfmt_check(path)


def template_messages(keep):
    """(flags, msgid) of the singular messages without context of both templates that `keep` takes."""
    return [(flags & {BRACE_FLAG}, key[1]) for domain in DOMAINS
            for key, (plural, strings, flags) in read_catalog(template_path(domain)).items()
            if key[0] is None and plural is None and keep(key[1], flags)]


def test_msgfmt_check_fails_on_a_renamed_or_dropped_placeholder():
    """A real message with placeholders, flagged as tools/po/make-pot flags it: its translation
    with the same placeholders passes the catalogs' check; one renamed, or one left out, fails it."""
    messages = template_messages(lambda msgid, flags: BRACE_FLAG in flags and len(set(BRACE.findall(msgid))) >= 2)
    assert messages, "no message with two placeholders is flagged python-brace-format"
    flags, msgid = messages[0]
    first = BRACE.findall(msgid)[0]
    with tempfile.TemporaryDirectory() as work:
        kept = checked_catalog(work, [(flags, msgid, "Übersetzt: " + msgid)])
        assert kept.returncode == 0, kept.stderr
        renamed = checked_catalog(work, [(flags, msgid, "Übersetzt: " + msgid.replace(first, "{falsch}"))])
        assert renamed.returncode != 0 and "falsch" in renamed.stderr, renamed.stderr
        dropped = checked_catalog(work, [(flags, msgid, "Übersetzt: " + msgid.replace(first, ""))])
        assert dropped.returncode != 0 and first.strip("{}") in dropped.stderr, dropped.stderr


def test_msgfmt_check_fails_on_a_lost_access_key():
    """A real message with an access key ("_Remove"): its translation with one "_" passes the
    catalogs' check; without it, or with two, it fails."""
    messages = template_messages(lambda msgid, flags: re.fullmatch(r"_[A-Z][a-z]+", msgid))
    assert messages, "no access-key message like _Remove in the templates"
    flags, msgid = messages[0]
    word = msgid[1:]
    with tempfile.TemporaryDirectory() as work:
        kept = checked_catalog(work, [(flags, msgid, "_X" + word)])
        assert kept.returncode == 0, kept.stderr
        lost = checked_catalog(work, [(flags, msgid, "X" + word)])
        assert lost.returncode != 0 and "accelerator" in lost.stderr, lost.stderr
        doubled = checked_catalog(work, [(flags, msgid, "_X_" + word)])
        assert doubled.returncode != 0 and "accelerator" in doubled.stderr, doubled.stderr
