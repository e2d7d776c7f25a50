"""Each page's keys agree wherever a person reads them: every key the shortcuts window
(resources/gtk/help-overlay.ui) lists for a page is also in that page's section of the help
dialog (F1) and in that page's key table in the user manual, docs/using.md. A key added to the
shortcuts window and forgotten in the help or the manual fails here."""
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree

from harness import ROOT, wait_for

PAGES = ("Months", "Destinations", "Selector")

# GTK accelerator names (as the shortcuts window writes them) → the words people read.
NAMES = {"Return": "Enter", "space": "Space", "Page_Up": "Page Up", "Page_Down": "Page Down",
         "plus": "+", "minus": "-", "a...z": "a letter", "question": "?", "comma": ",", "f": "F", "a": "A"}
MODIFIERS = {"<Control>": "Ctrl+", "<Shift>": "Shift+", "<Alt>": "Alt+"}


def words(accelerator):
    """'<Alt>Down' → 'Alt+Down', 'Page_Up' → 'Page Up', 'Return' → 'Enter'."""
    prefix = ""
    for modifier, word in MODIFIERS.items():
        while accelerator.startswith(modifier):
            prefix += word
            accelerator = accelerator[len(modifier):]
    return prefix + NAMES.get(accelerator, accelerator)


def shortcuts_window_keys():
    """Page title → the keys its group in the shortcuts window names by accelerator."""
    tree = ElementTree.parse(os.path.join(ROOT, "resources", "gtk", "help-overlay.ui"))
    groups = {}
    for group in tree.iter("object"):
        if group.get("class") != "GtkShortcutsGroup":
            continue
        title = next(p.text for p in group.findall("property") if p.get("name") == "title")
        keys = set()
        for shortcut in group.iter("object"):
            for prop in shortcut.findall("property"):
                if prop.get("name") == "accelerator":
                    keys |= {words(token) for token in prop.text.split()}
        groups[title] = keys
    return groups


def tokens(text):
    """The keys a person reads in 'Enter or Space (or a click)', 'Up / Down', 'Right, +'."""
    text = re.sub(r"\(or a click[^)]*\)", "", text)
    text = text.replace("(or ", "/ ").replace(")", "")
    return {part.strip() for part in re.split(r",\s|\s/\s|\sor\s", text) if part.strip()}


def manual_keys():
    """Page title → the keys of the first table under 'Using the <page> page' in docs/using.md."""
    with open(os.path.join(ROOT, "docs", "using.md"), encoding="utf-8") as handle:
        text = handle.read()
    tables = {}
    for page in PAGES:
        section = text.split(f"## Using the {page} page", 1)[1].split("\n## ", 1)[0]
        rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| ---")]
        keys = set()
        for row in rows[1:]:
            keys |= tokens(row.split("|")[1])
        tables[page] = keys
    return tables


def help_dialog_keys(app):
    """Page title → the keys its section of the help dialog lists (read through AT-SPI)."""
    app.key("F1")
    dialog = wait_for(lambda: next((w for w in app.accessible if w.getRoleName() == "dialog"
                                    and "showing" in app.states(w)), None), "F1 opens the help")
    # The texts in the tree's order: the sections' headings (role heading) and their labels.
    labels = []

    def walk(node, depth=0):
        if depth > 40:
            return
        if node.getRoleName() in ("label", "heading"):
            labels.append(node.name)
        for child in node:
            walk(child, depth + 1)
    walk(dialog)
    # A section is its heading, its summary (not "Everywhere"), then its grid of keys and their
    # meanings, which AT-SPI lists last row first, meaning before key (GtkGrid's child order).
    sections, current = {}, None
    for label in labels:
        if label in PAGES or label in ("Preferences", "Everywhere"):
            current = label
            sections[current] = []
        elif current is not None:
            sections[current].append(label)
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    keys = {}
    for title, texts in sections.items():
        pairs = texts if title == "Everywhere" else texts[1:]
        keys[title] = set().union(*(tokens(text) for text in pairs[1::2]))
    return keys


def test_the_shortcuts_window_the_help_and_the_manual_list_the_same_keys(app):
    window = shortcuts_window_keys()
    manual = manual_keys()
    dialog = help_dialog_keys(app)
    for page in PAGES:
        assert window[page], f"the shortcuts window has a {page} group with keys"
        missing_in_help = window[page] - dialog[page]
        assert not missing_in_help, f"{page}: keys of the shortcuts window missing in the help: {missing_in_help}"
        missing_in_manual = window[page] - manual[page]
        assert not missing_in_manual, \
            f"{page}: keys of the shortcuts window missing in docs/using.md: {missing_in_manual}"
        missing_in_manual = dialog[page] - manual[page]
        assert not missing_in_manual, f"{page}: keys of the help missing in docs/using.md: {missing_in_manual}"
    # The shortcuts window's other groups are the help's "Preferences" and "Everywhere".
    for group, section in (("Settings", "Preferences"), ("General", "Everywhere")):
        missing = window[group] - dialog[section]
        assert window[group] and not missing, f"{group}: keys missing in the help's {section}: {missing}"
