"""Application-level behaviour: options, single instance, About, shortcuts."""
import os
import subprocess

from harness import binary, wait_for


def test_version_and_help_options():
    out = subprocess.run([binary(), "--version"], capture_output=True, text=True, timeout=20)
    assert out.returncode == 0 and out.stdout.strip() == "Foldout 2.0.0", out
    help_text = subprocess.run([binary(), "--help"], capture_output=True, text=True, timeout=20).stdout
    assert "--version" in help_text
    assert "exit-after-first-frame" not in help_text, "the benchmark option is foldout-bench's alone"


def test_second_launch_raises_the_first_instead_of_opening_another(app):
    env = dict(os.environ, XDG_STATE_HOME=app.state_home)
    second = subprocess.run([binary()], env=env, capture_output=True, text=True, timeout=20)
    assert second.returncode == 0, second.stderr
    frames = [c for c in app.accessible if c.getRoleName() == "frame"]
    assert len(frames) == 1, "still one window"
    assert app.process.poll() is None, "the first instance keeps running"


def test_about_dialog_from_the_primary_menu(app):
    app.click(app.find("push button", "Main Menu"))
    item = wait_for(lambda: next(iter(app.find_all("push button", "About Foldout", showing=True)
                                      + app.find_all("menu item", "About Foldout", showing=True)), None), "the menu shows About")
    app.click(item)
    dialog = wait_for(lambda: next((w for w in app.accessible if w.getRoleName() == "dialog" and "showing" in app.states(w)), None),
                      "the About dialog opens")
    labels = {node.name for node in app.find_all("label", root=dialog)}
    assert "2.0.0" in labels and "Foldout" in labels, sorted(labels)
    assert any("MIT" in name for name in labels | {n.name for n in app.find_all("link", root=dialog)}) or \
        app.find_all("push button", "License", root=dialog) or app.find_all("toggle button", "License", root=dialog)
    app.screenshot("about", whole_screen=True)
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    wait_for(lambda: not any(w.getRoleName() == "dialog" and "showing" in app.states(w) for w in app.accessible),
             "Escape closes the About dialog")


def test_start_up_does_not_load_the_svg_renderer(app):
    """librsvg (and libxml2 and ICU with it) costs ~8 MiB at start-up; the symbolic icons
    Foldout shows have PNG variants, so nothing on the first screen needs it."""
    with open(f"/proc/{app.process.pid}/maps", encoding="utf-8") as handle:
        maps = handle.read()
    assert "librsvg" not in maps, "something on the first screen renders an SVG"


def showing_dialog(app):
    return next((w for w in app.accessible if w.getRoleName() == "dialog" and "showing" in app.states(w)), None)


def test_f1_opens_the_help_and_escape_closes_it(app):
    app.key("F1")
    dialog = wait_for(lambda: showing_dialog(app), "F1 opens the help")
    assert dialog.name == "Help"
    headings = {node.name for node in app.find_all("heading", root=dialog)}
    assert {"Months", "Destinations", "Selector", "Preferences", "Everywhere"} <= headings, sorted(headings)
    labels = {node.name for node in app.find_all("label", root=dialog)}
    for text in ("F1", "Ctrl+Z", "undo the last removal or move",
                 "Alt+1", "show the Months page", "Alt+3", "show the Selector page", "Ctrl+Page Down, Ctrl+Page Up"):
        assert text in labels, (text, sorted(labels))
    app.screenshot("help", whole_screen=True)
    subprocess.run(["xdotool", "key", "Escape"], check=True)
    wait_for(lambda: showing_dialog(app) is None, "Escape closes the help")
    # The primary menu opens the same help.
    app.click(app.find("push button", "Main Menu"))
    item = wait_for(lambda: next(iter(app.find_all("push button", "Help", showing=True)), None), "the menu shows Help")
    app.click(item)
    wait_for(lambda: showing_dialog(app), "the menu's Help opens the help")


def test_f10_opens_the_main_menu_from_the_keyboard_and_closes_it(app):
    """GNOME's key for the primary menu: F10 opens it with the focus on its first item (the
    arrows move between the items, Enter chooses one); F10 again or Escape closes it."""
    menu_button = app.find("push button", "Main Menu")

    def menu_items():
        return app.find_all("push button", "Preferences", showing=True) + app.find_all("menu item", "Preferences", showing=True)

    # A push button that opens a menu, expanded while it is open (see test_orca_walk.py).
    assert "has popup" in app.states(menu_button) and "expandable" in app.states(menu_button)
    assert not menu_items() and "expanded" not in app.states(menu_button)
    app.key("F10")
    wait_for(lambda: menu_items(), "F10 opens the main menu")
    assert "expanded" in app.states(menu_button), "the menu button says the menu is open"
    app.screenshot("main-menu-f10", whole_screen=True)
    app.key("F10")
    wait_for(lambda: not menu_items(), "F10 again closes it")
    assert "expanded" not in app.states(menu_button)
    # Keyboard only: F10, then Enter on the first item (Preferences) opens the preferences.
    app.key("F10")
    wait_for(lambda: menu_items(), "F10 opens the main menu again")
    app.key("Escape")
    wait_for(lambda: not menu_items(), "Escape closes it")
    app.key("F10")
    wait_for(lambda: menu_items(), "and F10 opens it once more")
    app.key("Return")
    wait_for(lambda: next((w for w in app.accessible if w.name == "Preferences" and "showing" in app.states(w)
                           and w.getRoleName() in ("frame", "dialog")), None),
             "Enter on the menu's first item opens the Preferences window")
