"""The translations as the UI tests see them: the English source strings of the templates and
each language's catalogs, read from po/ (Foldout's domain) and po/kit/ (the kit's), the same
files the build compiles. The window shows both domains' texts, so both are looked up."""
import os
import re
import sys

from harness import ROOT

sys.path.insert(0, os.path.join(ROOT, "Tests", "po"))
from catalog import read_catalog  # noqa: E402

LOCALES = {"de": "de_DE.UTF-8", "ru": "ru_RU.UTF-8", "he": "he_IL.UTF-8", "ja": "ja_JP.UTF-8"}


def locale_env(lang):
    """The environment of a session in `lang` (LANGUAGE emptied so it cannot override it)."""
    return {"LANG": LOCALES[lang], "LC_ALL": LOCALES[lang], "LANGUAGE": ""}


# Foldout's own catalogs and the kit's (FoldoutGtk, FoldoutModel, FoldoutControllers).
PO_DIRS = [os.path.join(ROOT, "po"), os.path.join(ROOT, "po", "kit")]
TEMPLATES = [os.path.join(ROOT, "po", "foldout.pot"), os.path.join(ROOT, "po", "kit", "foldout-kit.pot")]


def _catalog(lang):
    entries = {}
    for folder in PO_DIRS:
        entries.update(read_catalog(os.path.join(folder, f"{lang}.po")))
    return entries


class Translator:
    """`t("Share")`: what the UI shows for a source string in `lang` (the source itself when
    the catalog does not translate it yet), without the mnemonic's underscore."""

    def __init__(self, lang):
        self.entries = _catalog(lang) if lang != "en" else {}

    def __call__(self, msgid, context=None, mnemonic=False):
        entry = self.entries.get((context, msgid))
        text = entry[1][0] if entry and entry[1] and entry[1][0] else msgid
        return text if mnemonic else strip_mnemonic(text)

    def forms(self, msgid):
        """All plural forms of `msgid` (in the catalog's order)."""
        entry = self.entries.get((None, msgid))
        return entry[1] if entry else []


def strip_mnemonic(text):
    """"_Preferences" → "Preferences", "設定(_P)" → "設定(P)", as GTK shows (and names) it."""
    return re.sub(r"_(?=\S)", "", text, count=1)


def english_patterns():
    """(msgctxt, msgid, compiled pattern) of every source string: placeholders match any text,
    the mnemonic's underscore is dropped. Strings with no letters outside their placeholders
    ("{from} → {to}") cannot be told from data and are left out."""
    patterns = []
    templates = {}
    for path in TEMPLATES:
        templates.update(read_catalog(path))
    for (context, msgid), (plural, _, _) in templates.items():
        for text in filter(None, (msgid, plural)):
            text = strip_mnemonic(text)
            if not re.search(r"[A-Za-z]", re.sub(r"\{[a-z]+\}", "", text)):
                continue
            parts = re.split(r"(\{[a-z]+\})", text)
            regex = "".join(".+" if re.fullmatch(r"\{[a-z]+\}", p) else re.escape(p) for p in parts)
            patterns.append((context, msgid, re.compile(regex, re.S)))
    return patterns
