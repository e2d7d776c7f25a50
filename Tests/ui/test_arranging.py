"""The Months list arranged as a person does: a row's context menu (right-click, Shift+F10, the
Menu key), moves by keys and their undo, kept across a restart, and selection mode (Ctrl+click,
Shift+click, keys, the header's select button, the action bar), at twelve rows and at a million."""
import time

from harness import bench_binary, role_name, wait_for
from test_months import MONTHS, months_list, row, rows, state_file


def names(app):
    """The rows' names top to bottom as they are on screen (GTK 3's accessible list box keeps
    its children in the order they were added, not in the order the list sorts them)."""
    import pyatspi
    placed = [(node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y, node.name) for node in rows(app)
              if "showing" in app.states(node)]
    return [name for _, name in sorted(placed)]


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def menu_items(app):
    """The context menu's items on screen: (name, enabled, accelerator shown)."""
    found = []
    for item in app.find_all("menu item", showing=True):
        states = app.states(item)
        found.append((item.name, "sensitive" in states))
    return found


def armed_item(app):
    """The menu item a key would choose now (GTK's menus mark it selected, and focused)."""
    for item in app.find_all("menu item", showing=True):
        states = app.states(item)
        if "selected" in states or "focused" in states:
            return item.name
    return None


def open_menu(app):
    wait_for(lambda: len(menu_items(app)) >= 2, "the context menu is on screen")
    return menu_items(app)


def right_click(app, node):
    x, y = app.center(node)
    import subprocess
    subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
    time.sleep(0.05)
    subprocess.run(["xdotool", "click", "3"], check=True, timeout=10)


def ctrl_click(app, node, modifier="ctrl"):
    import subprocess
    x, y = app.center(node)
    subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
    time.sleep(0.05)
    subprocess.run(["xdotool", "keydown", modifier, "click", "1", "keyup", modifier], check=True, timeout=10)


def selected(app):
    chosen = {node.name for node in rows(app) if "selected" in app.states(node)}
    return [name for name in names(app) if name in chosen]


def header_title(app):
    labels = [node.name for node in app.find_all("label", showing=True) if node.name.endswith("selected")
              or node.name == "Click on items to select them"]
    return labels[0] if labels else None


def notification_text(app):
    """What the notification above the list says now."""
    for note in app.find_all("notification", showing=True):
        for label in app.find_all("label", root=note, showing=True):
            if label.name:
                return label.name
    return ""


def said(app):
    """What the app says of the last change: its notification, or, for a change to the focused
    row (a move by keyboard), the row's description (heard without a notification's role word;
    the notification still shows, for the eye)."""
    focused = app.focused()
    return notification_text(app) + " " + (focused.description if focused is not None else "")


def test_right_click_opens_the_rows_menu_and_remove_undoes(app):
    right_click(app, row(app, "March"))
    items = open_menu(app)
    assert items == [("Share", True), ("Remove", True), ("Move Up", True), ("Move Down", True), ("Select", True)], items
    assert app.find("menu", showing=True) is not None, "screen readers see a menu"
    app.screenshot("months-context-menu", whole_screen=True)
    app.click(app.find("menu item", "Remove", showing=True))
    wait_for(lambda: "March" not in names(app), "Remove in the menu removes March")
    wait_for(lambda: notification_text(app) == "“March” removed", "the removal is said with Undo")
    app.key("ctrl+z")
    wait_for(lambda: names(app) == MONTHS, "Ctrl+Z brings March back")


def test_shift_f10_and_the_menu_key_open_the_focused_rows_menu(app):
    wait_for(lambda: focused_name(app) == "January", "January has the focus")
    app.key("shift+F10")
    items = open_menu(app)
    assert ("Move Up", False) in items and ("Move Down", True) in items, "Move Up is disabled on the first row"
    wait_for(lambda: armed_item(app) == "Share", "the first item is selected, as in a menu opened by a key")
    app.key("Escape")
    wait_for(lambda: not app.find_all("menu item", showing=True) and focused_name(app) == "January",
             "Escape closes the menu and the focus is back on the row")
    app.key("Down", "Down", "Menu")
    open_menu(app)
    # Move Down by its mnemonic: March moves below April, and keeps the focus.
    app.key("d")
    wait_for(lambda: names(app)[2:4] == ["April", "March"], "Move Down moved March one place")
    wait_for(lambda: focused_name(app) == "March", "March keeps the focus")


def menu_parents(app):
    """The open context menu's accessible ancestors, nearest first, as (role, name): what a
    screen reader walks up from a menu item to tell whose menu it is."""
    menu = wait_for(lambda: app.find_all("menu", showing=True), "a menu on screen")[0]
    chain, node = [], menu.parent
    while node is not None and len(chain) < 40:
        chain.append((role_name(node), node.name))
        node = node.parent
    return chain


