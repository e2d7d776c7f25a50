"""Arranging the Months heard as a blind user hears it: a move and its place, the context menu
and its items, selection mode's count and states (Orca on Foldout; see screen_reader.py)."""

from test_orca import assert_heard, assert_not_heard


def test_a_move_is_heard_with_its_new_place_and_undo_with_the_old(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", "Down", expect="March")
    heard = orca.press("alt+Up", expect="moved")
    assert_heard(heard, "“March”, moved to position 2 of 12")
    # Said on the moved row, which keeps the focus: no "notification." before it, said once.
    assert_not_heard(heard, "notification")
    assert heard.text.count("moved to position") == 1, heard.utterances
    heard = orca.press("ctrl+z", expect="back at")
    assert_heard(heard, "“March”, back at position 3 of 12")
    assert_not_heard(heard, "notification")
    assert heard.text.count("back at position") == 1, heard.utterances
    app.assert_healthy()


def test_the_context_menu_is_heard_as_a_menu_with_its_items(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    heard = orca.press("shift+F10", expect="Share")
    assert_heard(heard, "Share")
    heard = orca.press("Down", expect="Remove")
    assert_heard(heard, "Remove")
    heard = orca.press("Down", expect="Move")
    # Move Up does not apply to the first row: it is skipped, Move Down is next.
    assert_heard(heard, "Move Down")
    heard = orca.press("Escape", expect="January")
    assert_not_heard(heard, "Share")
    app.assert_healthy()


def test_selection_mode_is_heard_with_the_count_and_each_rows_state(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    # Select All: the count, once, and no "checked" for every row in view (the rows' check
    # boxes are images: Orca's GTK script speaks each checked change inside a list box).
    heard = orca.press("ctrl+a", expect="12 selected")
    assert heard.text.count("12 selected") == 1, heard.utterances
    assert_not_heard(heard, "checked")
    # Space unselects the focused month: said, with the new count.
    heard = orca.press("space", expect="11 selected")
    assert heard.text.count("11 selected") == 1, heard.utterances
    # A range by Shift+Down: February joins, and the count is said again.
    heard = orca.press("shift+Down", expect="selected")
    assert_heard(heard, "February")
    # Out of selection mode nothing is said of selection.
    orca.press("Escape")
    heard = orca.press("Down", expect="March")
    assert_not_heard(heard, "selected")
    app.assert_healthy()


def test_closing_the_context_menu_says_only_the_row(launch, orca):
    # Escape closes the menu and the focus is back on its row: Orca says the row, not the
    # window, the list and the list's size again (GTK 3's menus took the keyboard from the
    # window, which Orca heard as the window activated anew as the menu closed).
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", expect="February")
    for opening in ("shift+F10", "Menu"):
        heard = orca.press(opening, expect="Share")
        assert_heard(heard, "menu")
        heard = orca.press("Down", expect="Remove")
        assert_heard(heard, "Delete")  # the accelerator shown beside it
        heard = orca.press("Escape", expect="February")
        assert_heard(heard, "collapsed")
        assert_not_heard(heard, "frame", "Foldout", "list box", "List with", "Share", "Remove")
        assert heard.utterances[0].startswith("February"), heard.utterances
    app.assert_healthy()
