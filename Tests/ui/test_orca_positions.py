"""Heard as a blind user hears it: where a row is among all the list's rows, not among the
few rows that exist as widgets (issue 33). A recycling list holds widgets for the rows in view
only; its accessible has a child for every row (made on demand, as GTK 3's tree view does),
and each row tells its true index in the list and the posinset/setsize (and level) attributes.

Orca 43 takes "N of M" from a row's index in its parent and the parent's child count. This
module's Orca speaks positions (Orca's "Speak position in list" option, off by default);
Where Am I (KP_Enter) says them whatever the option.
"""
import re

import pytest

from harness import bench_binary
from screen_reader import Orca
from test_orca import assert_heard, assert_not_heard

MILLION = {"FOLDOUT_MONTHS_ITEMS": "1000000"}  # foldout-bench's generated items


@pytest.fixture(scope="module")
def orca_process():
    """One Orca for the module, speaking each row's position in its list."""
    reader = Orca(settings={"enablePositionSpeaking": True}).start()
    yield reader
    reader.stop()


def test_a_million_rows_say_their_true_place(launch, orca):
    app, heard = orca.launch(launch, expect="Item 1.", env=MILLION, executable=bench_binary(), timeout=60)
    heard = orca.press("Down", expect="Item 2.")
    assert_heard(heard, "2 of 1000000")
    heard = orca.press("End", expect="Item 1000000.")
    assert_heard(heard, "1000000 of 1000000")
    heard = orca.press("Up", expect="Item 999999.")
    assert_heard(heard, "999999 of 1000000")
    heard = orca.press("Home", expect="Item 1.")
    assert_heard(heard, "1 of 1000000")
    # Page Down twice: the row it reaches, at its own place.
    orca.press("Page_Down", expect="collapsed")
    heard = orca.press("Page_Down", expect="collapsed")
    item = next(text for text in heard.utterances if text.startswith("Item "))
    number = int(item.split()[1].rstrip("."))
    assert number > 20, heard.utterances
    assert_heard(heard, f"{number} of 1000000")
    # To the next page and back: the list is entered again, by its name and its real size, with
    # no count of the few row widgets ("List with 19 items") and no walk over its million rows.
    orca.press("alt+2", expect="San Francisco")
    heard = orca.press("alt+1", expect=f"{number} of 1000000")
    assert_heard(heard, "Months list box", "1000000 items")
    assert_not_heard(heard, "List with")
    app.assert_healthy()


def test_entering_a_list_of_a_million_says_its_size_before_the_row(launch, orca):
    # The Months list at a million items (and at its default twelve, below): entering it (Alt+2,
    # Alt+1) says its real size, then the row. Orca 43 counts a list's children to say "List with N
    # items", which a million rows cannot afford: the list's size is said as its rows' name.
    app, _ = orca.launch(launch, expect="Item 1.", env=MILLION, executable=bench_binary(), timeout=60)
    orca.press("alt+2", expect="San Francisco")
    heard = orca.press("alt+1", expect="Item 1.")
    assert heard.text.index("1000000 items") < heard.text.index("Item 1."), heard.utterances
    assert_heard(heard, "Months list box", "1 of 1000000")
    app.assert_healthy()


def test_entering_the_twelve_months_says_their_number(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("alt+2", expect="San Francisco")
    heard = orca.press("alt+1", expect="January")
    assert_heard(heard, "Months list box", "List with 12 items", "1 of 12")
    assert_not_heard(heard, "1000000")
    app.assert_healthy()


def test_entering_a_list_says_its_real_size(launch, orca):
    # 150 rows, of which a screenful exist as widgets: Orca counts the list's rows as the focus
    # enters it.
    app, heard = orca.launch(launch, expect="Item 1.", env={"FOLDOUT_MONTHS_ITEMS": "150"},
                             executable=bench_binary())
    heard = orca.press("End", expect="Item 150.")
    assert_heard(heard, "150 of 150")
    # To the next page and back: the list is entered again, and counted again.
    orca.press("alt+2", expect="San Francisco")
    heard = orca.press("alt+1", expect="Item 150.")
    assert_heard(heard, "List with 150 items", "150 of 150")
    app.assert_healthy()


def test_the_trees_positions_after_a_search_count_every_destination(launch, orca):
    # "man" finds the destinations with a flight from Manchester, each opened at its matching
    # flights: a destination's place is among the destinations found, a flight's among its
    # destination's flights shown, though only a screenful of rows exist as widgets.
    app, _ = orca.launch(launch, expect="San Francisco", env={"FOLDOUT_PAGE": "destinations"})
    orca.press("ctrl+f", expect="Search")
    heard = orca.press("m", "a", "n", expect=lambda h: "n" in h.all and re.search(r"\b\d+ results", h.text))
    found = int(re.findall(r"\b(\d+) results", heard.text)[-1])
    assert found > 10, heard.utterances  # more destinations than rows in view
    heard = orca.press("Down", expect="San Francisco")
    assert_heard(heard, f"1 of {found}")
    heard = orca.press("Down", expect="MAN → SFO")
    assert_heard(heard, "tree level 2", "1 of 1")
    heard = orca.press("Down", expect="London")
    assert_heard(heard, f"2 of {found}")
    # The last destination found, far below the rows that existed as widgets at first.
    orca.press("End", expect="MAN →")
    for _ in range(6):
        heard = orca.press("Up", expect=lambda h: h.utterances)
        if "tree level 1" in heard.text:
            break
    assert_heard(heard, f"{found} of {found}")
    # Entering the tree again: the tree, then its row; the rows' set between them is not heard
    # (it is a list only in a flat list).
    orca.press("alt+1", expect="January")
    heard = orca.press("alt+2", expect="tree level")
    assert_heard(heard, "Destinations tree")
    assert "list." not in heard.utterances and "list" not in heard.utterances, heard.utterances
    app.assert_healthy()
