"""Heard as a blind user hears it: selection mode and the end of a search (issue 33). In
selection mode the list offers AT-SPI Selection, so each row says whether it is selected as the
focus reaches it; entering and leaving the mode are said; the count is said once, as it
changes. Outside the mode rows say nothing of selection (test_orca.py). Leaving a search is
said once ("Search closed, 12 items"), on the row that keeps the focus. Orca on Foldout; see
screen_reader.py.
"""
import re

from harness import focused_place
from test_orca import NOT_SELECTED, assert_heard, assert_not_heard


def test_selection_mode_is_heard_row_by_row_and_as_it_ends(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("Down", expect="February")
    assert_not_heard(heard, NOT_SELECTED)
    # Ctrl+A enters selection mode with every month selected: said, with the count, once.
    heard = orca.press("ctrl+a", expect="12 selected")
    print(heard.utterances)
    assert_heard(heard, "Selection mode on")
    assert heard.text.count("12 selected") == 1, heard.utterances
    # Space unselects February: the new count, once.
    heard = orca.press("space", expect="11 selected")
    print(heard.utterances)
    assert heard.text.count("11 selected") == 1, heard.utterances
    # Moving on: a selected row says nothing of it, an unselected one says so.
    heard = orca.press("Down", expect="March")
    print(heard.utterances)
    assert_not_heard(heard, NOT_SELECTED)
    heard = orca.press("Up", expect="February")
    print(heard.utterances)
    assert_heard(heard, NOT_SELECTED)
    # Shift+Down selects from February (the row last toggled) to March: the count, once.
    heard = orca.press("shift+Down", expect="12 selected")
    print(heard.utterances)
    assert heard.text.count("12 selected") == 1, heard.utterances
    # Escape leaves the mode: said, and rows say nothing of selection again.
    heard = orca.press("Escape", expect="Selection mode off")
    print(heard.utterances)
    heard = orca.press("Down", expect="April")
    print(heard.utterances)
    assert_not_heard(heard, NOT_SELECTED, "selected")
    app.assert_healthy()


def test_an_unchanged_result_count_is_not_said_again(launch, orca):
    # "m" finds some destinations, "a" fewer; "n" keeps the same results: the count is not
    # said again after it.
    app, _ = orca.launch(launch, expect="San Francisco", env={"FOLDOUT_PAGE": "destinations"})
    orca.press("ctrl+f", expect="Search")
    heard = orca.press("m", expect="results")
    heard = orca.press("a", expect="results")
    told = [text for text in heard.utterances if text.endswith("results")]
    heard = orca.press("n", expect="n")
    assert not [text for text in heard.utterances if text.endswith("results")], (told, heard.utterances)
    app.assert_healthy()


SEARCH_CLOSED = re.compile(r"Search closed, (\d+) items?")


def closings(heard):
    """The number of items each "Search closed" Orca said told."""
    return [int(number) for number in SEARCH_CLOSED.findall(heard.text)]


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def months_heard(heard):
    """The months Orca named, in order (a row's name is an utterance of its own: "June.")."""
    return [text.rstrip(".") for text in heard.utterances if text.rstrip(".") in MONTHS]


def test_alt_2_right_after_selection_mode_ends_goes_to_the_tree_and_is_heard(launch, orca):
    # Escape leaves selection mode, and Alt+2 at once (one press after the other, no pause for
    # Orca between them): the Destinations page's tree takes the focus, as docs/using.md promises,
    # and Orca says it, not the page switcher.
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", expect="February")
    orca.press("ctrl+a", expect="12 selected")
    heard = orca.press("Escape", "alt+2", expect="San Francisco")
    assert_heard(heard, "Selection mode off", "Destinations tree", "San Francisco")
    assert_not_heard(heard, "radio button", "Months")
    focused = app.focused()
    assert focused is not None and focused.getRoleName() == "tree item", focused
    assert focused.name == "San Francisco", focused.name
    app.assert_healthy()


def test_ending_a_search_says_the_focused_row_and_no_other_first(launch, orca):
    # From a result far from its place in the whole list (June is 1 of 2 results, 6 of 12):
    # Escape ends the search and the focus stays on June. Orca names June, and no other month
    # (no row the list showed meanwhile), before or after it. Twice: from a result reached by
    # Down, and from the field with a new query whose first result is December.
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", "Down", expect="March")
    orca.press("ctrl+f", expect="Search Months")
    orca.press("j", expect="results")
    orca.press("u", expect="2 results")
    orca.press("Down", expect="June")
    heard = orca.press("Escape", expect="Search closed")
    assert months_heard(heard) == ["June"], heard.utterances
    # The end of the search, once, though the focus moved to another row (said with it).
    assert closings(heard) == [12], heard.utterances
    orca.press("ctrl+f", expect="Search Months")
    orca.press("d", "e", "c", expect="1 result")
    orca.press("Down", expect="December")
    heard = orca.press("Escape", expect="Search closed")
    assert months_heard(heard) == ["December"], heard.utterances
    assert closings(heard) == [12], heard.utterances
    app.assert_healthy()


def test_leaving_a_search_is_heard_once_on_the_row_that_keeps_the_focus(launch, orca):
    # "j" finds January, June and July; Down goes to January, the first result, which is the
    # first row of the whole list too: as Escape ends the search, the focus stays on the same
    # row (no focus event). The end of the search is said once, with the list's size, and
    # January is not said again; the words stay with that moment only (Down, Up: not again).
    app, _ = orca.launch(launch, expect="January")
    orca.press("ctrl+f", expect="Search Months")
    orca.press("j", expect="3 results")
    orca.press("Down", expect="January")
    heard = orca.press("Escape", expect="Search closed")
    print(heard.utterances)
    assert closings(heard) == [12], heard.utterances
    assert months_heard(heard) == [], heard.utterances
    heard = orca.press("Down", expect="February")
    assert_not_heard(heard, "Search closed")
    heard = orca.press("Up", expect="January")
    assert_not_heard(heard, "Search closed")
    # Ended from the field (the focus goes back to the list): said once too, with its row.
    orca.press("ctrl+f", expect="Search Months")
    orca.press("a", "u", expect="1 result")
    heard = orca.press("Escape", expect="Search closed")
    print(heard.utterances)
    assert closings(heard) == [12], heard.utterances
    app.assert_healthy()


def test_leaving_a_search_of_the_tree_is_heard_once_with_its_size(launch, orca):
    # The Destinations tree: "fran" finds San Francisco, the first destination, the row the
    # focus keeps as Escape ends the search. Said once, with the number of destinations (the
    # focused row's set size, as the tree tells screen readers), and nothing else.
    app, _ = orca.launch(launch, expect="San Francisco", env={"FOLDOUT_PAGE": "destinations"})
    orca.press("ctrl+f", expect="Search")
    orca.press("f", "r", "a", "n", expect=lambda h: "n" in h.all and re.search(r"\b1 result\b", h.text))
    orca.press("Down", expect="San Francisco")
    heard = orca.press("Escape", expect="Search closed")
    print(heard.utterances)
    assert "Zurich" not in heard.text, heard.utterances  # the focused row was never another
    name, level, position, size = focused_place(app)
    assert (name, level, position) == ("San Francisco", 1, 1), (name, level, position, size)
    assert closings(heard) == [size], heard.utterances
    assert_not_heard(heard, "San Francisco", "tree level")
    heard = orca.press("Down", expect="London")
    assert_not_heard(heard, "Search closed")
    app.assert_healthy()
