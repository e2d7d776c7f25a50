"""The Destinations page (expandable table: child rows inserted beneath their parent),
driven as a person would."""
import json
import os
import subprocess
import tempfile
import time

from harness import NO_CATALOGS, wait_for

FIRST = ["San Francisco", "London", "New York", "Paris"]


def open_page(app):
    app.click(app.find("radio button", "Destinations"))
    return wait_for(lambda: showing(app, destinations_list(app)), "the Destinations list shows")


def destinations_list(app):
    return app.find("tree", "Destinations")


def visible_rows(app):
    """Names of the rows on show, top to bottom (rows sliding out are not showing)."""
    return [node.name for node in app.find_all("tree item", showing=True, root=destinations_list(app))]


def row(app, name):
    return app.find("tree item", name, root=destinations_list(app))


def showing(app, node):
    return "showing" in app.states(node)


def expanded(app, node):
    return "expanded" in app.states(node)


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def state_file(app):
    with open(os.path.join(app.state_home, "foldout", "state.json"), encoding="utf-8") as handle:
        return json.load(handle)


def test_click_london_inserts_its_two_flights_right_beneath_it(app):
    open_page(app)
    assert visible_rows(app)[:4] == FIRST
    london = row(app, "London")
    assert "expandable" in app.states(london) and not expanded(app, london)
    app.click(london)
    wait_for(lambda: expanded(app, london), "London reports expanded")
    wait_for(lambda: visible_rows(app)[:6] == ["San Francisco", "London", "MAN → LHR", "MAN → LCY", "New York", "Paris"],
             "London's flights, in order, directly beneath it")
    heathrow = row(app, "MAN → LHR")
    assert "expandable" not in app.states(heathrow)
    assert heathrow.description == "Flight from Manchester Airport to London Heathrow"
    assert row(app, "MAN → LCY").description == "Flight from Manchester Airport to London City"
    assert "£500" in london.description and "2 flights" in london.description
    app.screenshot("destinations-london-open")
    app.click(london)
    wait_for(lambda: not expanded(app, london), "London collapses when clicked again")
    wait_for(lambda: app.find_all("tree item", "MAN → LHR", root=destinations_list(app)) == [], "London's flight rows are removed")
    assert visible_rows(app)[:4] == FIRST


def test_several_destinations_open_at_once(app):
    open_page(app)
    app.click(row(app, "Paris"))
    wait_for(lambda: "MAN → CDG" in visible_rows(app), "Paris opens")
    app.click(row(app, "San Francisco"))
    wait_for(lambda: visible_rows(app)[:7] == ["San Francisco", "MAN → SFO", "London", "New York", "Paris", "MAN → CDG", "LGW → ORY"],
             "San Francisco opens above Paris, which stays open")
    assert expanded(app, row(app, "Paris")) and expanded(app, row(app, "San Francisco"))


def test_new_york_has_no_flights_and_does_not_expand(app):
    open_page(app)
    new_york = row(app, "New York")
    states = app.states(new_york)
    assert "expandable" not in states and "expanded" not in states, states
    assert "no flights" in new_york.description
    app.click(new_york)
    # A later click is handled after New York's: once it shows, New York's click is done.
    app.click(row(app, "San Francisco"))
    wait_for(lambda: "MAN → SFO" in visible_rows(app), "San Francisco opens")
    assert visible_rows(app)[:5] == ["San Francisco", "MAN → SFO", "London", "New York", "Paris"]
    assert not expanded(app, new_york)
    app.assert_healthy()


def test_keyboard_only_walk_like_a_tree(app):
    open_page(app)
    wait_for(lambda: focused_name(app) == "San Francisco", "the first destination has the focus")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "London", "Down moves to London")
    london = row(app, "London")
    app.key("Right")
    wait_for(lambda: expanded(app, london), "Right expands London")
    wait_for(lambda: visible_rows(app)[2:4] == ["MAN → LHR", "MAN → LCY"], "London's flights appear")
    app.key("Right")
    wait_for(lambda: focused_name(app) == "MAN → LHR", "Right on an open destination goes to its first flight")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "MAN → LCY", "Down walks to the next flight")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "New York", "Down leaves the flights for the next destination")
    app.key("Up")
    wait_for(lambda: focused_name(app) == "MAN → LCY", "Up walks back onto the flight")
    app.key("Left")
    wait_for(lambda: focused_name(app) == "London", "Left on a flight focuses its destination")
    assert expanded(app, london)
    app.key("Left")
    wait_for(lambda: not expanded(app, london), "Left collapses London")
    wait_for(lambda: "MAN → LHR" not in visible_rows(app), "London's flights go")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "New York", "Down skips the removed flights")
    app.key("plus")
    app.key("Up")
    wait_for(lambda: focused_name(app) == "London", "Up goes back to London")
    assert not expanded(app, row(app, "New York")), "+ does nothing on a destination without flights"
    app.key("plus")
    wait_for(lambda: expanded(app, london), "+ expands")
    app.key("minus")
    wait_for(lambda: not expanded(app, london), "- collapses")
    app.key("Return")
    wait_for(lambda: expanded(app, london), "Enter expands")
    app.key("space")
    wait_for(lambda: not expanded(app, london), "Space collapses")


