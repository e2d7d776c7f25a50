"""Heard as a blind user hears it, on the paths issue 24 walked: Undo, closing Help and
Preferences, opening Preferences (no "pressed") and reading the help (Orca on Foldout; see
test_orca.py and screen_reader.py).
"""

from harness import bench_binary
from test_orca import assert_heard, assert_not_heard


def test_undo_is_heard_with_the_restored_month(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", "Down", expect="March")
    heard = orca.press("Delete", expect="removed")
    assert_heard(heard, "“March” removed")
    # Ctrl+Z: what came back, and the row that has the focus.
    heard = orca.press("ctrl+z", expect="restored")
    assert_heard(heard, "“March” restored", "March")
    app.assert_healthy()


def test_closing_help_gives_the_focus_back_and_it_is_heard(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", expect="February")
    orca.press("F1", expect="Help")
    heard = orca.press("Escape", expect="February")
    assert_heard(heard, "collapsed")
    app.assert_healthy()


def test_closing_preferences_gives_the_focus_back_and_it_is_heard(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", expect="February")
    orca.press("ctrl+comma", expect="Style")
    heard = orca.press("Escape", expect="February")
    assert_heard(heard, "collapsed")
    app.assert_healthy()


def test_preferences_say_each_value_once(launch, orca):
    # Opening: the Style row, its combo box and the chosen style, said once (the row no longer
    # repeats it as its description).
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("ctrl+comma", expect="Follow the system")
    assert_heard(heard, "Preferences", "Style combo box")
    assert heard.text.count("Follow the system") == 1, heard.utterances
    # Choosing another style: the row comes back with the new one, once.
    orca.press("Return", expect="Follow the system")
    orca.press("Down", expect="Light")
    heard = orca.press("Return", expect="Style combo box")
    assert heard.text.count("Light") == 1, heard.utterances
    orca.press("Down", expect="Animations")
    heard = orca.press("Up", expect="Style combo box")
    assert heard.text.count("Light") == 1, heard.utterances
    app.assert_healthy()


def test_opening_preferences_says_no_pressed(launch, orca):
    # GtkSwitch announced the Animations switch's first value as a change of its CHECKED state
    # while the window was built, and Orca's GTK script speaks a checked change anywhere in a
    # list box: "pressed" before the window's name. The switch now starts at its value.
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("ctrl+comma", expect="Follow the system")
    assert_not_heard(heard, "pressed")
    assert_heard(heard, "Preferences", "Style combo box")
    # The switch still says its state when it is reached, and its changes.
    heard = orca.press("Down", expect="Animations")
    assert_heard(heard, "Animations toggle button pressed")
    heard = orca.press("Return", expect="not pressed")
    app.assert_healthy()


def test_help_is_read_as_headings_and_text(launch, orca):
    # F1: the help's first heading has the focus and is heard as a heading; Tab and the arrows
    # read on through its text, and Orca's caret keys read within a text.
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("F1", expect="heading level 2")
    assert_heard(heard, "Help dialog", "Months heading level 2")
    heard = orca.press("Tab", expect="The months of the year")
    assert_heard(heard, "Activate a month to unfold its action bar")
    # Orca's Say All (KP_Add, its desktop layout) reads the text sentence by sentence.
    heard = orca.press("KP_Add", expect="One row is open at a time")
    assert "The months of the year in your language." in heard.utterances, heard.utterances
    heard = orca.press("Down", expect="Up, Down")
    heard = orca.press("Down", expect="move between months")
    heard = orca.press("Up", expect="Up, Down")
    # Within a text, Orca reads by character as the caret moves (its caret navigation).
    heard = orca.press("Right", expect="p")
    assert heard.utterances == ["p"], heard.utterances
    # Further down, the next section's heading.
    for _ in range(40):
        heard = orca.press("Down", expect=lambda h: h.utterances)
        if "heading level 2" in heard.text:
            break
    assert_heard(heard, "Destinations heading level 2")
    heading = app.find("heading", "Destinations")
    assert heading.getAttributes() and "level:2" in heading.getAttributes(), heading.getAttributes()
    app.assert_healthy()


def test_orca_does_not_run_with_the_apps_fatal_criticals(orca):
    # tools/test exports G_DEBUG=fatal-criticals for the app. Orca inherited it once, and a
    # critical inside Orca's own AT-SPI binding as the help closed killed it (SIGTRAP): every
    # later scenario heard silence. The observer runs as on a desktop; the app stays strict.
    with open(f"/proc/{orca.process.pid}/environ", "rb") as f:
        environ = f.read().split(b"\0")
    assert not [v for v in environ if v.startswith(b"G_DEBUG=")], environ


def test_where_am_i_says_the_true_place_among_a_million(launch, orca):
    # Orca's default settings (no position spoken on moves): Where Am I (KP_Enter) says where
    # the focused row is among all the list's rows, not among the few that exist as widgets.
    app, _ = orca.launch(launch, expect="Item 1.", env={"FOLDOUT_MONTHS_ITEMS": "1000000"},
                         executable=bench_binary(), timeout=60)
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "Item 1", "1 of 1000000")
    orca.press("End", expect="Item 1000000.")
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "Item 1000000", "1000000 of 1000000")
    orca.press("Up", expect="Item 999999.")
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "999999 of 1000000")
    app.assert_healthy()
