"""Foldout in the user's language: the real app started in a German, Russian, Hebrew and
Japanese session (one start each), every page, Preferences, the help, About and the shortcuts
window walked through the accessibility tree, and nothing shown may be an English source
string (proper names aside). Russian counts take their three plural forms; Hebrew mirrors the
window. Screenshots: Tests/ui/artifacts/i18n-<lang>-<page>.png.

Run through tools/test (it compiles po/*.po into .build/locale, where the checkout's foldout
finds them, and generates the locales)."""
import json
import os
import re
import subprocess
import tempfile

import pyatspi
import pytest

from harness import binary, wait_for
from translations import LOCALES, Translator, english_patterns, locale_env

# Shown texts that may equal their English source: names the languages keep. Each entry is
# (msgctxt, msgid) and the languages it applies to.
SAME_AS_ENGLISH = {
    # The application's name.
    (None, "Foldout"): {"de", "ru", "he", "ja"},
    # Sports German calls by their English names.
    (None, "Basketball"): {"de"},
    (None, "Baseball"): {"de"},
}
# Keys named as their caps print them (Latin letters on Russian, Hebrew and Japanese keyboards
# too): a translation may keep them. Words for keys without such a print ("Up", "Space",
# "a letter") must be translated.
KEY_CAPS_AS_PRINTED = {"Ctrl+?", "Ctrl+,", "Ctrl+F", "Ctrl+Q", "Ctrl+Z", "Ctrl+E", "Shift+Ctrl+E",
                       "Tab", "Tab, Shift+Tab", "Delete", "Escape",
                       "Page Up, Page Down, Home, End", "Ctrl+Page Down, Ctrl+Page Up"}
# Cities and airports are proper names: a language may keep them as they are (German does
# for most); they must still be in its catalog (Tests/po checks that).
PROPER_NAME_CONTEXTS = {"city", "airport"}
# The shortcuts window draws the keys' caps itself, from GTK's own catalog ("Escape",
# "Delete" …, which GTK 3 leaves in English): they are not Foldout's strings.
GTK_KEY_CAPS = {"Escape", "Delete", "Tab", "Home", "End", "Page Up", "Page Down", "Ctrl", "Alt", "Shift"}


def texts_of(root):
    """Every name and description (labels, buttons, tooltips) under `root`, on screen or not."""
    found = []

    def walk(node, depth=0):
        if node is None or depth > 40:
            return
        try:
            role = node.getRoleName()
            for text in (node.name, node.description):
                if text and text.strip():
                    found.append((role, text.strip()))
            for child in node:
                walk(child, depth + 1)
        except Exception:
            return

    walk(root)
    return found


def english_left(lang, texts, patterns):
    """The shown texts that are English source strings not allowed in `lang`."""
    left = []
    for role, text in texts:
        for context, msgid, pattern in patterns:
            if pattern.fullmatch(text):
                if context in PROPER_NAME_CONTEXTS or lang in SAME_AS_ENGLISH.get((context, msgid), ()) \
                        or (context is None and msgid in KEY_CAPS_AS_PRINTED):
                    continue
                left.append(f"{role}: {text!r} (source {msgid!r})")
                break
    return sorted(set(left))


def showing(app, node):
    return "showing" in app.states(node)


def other_window(app, known):
    """A showing top-level window of the app other than those in `known`."""
    for window in app.accessible:
        try:
            if window is not None and window not in known and "showing" in app.states(window):
                return window
        except Exception:
            continue
    return None


def close_with_escape(app, window, what):
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    wait_for(lambda: not showing(app, window), f"Escape closes {what}")


@pytest.fixture(scope="module")
def patterns():
    return english_patterns()


def check_locale_exists(lang):
    locales = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower()
    wanted = LOCALES[lang].lower().replace("utf-8", "utf8")
    assert wanted in locales, f"tools/deps test generates {LOCALES[lang]}; run the tests through tools/test"


