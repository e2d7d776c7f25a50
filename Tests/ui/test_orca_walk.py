"""Every window walked with Orca, as issue 24 asked: the main window's three pages, Preferences,
the help, the keyboard shortcuts window, About (through the main menu) and the selector's
drawer. Each window is heard as it opens and as the focus comes back; nothing is said twice in
one utterance ("Follow the system. Follow the system.") or twice in the response to one key, and
no "pressed" is heard where no switch was changed (see screen_reader.py for how Orca is heard).
"""
import re

#: (key, words to wait for, "pressed" expected): the walk, one key at a time.
WALK = [
    # Months: down, unfold, the bar's buttons, fold.
    ("Down", "February", False), ("Return", "expanded", False), ("Tab", "Share", False),
    ("Tab", "Remove", False), ("Escape", "collapsed", False),
    # Destinations: a parent, its flights, back up.
    ("alt+2", "San Francisco", False), ("Down", "London", False), ("Return", "expanded", False),
    ("Down", "MAN → LHR", False), ("Up", "London", False),
    # Folded and opened again: the flights' rows are heard on views made anew.
    ("Return", "collapsed", False), ("Return", "expanded", False), ("Down", "MAN → LHR", False),
    ("Up", "London", False),
    # Selector: the drawer opened, an option, chosen, the next field.
    ("alt+3", "Sport combo box", False), ("Return", "Sport options", False), ("Down", "Football", False),
    ("Return", "collapsed", False), ("Tab", "Position combo box", False), ("Return", "Position options", False),
    ("Down", None, False), ("Escape", "Position combo box", False),
    # Preferences: every row, down and back up, then closed.
    ("ctrl+comma", "Follow the system", False), ("Down", "Animations", True), ("Down", "Email", False),
    ("Down", "Website", False), ("Down", "Source code", False), ("Down", "Help", False),
    ("Up", "Source code", False), ("Escape", "Position combo box", False),
    # The help: its first heading, text by Tab and Down.
    ("F1", "heading level 2", False), ("Tab", "The months of the year", False), ("Down", "Up, Down", False),
    ("Down", "move between months", False), ("Escape", "Position combo box", False),
    # The keyboard shortcuts window.
    ("ctrl+question", "Shortcuts", False), ("Escape", "Position combo box", False),
    # The main menu (F10) to About, and back.
    ("F10", "Preferences", False), ("Down", "Keyboard Shortcuts", False), ("Down", "Help", False),
    ("Down", "About", False), ("Return", "About Foldout", False), ("Tab", None, False),
    ("Escape", "Position combo box", False),
]


def phrases(utterance):
    """An utterance's phrases: the parts between sentence or clause punctuation."""
    return [part.strip() for part in re.split(r"[.;:!?]\s+|[.;:!?]$|\n", utterance) if part.strip()]


def repeated(utterances):
    """Phrases said twice within one utterance, and utterances said twice in one response."""
    found = []
    for utterance in utterances:
        parts = phrases(utterance)
        found += [f"{part!r} twice in {utterance!r}" for part in sorted(set(parts)) if parts.count(part) > 1]
    found += [f"{text!r} said {utterances.count(text)} times" for text in sorted(set(utterances))
              if utterances.count(text) > 1]
    return found


def test_phrases_are_split_and_repeats_found():
    assert phrases("Style combo box. Follow the system. Follow the system.") == \
        ["Style combo box", "Follow the system", "Follow the system"]
    assert repeated(["Style combo box. Follow the system. Follow the system."])
    assert repeated(["Football.", "Football."])
    assert not repeated(["Style.", "Style combo box.", "Follow the system."])


def test_every_window_says_each_thing_once_and_no_pressed(launch, orca):
    app, heard = orca.launch(launch, expect="January")
    problems = [f"launch: {problem}" for problem in repeated(heard.utterances)]
    for key, expect, pressed in WALK:
        try:
            heard = orca.press(key, expect=expect, timeout=6)
        except AssertionError as silence:  # not heard: a problem too, and the walk goes on
            problems.append(f"{key}: {silence}")
            continue
        print(f"{key}: {heard.utterances!r}")  # the walk's transcript, shown when it fails
        problems += [f"{key}: {problem}" for problem in repeated(heard.utterances)]
        if not pressed and re.search(r"\bpressed\b", heard.text):
            problems.append(f"{key}: \"pressed\" where nothing was pressed: {heard.utterances!r}")
    assert not problems, "\n".join(problems)
    app.assert_healthy()
