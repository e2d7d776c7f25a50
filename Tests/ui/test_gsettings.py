"""Preferences in GSettings (schema io.github.foldout.Foldout) and the system's colour scheme
from the Settings portal, driven as a person (and an administrator with `gsettings`) would."""
import json
import os
import subprocess
import sys
import time

import pytest

from harness import PrivateBus, adopt_new_window, schema_dir, wait_for, x_windows

HERE = os.path.dirname(os.path.abspath(__file__))
PORTAL = ("--dest", "org.freedesktop.portal.Desktop", "--object-path", "/org/freedesktop/portal/desktop")


def open_preferences(app):
    """Opens Preferences with Ctrl+comma; later keys go to it. Returns the main window's id."""
    main = app.window_id
    before = x_windows(app)
    app.key("ctrl+comma")
    app.find("frame", "Preferences", showing=True)
    adopt_new_window(app, before, "the preferences window")
    return main


def lightness(path):
    """Mean lightness (0..1) of the right-hand strip of a main-window screenshot: its header,
    rows and background, where the preferences window (placed at the left, 480 px wide) does
    not cover it."""
    out = subprocess.run(["convert", path, "-gravity", "East", "-crop", "120x0+0+0", "+repage", "-colorspace", "Gray",
                          "-resize", "1x1!", "-format", "%[fx:mean]", "info:"], capture_output=True, text=True, check=True).stdout
    return float(out)


def main_window_is(app, main, style, name):
    """Whether the main window (X id `main`) is `style` ("dark" or "light"), from its pixels."""
    current = app.window_id
    app.window_id = main
    try:
        value = lightness(app.screenshot(name))
    finally:
        app.window_id = current
    return value < 0.4 if style == "dark" else value > 0.6


def chosen(app):
    """The title the Style row's combo box shows (its selected child, as screen readers read it)."""
    box = app.find("combo box", "Style")
    selection = box.querySelection()
    return selection.getSelectedChild(0).name if selection.nSelectedChildren == 1 else None


def state_file(app):
    with open(os.path.join(app.state_home, "foldout", "state.json"), encoding="utf-8") as handle:
        return json.load(handle)


@pytest.fixture
def portal():
    """Starts the fake Settings portal on the session bus: portal(value, version=2)."""
    started = []

    def start(value, version=2):
        process = subprocess.Popen([sys.executable, os.path.join(HERE, "fake_portal.py"), str(value), "--version", str(version)],
                                   stdout=subprocess.PIPE, text=True)
        assert process.stdout.readline().strip() == "ready", "the fake portal did not start"
        started.append(process)
        return process

    yield start
    for process in started:
        process.terminate()
        process.wait(timeout=5)


def portal_set(value):
    subprocess.run(["gdbus", "call", "--session", *PORTAL, "--method", "io.github.foldout.FakePortal.Set", str(value)],
                   check=True, capture_output=True, timeout=10)


def test_the_schema_is_compiled_by_the_build_and_lists_the_keys(app):
    assert sorted(app.gsettings("list-keys", "io.github.foldout.Foldout").split()) == [
        "animations", "color-scheme", "window-height", "window-maximized", "window-width"]
    assert app.gsettings("range", "io.github.foldout.Foldout", "color-scheme").split() == ["enum", "'system'", "'light'", "'dark'"]
    assert app.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'system'"