def test_the_context_menu_is_its_rows_for_screen_readers(app):
    # Whichever way it opens, the menu's accessible parent is the row it is for, in its list
    # and its window: a right-click on March while January has the focus, then Shift+F10 on
    # March, then the Menu key on April.
    wait_for(lambda: focused_name(app) == "January", "January has the focus")
    right_click(app, row(app, "March"))
    open_menu(app)
    for opened_on, then in (("March", "shift+F10"), ("March", "Down Menu"), ("April", None)):
        chain = menu_parents(app)
        assert chain[0] == ("list item", opened_on), chain
        assert ("list box", "Months") in chain and "application" in [role for role, _ in chain], chain
        app.key("Escape")
        wait_for(lambda: not app.find_all("menu item", showing=True) and focused_name(app) == opened_on,
                 f"Escape closes the menu and the focus is on {opened_on}")
        if then:
            app.key(*then.split())
            open_menu(app)


def test_alt_down_and_alt_up_move_one_undo_step_each_and_the_order_is_kept(launch, state_home):
    app = launch()
    wait_for(lambda: focused_name(app) == "January", "January has the focus")
    app.key("alt+Down", "alt+Down")
    wait_for(lambda: names(app)[:3] == ["February", "March", "January"], "January moved down two places")
    assert focused_name(app) == "January"
    wait_for(lambda: "“January”, moved to position 3 of 12" in said(app), "the move is said")
    app.key("ctrl+z")
    wait_for(lambda: names(app)[:3] == ["February", "January", "March"], "Ctrl+Z undoes one move")
    app.key("Down", "Down", "alt+Up")
    wait_for(lambda: names(app)[:4] == ["February", "January", "April", "March"], "Alt+Up moved April up")
    wait_for(lambda: "order" in state_file(app).get("months", {}) or "order" in str(state_file(app)), "the order is saved")
    app.stop()
    again = launch()
    wait_for(lambda: names(again)[:4] == ["February", "January", "April", "March"], "the order survives a restart")


def test_selection_by_ctrl_click_shift_click_and_bulk_remove_with_one_undo(app):
    ctrl_click(app, row(app, "February"))
    wait_for(lambda: selected(app) == ["February"], "Ctrl+click selects February")
    wait_for(lambda: header_title(app) == "1 selected", "the header says the count")
    for node in rows(app):
        assert "selectable" in app.states(node), "in selection mode every row is selectable"
    # A plain click toggles in selection mode; Shift+click selects a range from it.
    app.click(row(app, "April"))
    wait_for(lambda: selected(app) == ["February", "April"], "a click adds April")
    ctrl_click(app, row(app, "June"), modifier="shift")
    wait_for(lambda: selected(app) == ["February", "April", "May", "June"], "Shift+click selects April to June")
    wait_for(lambda: header_title(app) == "4 selected", "the header says 4 selected")
    app.screenshot("months-selection")
    app.click(app.find("push button", "Remove", showing=True))
    wait_for(lambda: names(app) == ["January", "March", "July", "August", "September", "October", "November", "December"],
             "the four are removed at once")
    wait_for(lambda: not any("selectable" in app.states(node) for node in rows(app)), "selection mode ends")
    wait_for(lambda: notification_text(app) == "4 removed", "the removal is said once, with its count")
    app.key("ctrl+z")
    wait_for(lambda: names(app) == MONTHS, "one Ctrl+Z brings all four back in their places")


def test_selection_by_keys_and_the_select_button(app):
    wait_for(lambda: focused_name(app) == "January", "January has the focus")
    app.key("ctrl+a")
    wait_for(lambda: len(selected(app)) == 12 and header_title(app) == "12 selected", "Ctrl+A selects every month")
    app.key("space")
    wait_for(lambda: "January" not in selected(app) and header_title(app) == "11 selected", "Space unselects January")
    app.key("Escape")
    wait_for(lambda: header_title(app) is None and not selected(app), "Escape leaves selection mode")
    assert not any("selectable" in app.states(node) for node in rows(app)), "outside selection mode no row is selectable"
    app.click(app.find("toggle button", "Select"))
    wait_for(lambda: header_title(app) == "Click on items to select them", "the select button enters selection mode")
    app.click(row(app, "February"))
    wait_for(lambda: selected(app) == ["February"], "a click selects February")
    app.key("shift+Down")
    wait_for(lambda: selected(app) == ["February", "March"], "Shift+Down extends the selection to March")
    app.key("Delete")
    wait_for(lambda: "February" not in names(app) and "March" not in names(app), "Delete removes the selection")


