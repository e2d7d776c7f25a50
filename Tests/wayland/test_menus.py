"""The main menu (F10) and the Style list open where they should on Wayland.

The main menu is a GtkPopover, drawn in the main window's own surface: AT-SPI's window
coordinates place it, so the test checks it hangs under its button. The Style list is a
GtkMenu, an xdg_popup surface that Mutter places; a Wayland client never learns where, and
AT-SPI's coordinates of a popup's items are only right inside the popup (see docs/testing.md).
So the test clicks with the pointer where the list must show "Dark" if it opened over the Style
box (the chosen item over the box, as GTK's combo boxes open): Dark is chosen only if it is there."""
from harness import wait_for


def chosen(app):
    """The title the Style box shows (its selected child, as screen readers read it)."""
    selection = app.find("combo box", "Style").querySelection()
    return selection.getSelectedChild(0).name if selection.nSelectedChildren == 1 else None


def showing_items(app, name):
    return app.find_all("push button", name, showing=True) + app.find_all("menu item", name, showing=True)


def test_f10_opens_the_main_menu_under_its_button(app):
    button = app.find("push button", "Main Menu")
    assert not showing_items(app, "Preferences")
    app.key("F10")
    wait_for(lambda: showing_items(app, "Preferences"), "F10 opens the main menu")
    assert "expanded" in app.states(button), "the menu button says the menu is open"
    bx, by, bw, bh = app.extents(button)
    _, _, width, height = app.extents(app.window)
    items = [showing_items(app, name)[0] for name in ("Preferences", "Keyboard Shortcuts", "Help", "About Foldout")]
    boxes = [app.extents(item) for item in items]
    tops = [y for _, y, _, _ in boxes]
    assert tops == sorted(tops), f"the items are listed top to bottom: {boxes}"
    assert by + bh <= tops[0] < by + bh + 50, f"the menu is not just under the button (bottom {by + bh}): {boxes}"
    for x, y, w, h in boxes:
        assert x < bx + bw and x + w > bx, f"an item at x={x}..{x + w} is not under the button ({bx}..{bx + bw})"
        assert 0 <= x and x + w <= width and y + h <= height, f"an item leaves the window ({width}x{height}): {boxes}"
    app.screenshot("main-menu-f10")
    app.key("F10")
    wait_for(lambda: not showing_items(app, "Preferences"), "F10 again closes it")
    assert "checked" not in app.states(button)
    # The pointer opens it too: a click on the button.
    app.click(button)
    wait_for(lambda: showing_items(app, "Preferences"), "a click on the button opens the main menu")
    app.key("Escape")
    wait_for(lambda: not showing_items(app, "Preferences"), "Escape closes it")


def test_the_style_list_opens_over_the_style_box(app):
    app.key("ctrl+comma")
    prefs = wait_for(lambda: next((w for w in app.accessible if w.name == "Preferences" and "active" in app.states(w)), None),
                     "Ctrl+, opens Preferences with the focus")
    wait_for(lambda: (app.focused() or prefs).name == "Style", "the Style row has the focus")
    box = app.find("combo box", "Style")
    app.key("Tab", "alt+Down")
    wait_for(lambda: app.find_all("menu item", "Dark", showing=True), "Tab, Alt+Down opens the Style list")
    # The list is a popup window of its own (GTK's accessible tree also shows its items under
    # the combo box).
    popup = wait_for(lambda: next((w for w in app.accessible if w.getRoleName() == "window" and "showing" in app.states(w)), None),
                     "the list's popup window shows")
    items = {name: app.find("menu item", name, root=popup) for name in ("Follow the system", "Light", "Dark")}
    assert chosen(app) == "Follow the system"
    app.screenshot("style-list")
    pointer = app.pointer(prefs)  # a cast of the Preferences window (Mutter's focus stays on it)
    # Inside the popup the items' places are right: Dark is this far below the chosen item.
    _, chosen_y, _, _ = app.extents(items["Follow the system"])
    _, dark_y, _, dark_h = app.extents(items["Dark"])
    x, y = app.center(box)
    pointer.click(x, y + (dark_y - chosen_y))
    wait_for(lambda: not app.find_all("menu item", "Dark", showing=True), "the click closes the list")
    wait_for(lambda: app.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'dark'",
             "the click chose Dark: the list opened over the Style box")
    wait_for(lambda: chosen(app) == "Dark", "the Style box shows Dark")