def test_restart_keeps_london_open(launch):
    first = launch()
    open_page(first)
    app_london = row(first, "London")
    first.click(app_london)
    wait_for(lambda: expanded(first, app_london), "London opens")
    wait_for(lambda: state_file(first).get("destinations") == {"expanded": ["London"]}, "the state file records London open")
    assert first.stop() == 0
    second = launch(state_home=first.state_home)
    open_page(second)
    assert expanded(second, row(second, "London"))
    assert visible_rows(second)[:5] == ["San Francisco", "London", "MAN → LHR", "MAN → LCY", "New York"]


def write_temp(text):
    handle, path = tempfile.mkstemp(prefix="destinations-", suffix=".json")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(text)
    return path


def error_labels(app):
    return [node.name for node in app.find_all("label", showing=True) if node.name.startswith(("File: ", "Where: ", "Problem: "))]


def test_malformed_file_from_the_variable_shows_the_error_and_months_still_work(launch):
    path = write_temp('{"destinations": [\n'
                      '  {"name": "London", "price": {"amount": 500, "currency": "GBP"}},\n'
                      '  {"name": "Rome", "price": {"amount": -5, "currency": "EUR"}}\n]}\n')
    app = launch(env={"FOLDOUT_DESTINATIONS": path})
    app.click(app.find("radio button", "Destinations"))
    wait_for(lambda: error_labels(app) == [f"File: {path}", "Where: at destinations[1].price.amount",
                                            "Problem: the price is negative (-5)"], "the error names file, place and reason")
    assert app.find("label", "The destinations could not be loaded", showing=True)
    assert f"{path}: at destinations[1].price.amount: the price is negative (-5)" in app.stderr()
    app.screenshot("destinations-error")
    app.click(app.find("radio button", "Months"))
    march = app.find("list item", "March", root=app.find("list box", "Months"))
    wait_for(lambda: showing(app, march), "the Months page shows")
    app.click(march)
    wait_for(lambda: expanded(app, march), "the Months page still works")
    os.unlink(path)


def test_malformed_file_from_the_option_gives_line_and_column(launch):
    path = write_temp('{"destinations": [\n  {"name": "London",, }\n]}\n')
    app = launch(args=["--destinations", path], env={"FOLDOUT_DESTINATIONS": "/nonexistent/ignored.json"})
    app.click(app.find("radio button", "Destinations"))
    wait_for(lambda: len(error_labels(app)) == 3 and error_labels(app)[:2] == [f"File: {path}", "Where: line 2, column 21"],
             "the option's file wins over the variable, with the line and column")
    assert error_labels(app)[2].startswith("Problem: ")
    assert f"{path}: line 2, column 21: " in app.stderr()
    os.unlink(path)


def test_screenshots_light_and_dark(launch):
    for theme, name in (("Adwaita", "light"), ("Adwaita:dark", "dark")):
        app = launch(env={"GTK_THEME": theme}, state_home=tempfile.mkdtemp(prefix="foldout-state-"))
        open_page(app)
        for place in ("London", "Paris"):
            node = row(app, place)
            app.click(node)
            wait_for(lambda: expanded(app, node), f"{place} opens")
        wait_for(lambda: showing(app, row(app, "LGW → ORY")), "Paris's flights show")
        app.key("Down")
        app.screenshot(f"destinations-{name}")
        app.stop()


def inside(app, node, pane):
    e, p = node.queryComponent().getExtents(0), pane.queryComponent().getExtents(0)
    return e.height > 0 and p.y <= e.y and e.y + e.height <= p.y + p.height


def test_expanding_near_the_bottom_scrolls_the_flights_into_view(app):
    open_page(app)
    wait_for(lambda: focused_name(app) == "San Francisco", "the first destination has the focus")
    app.key("End")
    wait_for(lambda: focused_name(app) == "Edinburgh", "End goes to the last destination")
    panes = [p for p in app.find_all("scroll pane", showing=True)
             if app.find_all("tree", "Destinations", root=p)]
    assert len(panes) == 1
    pane = panes[0]
    wait_for(lambda: inside(app, row(app, "Edinburgh"), pane), "the last destination is scrolled into view")
    app.key("Up", "Up")
    wait_for(lambda: focused_name(app) == "Toronto", "Up walks back to Toronto")
    app.key("Right")
    wait_for(lambda: expanded(app, row(app, "Toronto")), "Right expands Toronto")
    wait_for(lambda: inside(app, row(app, "MAN → YYZ"), pane) and inside(app, row(app, "Toronto"), pane),
             "Toronto and its flight are in view")
    app.key("Home")
    wait_for(lambda: focused_name(app) == "San Francisco", "Home goes to the first row")
    wait_for(lambda: inside(app, row(app, "San Francisco"), pane), "the first row is scrolled into view")