def test_dark_chosen_with_the_keyboard_reaches_gsettings_and_survives_a_restart(launch):
    app = launch()
    assert main_window_is(app, app.window_id, "light", "gsettings-start-light")
    main = open_preferences(app)
    assert chosen(app) == "Follow the system"
    wait_for(lambda: app.focused() is not None and app.focused().name == "Style", "the Style row has the focus")
    # Enter opens the list on the current choice; Down twice is Dark.
    app.key("Return")
    wait_for(lambda: app.find_all("menu item", "Dark", showing=True), "the list of styles opens")
    app.key("Down", "Down", "Return")
    wait_for(lambda: app.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'dark'", "gsettings says dark")
    assert chosen(app) == "Dark"
    wait_for(lambda: main_window_is(app, main, "dark", "gsettings-chosen-dark"), "the main window turns dark")
    app.window_id = main
    app.stop()
    again = launch()
    assert again.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'dark'"
    wait_for(lambda: main_window_is(again, again.window_id, "dark", "gsettings-dark-after-restart"), "the window starts dark")
    open_preferences(again)
    assert chosen(again) == "Dark"


def test_a_click_chooses_light_and_gsettings_set_and_reset_apply_live(launch):
    app = launch()
    main = open_preferences(app)
    app.click(app.find("combo box", "Style"))
    app.click(wait_for(lambda: next(iter(app.find_all("menu item", "Light", showing=True)), None), "the Light item shows"))
    wait_for(lambda: app.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'light'", "gsettings says light")
    # An administrator's gsettings while the app runs: the window and the open row follow at once.
    app.gsettings("set", "io.github.foldout.Foldout", "color-scheme", "dark")
    wait_for(lambda: chosen(app) == "Dark", "the Style row shows Dark")
    wait_for(lambda: main_window_is(app, main, "dark", "gsettings-set-dark"), "the window turns dark without a restart")
    app.gsettings("set", "io.github.foldout.Foldout", "color-scheme", "light")
    wait_for(lambda: main_window_is(app, main, "light", "gsettings-set-light"), "the window turns light without a restart")
    app.gsettings("set", "io.github.foldout.Foldout", "color-scheme", "dark")
    wait_for(lambda: main_window_is(app, main, "dark", "gsettings-set-dark-again"), "dark again")
    # Reset: back to following the system, which (no portal here) is light.
    app.gsettings("reset", "io.github.foldout.Foldout", "color-scheme")
    wait_for(lambda: chosen(app) == "Follow the system", "the Style row follows the system again")
    wait_for(lambda: main_window_is(app, main, "light", "gsettings-reset"), "the reset window is light")


def test_animations_switch_is_a_gsettings_key_both_ways(launch):
    app = launch()
    open_preferences(app)
    switch = app.find("toggle button", "Animations")
    assert "checked" in app.states(switch)
    app.click(switch)
    wait_for(lambda: app.gsettings("get", "io.github.foldout.Foldout", "animations") == "false", "gsettings says false")
    # And the other way: gsettings turns the open window's switch back on, and off again.
    app.gsettings("set", "io.github.foldout.Foldout", "animations", "true")
    wait_for(lambda: "checked" in app.states(switch), "the switch follows gsettings on")
    app.gsettings("set", "io.github.foldout.Foldout", "animations", "false")
    wait_for(lambda: "checked" not in app.states(switch), "the switch follows gsettings off")
    assert app.gsettings("get", "io.github.foldout.Foldout", "animations") == "false"
    app.stop()
    again = launch()
    open_preferences(again)
    assert "checked" not in again.states(again.find("toggle button", "Animations"))


def test_gsettings_moves_the_open_switch_without_activating_its_row(launch):
    """The switch row follows its setting live: `gsettings set` turns it off, and the row's
    handler does not run (it would write the value back: the keyfile, which `gsettings` has
    just written, would be written again)."""
    app = launch()
    open_preferences(app)
    switch = app.find("toggle button", "Animations")
    assert "checked" in app.states(switch)
    keyfile = os.path.join(app.config_home, "glib-2.0", "settings", "keyfile")
    app.gsettings("set", "io.github.foldout.Foldout", "animations", "false")
    written = os.stat(keyfile)
    wait_for(lambda: "checked" not in app.states(switch), "the switch follows gsettings off")
    time.sleep(1)  # time for a write-back to land
    after = os.stat(keyfile)
    assert (after.st_ino, after.st_mtime_ns, after.st_size) == (written.st_ino, written.st_mtime_ns, written.st_size), \
        "the app wrote the setting back: its row ran as if clicked"
    assert app.gsettings("get", "io.github.foldout.Foldout", "animations") == "false"
    # The switch still works both ways for a person.
    app.click(switch)
    wait_for(lambda: app.gsettings("get", "io.github.foldout.Foldout", "animations") == "true", "a click writes true")


def test_the_system_prefers_dark_at_start_then_default_live(launch, portal):
    portal(1)
    app = launch()
    main = app.window_id
    wait_for(lambda: main_window_is(app, main, "dark", "portal-prefer-dark"), "the window follows the dark system")
    portal_set(0)
    wait_for(lambda: main_window_is(app, main, "light", "portal-default"), "the window turns light live")
    portal_set(1)
    wait_for(lambda: main_window_is(app, main, "dark", "portal-dark-again"), "and dark again")
    # Light chosen in the preferences overrides the system; reset follows it again.
    app.gsettings("set", "io.github.foldout.Foldout", "color-scheme", "light")
    wait_for(lambda: main_window_is(app, main, "light", "portal-overridden-light"), "light overrides the dark system")
    app.gsettings("reset", "io.github.foldout.Foldout", "color-scheme")
    wait_for(lambda: main_window_is(app, main, "dark", "portal-followed-after-reset"), "reset follows the dark system")
    assert "Foldout-" not in app.stderr()


def test_an_older_portal_without_read_one_is_read_with_read(launch, portal):
    portal(1, version=1)
    app = launch(env={"G_MESSAGES_DEBUG": "Foldout"})
    wait_for(lambda: main_window_is(app, app.window_id, "dark", "portal-v1-dark"), "the window follows the dark system")
    wait_for(lambda: "Settings portal ReadOne" in app.stderr(), "the debug log names the refused call")


def test_no_portal_is_light_and_silent(launch):
    app = launch()
    assert main_window_is(app, app.window_id, "light", "no-portal-light")
    app.stop()
    assert "Foldout" not in app.stderr(), app.stderr()


def test_preferences_of_an_old_state_file_move_to_gsettings_once(launch, state_home):
    folder = os.path.join(state_home, "foldout")
    os.makedirs(folder)
    with open(os.path.join(folder, "state.json"), "w", encoding="utf-8") as handle:
        json.dump({"version": 1, "months": {"removed": ["month-2"], "open": None},
                   "settings": {"dark-theme": True, "animations": False},
                   "window": {"width": 800, "height": 600, "maximized": False}}, handle)
    app = launch()
    assert app.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'dark'"
    assert app.gsettings("get", "io.github.foldout.Foldout", "animations") == "false"
    assert app.gsettings("get", "io.github.foldout.Foldout", "window-width") == "800"
    assert app.gsettings("get", "io.github.foldout.Foldout", "window-height") == "600"
    state = state_file(app)
    assert "settings" not in state and "window" not in state, state
    assert state["months"]["removed"] == ["month-2"]
    assert "February" not in app.names("list item")
    wait_for(lambda: main_window_is(app, app.window_id, "dark", "migrated-dark"), "the migrated dark style applies")
    assert app.stderr().count("moved the preferences of") == 1
    app.stop()
    again = launch()
    assert "moved the preferences" not in again.stderr()
    assert again.gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'dark'"


def test_a_real_dconf_on_the_session_bus(launch, state_home):
    config = os.path.join(state_home, "dconf-config")
    runtime = os.path.join(state_home, "runtime")
    os.makedirs(runtime, mode=0o700)
    env = dict(os.environ, XDG_CONFIG_HOME=config, XDG_RUNTIME_DIR=runtime)
    with PrivateBus(env) as bus:
        dconf = {"GSETTINGS_BACKEND": "dconf", "XDG_CONFIG_HOME": config, "XDG_RUNTIME_DIR": runtime, **bus.app_env}
        app = launch(env=dconf)

        def gsettings(*args):
            run_env = dict(os.environ, GSETTINGS_SCHEMA_DIR=schema_dir(), **dconf)
            return subprocess.run(["gsettings", *args], env=run_env, capture_output=True, text=True,
                                  check=True, timeout=10).stdout.strip()

        main = open_preferences(app)
        gsettings("set", "io.github.foldout.Foldout", "color-scheme", "dark")
        wait_for(lambda: chosen(app) == "Dark", "dconf's change reaches the open Style row")
        wait_for(lambda: main_window_is(app, main, "dark", "dconf-dark"), "and the window")
        app.key("Return")
        wait_for(lambda: app.find_all("menu item", "Light", showing=True), "the list of styles opens")
        app.key("Up", "Return")
        wait_for(lambda: gsettings("get", "io.github.foldout.Foldout", "color-scheme") == "'light'", "dconf holds light")
        assert os.path.exists(os.path.join(config, "dconf", "user")), "dconf wrote its database"
        app.window_id = main
        app.stop()


def window_size(app):
    out = subprocess.run(["xdotool", "getwindowgeometry", app.window_id], capture_output=True, text=True, check=True).stdout
    width, height = out.split("Geometry:")[1].split()[0].split("x")
    return int(width), int(height)


def test_the_window_size_is_kept_in_gsettings(launch):
    app = launch()
    # The X window is the window's size (640 x 560 by default) plus its decorations.
    width, height = window_size(app)
    extra = (width - 640, height - 560)
    app.resize(900 + extra[0], 700 + extra[1])
    wait_for(lambda: window_size(app) == (900 + extra[0], 700 + extra[1]), "the window takes the new size")
    app.stop()
    assert app.gsettings("get", "io.github.foldout.Foldout", "window-width") == "900"
    assert app.gsettings("get", "io.github.foldout.Foldout", "window-height") == "700"
    assert app.gsettings("get", "io.github.foldout.Foldout", "window-maximized") == "false"
    again = launch()
    assert window_size(again) == (900 + extra[0], 700 + extra[1])
    again.stop()
    # Set by an administrator before the start: the window opens at that size.
    app.gsettings("set", "io.github.foldout.Foldout", "window-width", "720")
    third = launch()
    assert window_size(third) == (720 + extra[0], 700 + extra[1])
