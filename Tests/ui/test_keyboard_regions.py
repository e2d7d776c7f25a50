"""Tab moves between regions, the arrows within a list (GNOME's convention): a list is one Tab
stop, from which the header's page switcher is at most two Tab (or Shift+Tab) presses away,
and Tab comes back to the row that had the focus."""
import pyatspi

from harness import wait_for

PAGES = ("Months", "Destinations", "Selector")


def on_switcher(node):
    return node is not None and node.getRoleName() in ("radio button", "toggle button") and node.name in PAGES


def visible_rows(app, tree, role):
    """The rows inside the scrolled window's view (not only mapped)."""
    pane = tree
    while pane is not None and pane.getRoleName() != "scroll pane":
        pane = pane.parent
    view = pane.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    rows = []
    for row in app.find_all(role, showing=True, root=tree):
        box = row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        if box.height > 0 and box.y >= view.y and box.y + box.height <= view.y + view.height:
            rows.append(row)
    return rows


def focus_by_arrows(app, name, limit=30):
    """Walks down with the arrow key until row `name` has the focus, as a person would."""
    for _ in range(limit):
        focused = app.focused()
        if focused is not None and focused.name == name:
            return
        app.key("Down")
    raise AssertionError(f"Down never reached {name!r}")


def presses_until(app, key, reached, limit=6):
    """Presses `key` until `reached(focused accessible)`; returns how many presses it took."""
    for presses in range(1, limit + 1):
        app.key(key)
        try:
            wait_for(lambda: reached(app.focused()), "the focus to arrive", timeout=1.0)
            return presses
        except AssertionError:
            continue
    return None


def presses_to_switcher(app, key):
    return presses_until(app, key, on_switcher)


def check_regions(app, tree, role):
    rows = visible_rows(app, tree, role)
    all_rows = app.find_all(role, root=tree)
    assert len(rows) < len(all_rows), "the window is small enough for the list to scroll"
    last = rows[-1].name
    focus_by_arrows(app, last)

    tabs = presses_to_switcher(app, "Tab")
    assert tabs is not None and tabs <= 2, f"Tab from the last visible row {last!r} reaches the page switcher in {tabs} presses"
    # Back into the list: the row that had the focus has it again.
    app.key("shift+Tab")
    wait_for(lambda: app.focused() is not None and app.focused().name == last, f"Shift+Tab returns to {last!r}")

    back = presses_to_switcher(app, "shift+Tab")
    # Back past the header's end: the main menu and, on a page that selects, the select button.
    assert back is not None and back <= 3, f"Shift+Tab from {last!r} reaches the page switcher in {back} presses"
    # The same way forward (past the header's menu button) comes back to the row.
    again = presses_until(app, "Tab", lambda node: node is not None and node.name == last)
    assert again == back, f"Tab from the switcher returns to {last!r} in {again} presses"


def test_months_list_is_one_tab_stop(launch):
    app = launch()
    app.resize(900, 360)
    months = app.find("list box", "Months")
    wait_for(lambda: len(visible_rows(app, months, "list item")) < 12, "the small window shows some of the months")
    check_regions(app, months, "list item")
    app.assert_healthy()


def test_months_tab_reaches_an_open_bars_buttons_then_the_header(launch):
    app = launch()
    app.key("Down", "Return")
    wait_for(lambda: "expanded" in app.states(app.find("list item", "February")), "February unfolds")
    names = []
    for _ in range(3):
        app.key("Tab")
        wait_for(lambda: app.focused() is not None and app.focused().name not in (names[-1:] or ["February"]), "the focus moves")
        names.append(app.focused().name)
    assert names == ["Share", "Remove", "Months"], names
    # Back on the row, fold, and Tab at once, while the bar is still folding away: its buttons
    # have left the focus chain, so Tab goes on to the header.
    assert presses_until(app, "shift+Tab", lambda node: node is not None and node.name == "February") == 1
    app.key("Escape", "Tab")
    wait_for(lambda: on_switcher(app.focused()), "Tab passes the folding bar by")
    assert "expanded" not in app.states(app.find("list item", "February"))
    app.assert_healthy()


def test_destinations_list_is_one_tab_stop(launch):
    app = launch(env={"FOLDOUT_PAGE": "destinations"})
    app.resize(900, 420)
    tree = app.find("tree", "Destinations")
    wait_for(lambda: len(visible_rows(app, tree, "tree item")) > 2, "the destinations show")
    check_regions(app, tree, "tree item")
    app.assert_healthy()


def test_page_keys(launch):
    app = launch()
    for key, page in (("alt+2", "Destinations"), ("alt+3", "Selector"), ("ctrl+Page_Down", "Months"),
                      ("ctrl+Page_Up", "Selector"), ("ctrl+Page_Up", "Destinations"), ("alt+1", "Months")):
        app.key(key)
        wait_for(lambda: app.find("radio button", page).getState().contains(pyatspi.STATE_CHECKED),
                 f"{key} shows the {page} page")
    app.assert_healthy()
