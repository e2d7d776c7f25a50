"""Heard as a blind user hears it: selection mode (issue 33). In selection mode the list offers
AT-SPI Selection, so each row says whether it is selected as the focus reaches it; entering
and leaving the mode are said; the count is said once, as it changes. Outside the mode rows
say nothing of selection (test_orca.py). Orca on Foldout; see screen_reader.py.
"""
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
