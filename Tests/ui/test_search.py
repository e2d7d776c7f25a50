"""Searching the lists as a person does: Ctrl+F or a letter typed, results as they type, Escape."""

from harness import bench_binary, wait_for

MILLION = {"FOLDOUT_MONTHS_ITEMS": "1000000"}  # foldout-bench's generated items


def months_list(app):
    return app.find("list box", "Months")


def row_names(app):
    return [node.name for node in app.find_all("list item", root=months_list(app), showing=True)]


def field(app):
    return app.find("text", "Search Months")


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def keys_for(text):
    return ["space" if c == " " else c for c in text]


def test_a_million_items_narrow_to_eleven_and_escape_gives_them_back(launch):
    app = launch(executable=bench_binary(), env=MILLION)
    wait_for(lambda: months_list(app).description == "1000000 items", "a million items")
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    app.key("ctrl+f")
    wait_for(lambda: "focused" in app.states(field(app)), "Ctrl+F puts the focus in the search field")
    app.key(*keys_for("item 99999"))
    wait_for(lambda: months_list(app).description == "11 items", "“item 99999” leaves 11 rows")
    assert row_names(app)[:2] == ["Item 99999", "Item 999990"]
    wait_for(lambda: field(app).description == "11 results", "the field tells screen readers the count")
    # The match is what the rows show in bold; every row shown matches.
    assert all(name.lower().startswith("item 99999") for name in row_names(app))
    app.key("BackSpace")
    wait_for(lambda: months_list(app).description == "111 items", "Backspace widens: “item 9999” has 111")
    wait_for(lambda: field(app).description == "111 results", "the new count is told")
    app.screenshot("search-months-results")
    app.key("Escape")
    wait_for(lambda: months_list(app).description == "1000000 items", "Escape gives the whole list back")
    wait_for(lambda: focused_name(app) == "Item 1", "with the focus on the row that had it")


def test_typing_a_letter_in_the_list_searches_and_down_enter_choose(app):
    app.key("Down")
    wait_for(lambda: focused_name(app) == "February", "Down: February")
    app.key("j", "u")
    wait_for(lambda: "focused" in app.states(field(app)), "typing in the list opens the search bar, the focus in its field")
    wait_for(lambda: row_names(app) == ["June", "July"], "“ju” shows June and July")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "June", "Down moves from the field into the results")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "July", "and on through them")
    app.key("Escape")
    wait_for(lambda: len(row_names(app)) > 2 and "July" in row_names(app), "Escape gives the list back")
    wait_for(lambda: focused_name(app) == "July", "the focus stays on the result chosen")


def test_a_row_held_down_as_the_search_hides_it_is_let_go_of_unheeded(app):
    """A press held on a row while typing narrows the list past it: letting go acts on no row
    out of sight (none activated, none given the focus), and the keys stay with the search."""
    import subprocess
    import time
    app.key("Down")
    wait_for(lambda: focused_name(app) == "February", "Down: February")
    held = row_names(app)[-1]
    x, y = app.center(app.find("list item", held, showing=True, root=months_list(app)))
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "mousedown", "1"], check=True, timeout=10)
    try:
        app.key("j", "u")
        wait_for(lambda: row_names(app) == ["June", "July"], f"“ju” shows June and July while {held} is held")
    finally:
        subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)
    time.sleep(0.5)
    app.assert_healthy()
    assert "focused" in app.states(field(app)), f"the focus stays in the search field, not on {focused_name(app)}"
    assert row_names(app) == ["June", "July"]
    app.key("Down")
    wait_for(lambda: focused_name(app) == "June", "Down moves from the field into the results")
    app.key("Escape")
    wait_for(lambda: len(row_names(app)) >= 6 and held in row_names(app), "Escape gives the months back")
    wait_for(lambda: focused_name(app) == "June", "the focus on the row chosen among the results")


def test_enter_unfolds_the_first_result_and_remove_undo_work_in_the_results(app):
    app.key("ctrl+f")
    wait_for(lambda: "focused" in app.states(field(app)), "Ctrl+F opens the search")
    app.key(*keys_for("ber"))
    wait_for(lambda: row_names(app) == ["September", "October", "November", "December"], "four months end in “ber”")
    app.key("Return")
    first = lambda: app.find("list item", "September", root=months_list(app))
    wait_for(lambda: "expanded" in app.states(first()), "Enter unfolds the first result")
    wait_for(lambda: focused_name(app) == "September", "and focuses it")
    app.key("Delete")
    wait_for(lambda: row_names(app) == ["October", "November", "December"], "Delete removes it from the results")
    app.key("ctrl+z")
    wait_for(lambda: row_names(app) == ["September", "October", "November", "December"], "Ctrl+Z brings it back")
    app.key("Escape", "Escape")
    wait_for(lambda: len(row_names(app)) >= 8, "Escape twice: folds, then ends the search")