def test_moving_on_while_the_flights_slide_in_is_not_pulled_back(app):
    """Opened flights scroll into view once they have slid in, unless the person moved on before."""
    open_page(app)
    wait_for(lambda: focused_name(app) == "San Francisco", "the first destination has the focus")
    app.key("End")
    wait_for(lambda: focused_name(app) == "Edinburgh", "End goes to the last destination")
    pane = next(p for p in app.find_all("scroll pane", showing=True) if app.find_all("tree", "Destinations", root=p))
    app.key("Up", "Up")
    wait_for(lambda: focused_name(app) == "Toronto", "Up walks back to Toronto")
    # Right, then Home 60 ms later: Toronto's flight is still sliding in when the focus leaves.
    app.key("Right", "Home")
    wait_for(lambda: focused_name(app) == "San Francisco", "Home goes to the first row")
    time.sleep(0.6)  # the slide (250 ms) is over: nothing scrolls back to Toronto
    assert focused_name(app) == "San Francisco"
    assert inside(app, row(app, "San Francisco"), pane)
    app.key("End", "Up", "Up")
    wait_for(lambda: focused_name(app) == "MAN → YYZ", "Toronto's flight, which Right opened, is two rows above the last")


def test_expanding_again_while_the_flights_slide_out(app):
    open_page(app)
    london = row(app, "London")
    app.click(london)
    wait_for(lambda: visible_rows(app)[2:4] == ["MAN → LHR", "MAN → LCY"], "London opens")
    # Two clicks this fast are a double click, which GtkListBox does not activate twice: use the
    # keys, 60 ms apart. The flights start to slide out, and London opens again before they
    # are gone.
    wait_for(lambda: app.focused().name == "London", "the click left the focus on London")
    app.key("Return", "Return")
    wait_for(lambda: expanded(app, london), "London is expanded again")
    wait_for(lambda: [n.name for n in app.find_all("tree item", root=destinations_list(app))][:6]
             == ["San Francisco", "London", "MAN → LHR", "MAN → LCY", "New York", "Paris"],
             "exactly London's two flights beneath it once the old rows are gone")


def test_right_to_left_locale_swaps_left_and_right(launch):
    """In a right-to-left locale the arrows mirror, as in GtkTreeView: Left expands and goes into
    a destination's flights, Right goes back to the destination and collapses it."""
    locales = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower()
    assert "he_il.utf8" in locales, "tools/test generates he_IL.UTF-8; run the tests through it"
    # The locale's direction, with Foldout's own strings left in English (no catalogs where
    # FOLDOUT_LOCALEDIR points): this scenario finds its widgets by their English names;
    # test_i18n.py walks the translated window.
    app = launch(env={"LC_ALL": "he_IL.UTF-8", "LANG": "he_IL.UTF-8", "FOLDOUT_LOCALEDIR": NO_CATALOGS})
    open_page(app)
    wait_for(lambda: focused_name(app) == "San Francisco", "the first destination has the focus")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "London", "Down moves to London")
    london = row(app, "London")
    app.key("Right")
    app.key("Left")
    wait_for(lambda: expanded(app, london), "Left expands London")
    wait_for(lambda: visible_rows(app)[2:4] == ["MAN → LHR", "MAN → LCY"], "London's flights appear")
    assert focused_name(app) == "London", "Right on a closed destination did not move the focus"
    app.key("Left")
    wait_for(lambda: focused_name(app) == "MAN → LHR", "Left on an open destination goes to its first flight")
    app.key("Right")
    wait_for(lambda: focused_name(app) == "London", "Right on a flight focuses its destination")
    assert expanded(app, london)
    app.key("Right")
    wait_for(lambda: not expanded(app, london), "Right collapses London")
    wait_for(lambda: "MAN → LHR" not in visible_rows(app), "London's flights go")
    app.key("plus")
    wait_for(lambda: expanded(app, london), "+ still expands")
    app.key("minus")
    wait_for(lambda: not expanded(app, london), "- still collapses")


def test_expand_all_and_collapse_all_by_their_keys(app):
    open_page(app)
    app.focus_window()
    destinations_list(app).queryComponent().grabFocus()
    app.key("Home", "Down")
    wait_for(lambda: focused_name(app) == "London", "the focus on London")
    app.key("ctrl+e")
    wait_for(lambda: expanded(app, row(app, "San Francisco")) and expanded(app, row(app, "London")),
             "Ctrl+E opens every destination with flights")
    assert "expanded" not in app.states(row(app, "New York")), "New York has no flights: nothing to open"
    assert focused_name(app) == "London", "the focus stays on its row"
    app.key("Right")
    wait_for(lambda: focused_name(app) == "MAN → LHR", "London is open: Right goes to its first flight")
    app.key("ctrl+shift+e")
    wait_for(lambda: visible_rows(app)[:4] == FIRST, "Shift+Ctrl+E closes them all")
    wait_for(lambda: focused_name(app) == "London", "a focused flight hands the focus to its destination")
    assert state_file(app)["destinations"]["expanded"] == [], "no destination is kept open"
