"""Each of the four patterns driven by keys alone, typed through Mutter's RemoteDesktop API."""
from harness import wait_for


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def showing(app, node):
    return "showing" in app.states(node)


def expanded(app, node):
    return "expanded" in app.states(node)


def test_months_down_and_return_unfold_a_row_whose_share_copies(app):
    months = app.find("list box", "Months")
    wait_for(lambda: focused_name(app) == "January", "January has the focus at start")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "February", "Down moves to February")
    app.key("Return")
    february = app.find("list item", "February", root=months)
    wait_for(lambda: expanded(app, february), "Enter unfolds February")
    share = app.find("push button", "Share", root=february)
    wait_for(lambda: showing(app, share), "February's bar shows Share")
    app.key("Tab")
    wait_for(lambda: focused_name(app) == "Share", "Tab reaches Share")
    app.key("Return")
    wait_for(lambda: app.clipboard() == "February", "the Wayland clipboard holds February (wl-paste)")
    app.find("label", "“February” copied", showing=True)
    app.key("Escape")
    wait_for(lambda: not expanded(app, february), "Escape folds February")


def test_destinations_right_expands(app):
    app.key("alt+2")
    tree = app.find("tree", "Destinations")
    wait_for(lambda: showing(app, tree), "Alt+2 shows the Destinations page")
    wait_for(lambda: focused_name(app) == "San Francisco", "the first destination has the focus")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "London", "Down moves to London")
    london = app.find("tree item", "London", root=tree)
    app.key("Right")
    wait_for(lambda: expanded(app, london), "Right expands London")
    wait_for(lambda: [n.name for n in app.find_all("tree item", showing=True, root=tree)][1:4] == ["London", "MAN → LHR", "MAN → LCY"],
             "London's flights appear beneath it")
    app.key("Right")
    wait_for(lambda: focused_name(app) == "MAN → LHR", "Right again goes to the first flight")
    app.key("Left", "Left")
    wait_for(lambda: not expanded(app, london), "Left, Left collapses London")


def test_selector_opens_and_picks(app):
    app.key("alt+3")
    field = app.find("combo box", "Sport")
    wait_for(lambda: showing(app, field) and focused_name(app) == "Sport", "Alt+3 shows the Selector, its field focused")
    app.key("Return")
    wait_for(lambda: expanded(app, field), "Enter opens the drawer")
    wait_for(lambda: focused_name(app) == "Basketball", "the first option has the focus")
    app.key("Down", "Down")
    wait_for(lambda: focused_name(app) == "Soccer", "Down, Down moves to Soccer")
    app.key("Return")
    wait_for(lambda: not expanded(app, field), "Enter closes the drawer")
    wait_for(lambda: [n.name for n in app.find_all("label", root=field)] == ["Soccer"], "the field shows Soccer")
    wait_for(lambda: focused_name(app) == "Sport", "the focus returns to the field")


def test_preferences_open_with_ctrl_comma(app):
    app.key("ctrl+comma")
    wait_for(lambda: next((w for w in app.accessible if w.name == "Preferences" and "active" in app.states(w)), None),
                     "Ctrl+, opens the Preferences window, which gets the focus")
    wait_for(lambda: focused_name(app) == "Style", "its first row (Style) has the focus")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "Animations", "Down moves to Animations")
    app.key("Escape")
    wait_for(lambda: not [w for w in app.accessible if w.name == "Preferences" and "showing" in app.states(w)],
             "Escape closes Preferences")
    wait_for(lambda: "active" in app.states(app.window), "the main window has the focus back")