@pytest.mark.parametrize("lang", ["de", "ru", "he", "ja"])
def test_every_window_speaks_the_language(launch, lang, patterns):
    check_locale_exists(lang)
    t = Translator(lang)
    app = launch(env=locale_env(lang))
    main = app.window
    shown = {}

    # Months: a row unfolded (Share, Remove), then removed (the notification and its Undo).
    months = app.find("list box", t("Months"))
    first = app.find_all("list item", root=months)[0]
    app.click(first)
    share = app.find("push button", t("_Share"), root=first)
    wait_for(lambda: showing(app, share), "the first month's bar unfolds")
    shown["months"] = texts_of(main)
    app.screenshot(f"i18n-{lang}-months")
    month = first.name
    app.key("Delete")
    undo = wait_for(lambda: next(iter(app.find_all("push button", t("_Undo"), showing=True)), None),
                    "the removal's notification offers Undo")
    shown["months-removed"] = texts_of(main)
    assert any(month in text and text != month for _, text in shown["months-removed"]), \
        f"the notification names {month!r}"
    app.screenshot(f"i18n-{lang}-months-removed")
    app.click(undo)
    wait_for(lambda: app.find_all("list item", month, root=months), f"Undo brings {month!r} back")

    # Hebrew mirrors the window: the primary menu at the left of the page switcher, the
    # month titles at the right of their rows. The other languages read left to right.
    menu_button = app.find("push button", t("Main Menu"))
    switcher = app.find("radio button", t("Months"))
    menu_x = menu_button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).x
    switcher_x = switcher.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).x
    title = app.find("label", month, root=app.find("list item", month, root=months))
    row_box = app.find("list item", month, root=months).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    # Where the title's first letter is (its label fills the row between the drag handle and
    # the chevron): in the row's start half.
    letter = title.queryText().getCharacterExtents(0, pyatspi.DESKTOP_COORDS)
    letter_x = letter[0] if isinstance(letter, tuple) else letter.x
    title_at_start = (letter_x - row_box.x) < (row_box.x + row_box.width - letter_x)
    if lang == "he":
        assert menu_x < switcher_x, "right to left: the primary menu is at the left"
        assert not title_at_start, "right to left: a month's title is at the right of its row"
    else:
        assert menu_x > switcher_x and title_at_start, "left to right"

    # Destinations: one opened, its flights' rows (tooltips and descriptions) beneath it.
    app.click(app.find("radio button", t("Destinations")))
    destinations = app.find("tree", t("Destinations"))
    wait_for(lambda: showing(app, destinations), "the Destinations page shows")
    london = app.find("tree item", t("London", context="city"), root=destinations)
    app.click(london)
    wait_for(lambda: "expanded" in app.states(london), "London opens")
    wait_for(lambda: all(showing(app, flight) for flight in app.find_all("tree item", "MAN → LCY", root=destinations)
                         + app.find_all("tree item", "MAN → LHR", root=destinations)), "its flights slide in")
    shown["destinations"] = texts_of(main)
    app.screenshot(f"i18n-{lang}-destinations")

    # Selector: the sport drawer open.
    app.click(app.find("radio button", t("Selector")))
    field = app.find("combo box", t("Sport"))
    wait_for(lambda: showing(app, field), "the Sport field shows")
    app.click(field)
    wait_for(lambda: "expanded" in app.states(field), "the drawer opens")
    options = app.find("list box", t("{name} options").replace("{name}", t("Sport")))
    wait_for(lambda: showing(app, options), "the options show")
    shown["selector"] = texts_of(main)
    app.screenshot(f"i18n-{lang}-selector")
    app.key("Escape")
    wait_for(lambda: "expanded" not in app.states(field), "Escape closes the drawer")

    # Preferences, the help, About and the shortcuts window.
    app.key("ctrl+comma")
    preferences = wait_for(lambda: other_window(app, [main]), "Preferences opens")
    assert preferences.name == t("Preferences")
    shown["preferences"] = texts_of(preferences)
    app.screenshot(f"i18n-{lang}-preferences", whole_screen=True)
    close_with_escape(app, preferences, "Preferences")

    app.key("F1")
    help_dialog = wait_for(lambda: other_window(app, [main]), "F1 opens the help")
    assert help_dialog.name == t("Help")
    shown["help"] = texts_of(help_dialog)
    app.screenshot(f"i18n-{lang}-help", whole_screen=True)
    close_with_escape(app, help_dialog, "the help")

    app.click(menu_button)
    about_item = wait_for(lambda: next(iter(app.find_all("push button", t("_About Foldout"), showing=True)), None),
                          "the primary menu shows About")
    shown["menu"] = texts_of(main)
    app.click(about_item)
    about = wait_for(lambda: other_window(app, [main]), "About opens")
    shown["about"] = texts_of(about)
    labels = {text for _, text in shown["about"]}
    assert t("Lists that unfold: dropdown rows, expandable rows, an animated selector and a settings menu.") in labels
    app.screenshot(f"i18n-{lang}-about", whole_screen=True)
    close_with_escape(app, about, "About")

    app.key("ctrl+question")
    shortcuts = wait_for(lambda: other_window(app, [main]), "the shortcuts window opens")
    shown["shortcuts"] = [(role, text) for role, text in texts_of(shortcuts) if text not in GTK_KEY_CAPS]
    assert t("Unfold or fold the row") in {text for _, text in shown["shortcuts"]}
    app.screenshot(f"i18n-{lang}-shortcuts", whole_screen=True)
    close_with_escape(app, shortcuts, "the shortcuts window")

    problems = []
    for page, texts in shown.items():
        problems += [f"{page}: {line}" for line in english_left(lang, texts, patterns)]
    assert not problems, f"English left in the {lang} session:\n" + "\n".join(problems)
    # The month rows come from the locale, the rest from the catalog: the window is whole.
    assert month != "January"