def test_select_all_and_remove_at_a_million_items(launch):
    app = launch(executable=bench_binary(), env={"FOLDOUT_MONTHS_ITEMS": "1000000"})
    wait_for(lambda: months_list(app).description == "1000000 items", "a million items")
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    app.key("ctrl+a")
    wait_for(lambda: (header_title(app) or "").replace(",", "") == "1000000 selected", "Ctrl+A selects a million at once")
    app.key("Delete")
    wait_for(lambda: months_list(app).description == "0 items", "the million are removed", timeout=20)
    app.key("ctrl+z")
    wait_for(lambda: months_list(app).description == "1000000 items", "one undo brings them back", timeout=20)
    wait_for(lambda: names(app)[:2] == ["Item 1", "Item 2"], "in their order")


def drag(app, start, end, steps=12, hold=0.0, release=True):
    """Presses button 1 at `start`, moves the pointer to `end` in steps as a hand does, waits
    `hold` seconds there, and lets go (unless `release` is false)."""
    import subprocess
    (x0, y0), (x1, y1) = start, end
    subprocess.run(["xdotool", "mousemove", str(x0), str(y0)], check=True, timeout=10)
    time.sleep(0.05)
    subprocess.run(["xdotool", "mousedown", "1"], check=True, timeout=10)
    for step in range(1, steps + 1):
        x = x0 + (x1 - x0) * step // steps
        y = y0 + (y1 - y0) * step // steps
        subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
        time.sleep(0.03)
    time.sleep(hold)
    if release:
        subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)


def extents(node):
    import pyatspi
    return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def handle_of(app, name):
    """The middle of a row's drag handle: at its start (its left, as the row is left to right)."""
    box = extents(row(app, name))
    return box.x + 20, box.y + box.height // 2


def test_dragging_april_by_its_handle_above_february_is_kept(launch):
    app = launch()
    wait_for(lambda: names(app) == MONTHS, "the twelve months")
    february = extents(row(app, "February"))
    drag(app, handle_of(app, "April"), (february.x + 20, february.y + 6))
    wait_for(lambda: names(app)[:4] == ["January", "April", "February", "March"], "April dropped above February")
    wait_for(lambda: focused_name(app) == "April", "the dropped row has the focus")
    wait_for(lambda: "“April”, moved to position 2 of 12" in notification_text(app), "the move is said, with Undo")
    app.screenshot("months-dragged")
    app.stop()
    again = launch()
    wait_for(lambda: names(again)[:4] == ["January", "April", "February", "March"], "the dragged order survives a restart")


def test_dragging_a_row_by_itself_shows_where_it_lands_and_escape_cancels(app):
    wait_for(lambda: names(app) == MONTHS, "the twelve months")
    march, may = extents(row(app, "March")), extents(row(app, "May"))
    # Held over May's lower half: the row would land below May.
    drag(app, (march.x + march.width // 2, march.y + march.height // 2), (may.x + may.width // 2, may.y + may.height - 8),
         release=False)
    app.screenshot("months-dragging")
    import subprocess
    subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)
    wait_for(lambda: names(app)[:5] == ["January", "February", "April", "May", "March"], "March dropped below May")
    assert not any(expanded for expanded in [("expanded" in app.states(node)) for node in rows(app)]), \
        "a drag is not a click: nothing unfolded"
    # Escape during a drag: nothing moves.
    june = extents(row(app, "June"))
    drag(app, handle_of(app, "January"), (june.x + 20, june.y + june.height - 6), release=False)
    app.key("Escape")
    subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)
    time.sleep(0.5)
    assert names(app)[:5] == ["January", "February", "April", "May", "March"], "Escape cancelled the drag"


def test_a_drag_near_the_bottom_scrolls_a_million_rows(launch):
    app = launch(executable=bench_binary(), env={"FOLDOUT_MONTHS_ITEMS": "1000000"})
    wait_for(lambda: months_list(app).description == "1000000 items", "a million items")
    window = extents(app.window)
    start = handle_of(app, "Item 2")
    # Held at the list's bottom edge for two seconds: the list scrolls on by itself.
    drag(app, start, (start[0], window.y + window.height - 12), hold=2.0)
    wait_for(lambda: focused_name(app) == "Item 2", "the dropped row has the focus")
    shown = names(app)
    assert "Item 1" not in shown, "the list scrolled while the row was held at its edge"
    below = [int(name.split()[1]) for name in shown if name != "Item 2"]
    assert min(below) > 40, f"Item 2 landed far down the list, among {shown}"
