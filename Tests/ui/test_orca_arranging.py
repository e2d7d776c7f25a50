"""Arranging the Months heard as a blind user hears it: a move and its place, the context menu
and its items, selection mode's states (Orca on Foldout; see screen_reader.py)."""

from test_orca import assert_heard, assert_not_heard


def test_a_move_is_heard_with_its_new_place_and_undo_with_the_old(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", "Down", expect="March")
    heard = orca.press("alt+Up", expect="moved")
    assert_heard(heard, "“March”, moved to position 2 of 12")
    heard = orca.press("ctrl+z", expect="back at")
    assert_heard(heard, "“March”, back at position 3 of 12")
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


def test_selection_mode_is_heard_without_check_box_noise(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    # Select All: the rows' check boxes are images, so Orca's GTK script does not say
    # "checked" once for every row in view (it did with GtkCheckButtons).
    heard = orca.press("ctrl+a")
    assert_not_heard(heard, "checked")
    orca.press("Down", expect="February")
    # Space unselects the focused month, and Orca says so once.
    heard = orca.press("space", expect="unselected")
    assert heard.text.count("unselected") == 1, heard.utterances
    heard = orca.press("space", expect="selected")
    assert_not_heard(heard, "unselected", "checked")
    app.assert_healthy()