@pytest.mark.parametrize("lang", ["de", "ru", "he", "ja"])
def test_help_option_speaks_the_language(lang, patterns):
    check_locale_exists(lang)
    env = dict(os.environ, **locale_env(lang))
    out = subprocess.run([binary(), "--help"], capture_output=True, text=True, timeout=20, env=env)
    assert out.returncode == 0, out.stderr
    # Foldout's own lines: its options' descriptions and the environment block after them
    # (GLib's own lines, "Usage:" and the help options, come from GLib's catalogs).
    ours = []
    lines = [line.strip() for line in out.stdout.splitlines()]
    for index, text in enumerate(lines):
        if text.startswith(("--version", "--destinations")) or "FOLDOUT_" in text:
            ours.append(("--help", re.split(r"\s{2,}", text, maxsplit=1)[-1]))
        if "FOLDOUT_" in text and "FOLDOUT_" not in lines[index - 1]:
            ours.append(("--help", lines[index - 1]))  # the block's heading ("Environment:")
    assert len(ours) == 7, out.stdout
    assert not english_left(lang, ours, patterns), out.stdout
    assert Translator(lang)("Show the version and exit") in out.stdout


def russian_form(count):
    if count % 10 == 1 and count % 100 != 11:
        return 0
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return 1
    return 2


def test_russian_counts_take_their_plural_forms(launch):
    """1, 2, 5 and 21 flights, from a person's own data file (its names shown as written)."""
    check_locale_exists("ru")
    t = Translator("ru")
    forms = t.forms("{count} flight")
    assert len(forms) == 3 and len(set(forms)) == 3, f"three distinct Russian forms: {forms}"
    counts = {"London": 1, "Two": 2, "Five": 5, "Twenty-one": 21}
    data = {"airports": {}, "destinations": [
        {"name": name, "price": {"amount": 100, "currency": "EUR"}, "flights": [{"from": "MAN", "to": "LHR"}] * count}
        for name, count in counts.items()]}
    folder = tempfile.mkdtemp(prefix="foldout-ru-")
    path = os.path.join(folder, "mine.json")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    app = launch(args=["--destinations", path], env=locale_env("ru"))
    app.click(app.find("radio button", t("Destinations")))
    destinations = app.find("tree", t("Destinations"))
    wait_for(lambda: showing(app, destinations), "the Destinations page shows")
    for name, count in counts.items():
        # A person's own file is shown as written: "London" stays, though the shipped one is translated.
        row = app.find("tree item", name, root=destinations)
        labels = [node.name for node in app.find_all("label", root=row)]
        expected = forms[russian_form(count)].replace("{count}", str(count))
        assert expected in labels, (name, count, labels)
        english = f"{count} flight" if count == 1 else f"{count} flights"
        assert english not in labels and expected != english
        assert expected in row.description, row.description
    app.screenshot("i18n-ru-plurals")