def test_no_results_says_so(app):
    app.key("ctrl+f")
    wait_for(lambda: "focused" in app.states(field(app)), "Ctrl+F opens the search")
    app.key(*keys_for("xq"))
    wait_for(lambda: months_list(app).description == "0 items", "nothing matches “xq”")
    wait_for(lambda: field(app).description == "No results", "the field says there are none")
    # The list's empty text ("No results for “xq”") is drawn, not an accessible: see the screenshot.
    app.screenshot("search-no-results")
    app.key("BackSpace", "BackSpace")
    wait_for(lambda: months_list(app).description == "12 items", "emptying the field gives the list back")


def test_accents_and_case_do_not_matter(launch):
    app = launch(env={"LANGUAGE": "de", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"})
    wait_for(lambda: app.find_all("list item", root=app.find("list box", "Monate")), "the German months")
    app.key("ctrl+f")
    entry = lambda: app.find("text", "Monate durchsuchen")
    wait_for(lambda: "focused" in app.states(entry()), "Ctrl+F opens the search, labelled in German")
    app.key(*keys_for("MARZ"))
    wait_for(lambda: [n.name for n in app.find_all("list item", root=app.find("list box", "Monate"), showing=True)] == ["März"],
             "“MARZ” finds März")


def destinations(app):
    return app.find("tree", "Destinations")


def tree_rows(app):
    return [node.name for node in app.find_all("tree item", showing=True, root=destinations(app))]


def test_an_airport_name_opens_its_destination_at_the_matching_flight(app):
    app.click(app.find("radio button", "Destinations"))
    wait_for(lambda: tree_rows(app)[:2] == ["San Francisco", "London"], "the Destinations tree shows")
    app.key("ctrl+f")
    wait_for(lambda: "focused" in app.states(app.find("text", "Search Destinations")), "Ctrl+F opens the tree's search")
    app.key(*keys_for("gatwick"))
    wait_for(lambda: tree_rows(app) == ["Paris", "LGW → ORY", "Barcelona", "LGW → BCN", "Rome", "LGW → CIA"],
             "the three destinations with a flight from Gatwick, opened at those flights only")
    wait_for(lambda: "expanded" in app.states(app.find("tree item", "Paris", root=destinations(app))), "Paris is open")
    wait_for(lambda: app.find("text", "Search Destinations").description == "3 results", "three destinations found")
    app.screenshot("search-destinations")
    app.key("Down", "Down")
    wait_for(lambda: focused_name(app) == "LGW → ORY", "Down, Down: into the results, to the flight")
    app.key("Escape")
    wait_for(lambda: tree_rows(app)[:4] == ["San Francisco", "London", "New York", "Paris"], "Escape gives the tree back")
    assert "expanded" not in app.states(app.find("tree item", "Paris", root=destinations(app))), "as open as it was"
    wait_for(lambda: focused_name(app) == "Paris", "the focus on the chosen flight's destination")


def test_destinations_and_airports_without_their_accents(app):
    app.click(app.find("radio button", "Destinations"))
    wait_for(lambda: tree_rows(app)[:2] == ["San Francisco", "London"], "the Destinations tree shows")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "London", "Down: London")
    app.key(*keys_for("keflavik"))   # typed in the tree: the search opens
    wait_for(lambda: tree_rows(app) == ["Reykjavík", "MAN → KEF"], "“keflavik” finds Reykjavík Keflavík")
    app.key("Return")
    wait_for(lambda: focused_name(app) == "Reykjavík", "Enter takes the first result")
    app.key("Escape")
    wait_for(lambda: len(tree_rows(app)) > 5 and "Reykjavík" in tree_rows(app), "Escape gives the whole tree back")
    wait_for(lambda: focused_name(app) == "Reykjavík", "the focus on the result chosen")
    assert "expanded" not in app.states(app.find("tree item", "Reykjavík", root=destinations(app)))
    app.key("n", "e", "w", "space", "y")
    wait_for(lambda: tree_rows(app) == ["New York"], "a destination without flights is found by its name")
    app.screenshot("search-destinations-by-name")   # "New Y" in bold
    app.key("ctrl+a", "BackSpace")
    wait_for(lambda: len(tree_rows(app)) > 5, "emptying the field gives the whole tree back")
