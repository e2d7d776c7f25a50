"""Heard as a blind user hears it: the Orca screen reader on Foldout, real keys one at a time,
and the words Orca speaks after each (its debug log's SPEECH OUTPUT lines; see
screen_reader.py). One Orca serves the module's scenarios; each scenario starts its own app.

The words checked are the application's names and values and Orca's own words for roles and
states ("expanded", "combo box", "tree level 2"), which the tests hear in English.
"""
import pyatspi

from harness import bench_binary, wait_for

#: Orca's words for a selection state nobody can change.
NOT_SELECTED = "not selected"


def assert_heard(heard, *words):
    for text in words:
        assert text in heard.text, f"Orca did not say {text!r}; it said {heard.utterances!r}"


def assert_not_heard(heard, *words):
    for text in words:
        assert text not in heard.text, f"Orca said {text!r}: {heard.utterances!r}"


def test_months_unfold_tab_to_share_and_fold_again(launch, orca):
    app, heard = orca.launch(launch, expect="January")
    assert_heard(heard, "January", "collapsed")
    assert_not_heard(heard, NOT_SELECTED)

    heard = orca.press("Down", expect="February")
    assert_heard(heard, "collapsed")
    assert_not_heard(heard, NOT_SELECTED)
    heard = orca.press("Down", expect="March")

    heard = orca.press("Return", expect="expanded")
    heard = orca.press("Tab", expect="Share")
    assert_heard(heard, "Share push button", "Copy “March” to the clipboard")
    heard = orca.press("Tab", expect="Remove")
    assert_heard(heard, "Remove push button")

    # Back to the row, then fold: the folding bar's buttons are gone at once.
    orca.press("shift+Tab", expect="Share")
    heard = orca.press("Escape", expect="collapsed")
    assert_heard(heard, "March")
    assert_not_heard(heard, "push button", "Share", "Remove")
    app.assert_healthy()


def test_destinations_first_flight_is_heard_as_londons(launch, orca):
    app, heard = orca.launch(launch, expect="San Francisco", env={"FOLDOUT_PAGE": "destinations"})
    assert_heard(heard, "San Francisco", "tree level 1")
    assert_not_heard(heard, NOT_SELECTED)

    heard = orca.press("Down", expect="London")
    assert_heard(heard, "collapsed", "2 flights")
    heard = orca.press("Return", expect="expanded")

    # One level down: the flight is London's child node.
    heard = orca.press("Down", expect="MAN → LHR")
    assert_heard(heard, "tree level 2", "London Heathrow")
    assert_not_heard(heard, NOT_SELECTED)
    flight = app.find("tree item", "MAN → LHR")
    parents = [relation.getTarget(0).name for relation in flight.getRelationSet()
               if relation.getRelationType() == pyatspi.RELATION_NODE_CHILD_OF]
    assert parents == ["London"], parents

    heard = orca.press("Up", expect="London")
    assert_heard(heard, "expanded", "tree level 1")
    app.assert_healthy()


def test_selector_speaks_the_chosen_value(launch, orca):
    app, heard = orca.launch(launch, expect="Sport combo box", env={"FOLDOUT_PAGE": "selector"})
    assert_heard(heard, "Select a Sport")

    heard = orca.press("Return", expect="Basketball")
    assert_heard(heard, "Sport combo box expanded", "Sport options")
    # The highlighted option is the selected one.
    assert_not_heard(heard, NOT_SELECTED)
    heard = orca.press("Down", expect="Football")
    assert_not_heard(heard, NOT_SELECTED)

    # Choosing: the field speaks its name and the chosen value, and no longer the hint.
    heard = orca.press("Return", expect=lambda h: "collapsed" in h.text and "Football" in h.text)
    assert_heard(heard, "Sport combo box")
    assert_not_heard(heard, "Select a Sport")

    # Where Am I (KP_Enter, Orca's desktop layout) says it too.
    heard = orca.press("KP_Enter", expect="Football")
    assert_heard(heard, "Sport combo box", "Football")

    # And so does coming back to the field.
    orca.press("Tab", expect="Position combo box")
    heard = orca.press("shift+Tab", expect="Sport combo box")
    assert_heard(heard, "Football")
    app.assert_healthy()


def test_preferences_switch_speaks_its_new_state(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    # The first row is the Style choice: its name and the chosen style.
    heard = orca.press("ctrl+comma", expect="Style")
    assert_heard(heard, "Preferences", "Style", "Follow the system")
    assert_not_heard(heard, NOT_SELECTED)

    heard = orca.press("Down", expect="Animations")
    assert_heard(heard, "Animations toggle button pressed")
    heard = orca.press("Return", expect="not pressed")
    assert heard.utterances[-1] == "not pressed", heard.utterances
    heard = orca.press("space", expect="pressed")
    assert heard.utterances[-1] == "pressed", heard.utterances
    app.assert_healthy()


def test_pages_switch_with_one_key(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("alt+2", expect="San Francisco")
    assert_heard(heard, "tree level 1")
    heard = orca.press("alt+3", expect="Sport combo box")
    heard = orca.press("ctrl+Page_Down", expect="January")  # round the end, to the first page
    assert_heard(heard, "Months")
    heard = orca.press("ctrl+Page_Up", expect="Sport combo box")
    heard = orca.press("alt+1", expect="January")
    wait_for(lambda: app.find("radio button", "Months").getState().contains(pyatspi.STATE_CHECKED),
             "the switcher shows the Months page")
    app.assert_healthy()


def test_long_list_every_move_is_heard_as_the_rows_are_recycled(launch, orca):
    # Past the rows in view, the list rebinds its rows to other items: each move must still
    # move the focus from one object to another, or Orca (which follows the focus, not a
    # focused row's new name) says nothing.
    app, heard = orca.launch(launch, expect="Item 1", env={"FOLDOUT_MONTHS_ITEMS": "1000"},
                             executable=bench_binary())  # foldout-bench's generated items
    for number in range(2, 22):
        heard = orca.press("Down", expect=f"Item {number}.")
        assert_heard(heard, "collapsed")
    for _ in range(3):
        heard = orca.press("Page_Down", expect="collapsed")
        assert [text for text in heard.utterances if text.startswith("Item ")], heard.utterances
    heard = orca.press("End", expect="Item 1000.")
    heard = orca.press("Up", expect="Item 999.")
    # Page Up takes the focus to the top row in view; Up from there crosses the top edge.
    heard = orca.press("Page_Up", expect="collapsed")
    top = int(next(text for text in heard.utterances if text.startswith("Item ")).split()[1].rstrip("."))
    for number in (top - 1, top - 2):
        orca.press("Up", expect=f"Item {number}.")
    heard = orca.press("Home", expect="Item 1.")
    app.assert_healthy()


def test_search_is_heard_field_count_and_results(launch, orca):
    # Ctrl+F: the labelled field; each query's count once it is known; "No results"; Down into
    # the results; Escape back to the row that had the focus.
    app, heard = orca.launch(launch, expect="January")
    heard = orca.press("ctrl+f", expect="Search Months")
    heard = orca.press("j", expect="result")
    assert_heard(heard, "3 results")
    heard = orca.press("u", expect="2 results")
    heard = orca.press("Down", expect="June")
    assert_heard(heard, "collapsed")
    heard = orca.press("Escape", expect="June")
    heard = orca.press("ctrl+f", expect="Search Months")
    heard = orca.press("x", expect="No results")
    heard = orca.press("Escape", expect="June")
    app.assert_healthy()
