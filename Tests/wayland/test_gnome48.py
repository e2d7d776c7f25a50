"""GNOME 48 on Wayland, as its users run Foldout: launched through the installed desktop entry
(D-Bus activation, as GNOME Shell's app grid does) and heard by Orca 48.

Orca hears a Wayland session from GNOME 48 on: it takes its keys from the compositor (Mutter's
keyboard monitor), which Debian 12's Mutter 43 does not offer, and at start it still reads the
keymap from an X display, so Mutter runs Xwayland for it (tools/with-wayland with
FOLDOUT_WAYLAND_XWAYLAND=1; the app itself stays on Wayland). tools/test-trixie runs this module
in a Debian 13 root on the installed package; on Debian 12 its scenarios are skipped, saying why.
"""
import os
import re
import subprocess
import sys

import pyatspi
import pytest

from harness import bench_binary, wait_for
from screen_reader import Orca
from test_orca import assert_heard
from wayland_harness import WaylandApp, require_wayland_session

ENTRY = "io.github.foldout.Foldout"
INSTALLED_ENTRY = f"/usr/share/applications/{ENTRY}.desktop"
XWAYLAND = os.environ.get("FOLDOUT_XWAYLAND_DISPLAY")


def orca_major():
    try:
        out = subprocess.run(["orca", "--version"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        return 0
    match = re.search(r"(\d+)\.", out)
    return int(match.group(1)) if match else 0


class WaylandOrca(Orca):
    """Orca in the Wayland session: keys typed through Mutter's RemoteDesktop (Orca hears them
    through Mutter's keyboard monitor, as on a GNOME 48 desktop), Xwayland's display for its
    keymap only."""

    def __init__(self, desktop):
        super().__init__()
        self.desktop = desktop

    def environment(self):
        env = super().environment()
        env["DISPLAY"] = XWAYLAND
        return env

    def press(self, *keys, expect=None, timeout=10.0):
        mark = self.mark()
        for key in keys:
            self.desktop.key(key)
        return self.wait_for_speech(expect, since=mark, timeout=timeout)


@pytest.fixture(scope="module")
def orca(desktop):
    if not XWAYLAND or orca_major() < 48:
        pytest.skip("Orca hears Wayland apps from GNOME 48 on (Mutter's keyboard monitor); this session has "
                    + (f"Orca {orca_major()}" if XWAYLAND else "no Xwayland for it")
                    + ": tools/test-trixie runs these scenarios on GNOME 48")
    reader = WaylandOrca(desktop).start(timeout=60)
    yield reader
    reader.stop()


def test_orca_hears_the_pages_on_wayland(launch, orca):
    app, heard = orca.launch(launch, expect="January")
    assert_heard(heard, "January", "collapsed")
    heard = orca.press("alt+2", expect="San Francisco")
    assert_heard(heard, "tree level 1")
    heard = orca.press("alt+3", expect="Sport")
    assert_heard(heard, "combo box")
    app.assert_healthy()


def test_orca_hears_a_row_unfold_on_wayland(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", expect="February")
    heard = orca.press("Return", expect="expanded")
    assert_heard(heard, "expanded")
    heard = orca.press("Tab", expect="Share")
    # Orca 48 says "button" where Orca 43 said "push button" (at-spi2-core's new role name).
    assert_heard(heard, "Share button", "Copy “February” to the clipboard")
    heard = orca.press("Escape", expect="collapsed")
    app.assert_healthy()


def test_orca_hears_the_search_count_on_wayland(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("ctrl+f", expect="Search Months")
    orca.press("j", expect="result")
    heard = orca.press("u", expect="2 results")
    assert_heard(heard, "2 results")
    heard = orca.press("Down", expect="June")
    app.assert_healthy()


def test_orca_hears_a_move_and_its_undo_on_wayland(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("Down", "Down", expect="March")
    heard = orca.press("alt+Up", expect="moved")
    assert_heard(heard, "“March”, moved to position 2 of 12")
    heard = orca.press("ctrl+z", expect="back at")
    assert_heard(heard, "“March”, back at position 3 of 12")
    app.assert_healthy()


def test_orca_where_am_i_tells_the_true_place_on_wayland(launch, orca):
    """Where Am I (KP_Enter, Orca's own key, which Orca 48 takes through Mutter's keyboard
    monitor) tells the row's true place among all rows, as on X11 (test_orca_more.py)."""
    app, _ = orca.launch(launch, expect="January")
    orca.press("End", expect="December")
    heard = orca.press("KP_Enter", expect="of 12")
    assert_heard(heard, "December", "12 of 12")
    # Home says the row, not the list again: the list does not claim to manage the rows (its
    # row set does), or Orca 48 takes the set for the focus ("Bogus any_data suspected") and
    # says "List with 12 items" first.
    heard = orca.press("Home", expect="January")
    assert "items" not in heard.text and "List" not in heard.text, heard.utterances
    heard = orca.press("KP_Enter", expect="of 12")
    assert_heard(heard, "January", "1 of 12")
    app.assert_healthy()


def test_orca_hears_the_lists_size_and_a_closed_menu_as_the_row_on_wayland(launch, orca):
    """As on X11 (test_orca_positions.py, test_orca_arranging.py): the Months list entered
    again from another page tells its size, here through Where Am I ("1 of 12"); Escape out of
    a row's context menu (a popover, within the window) says the row again and not the window,
    the list or its size. What Orca 48 says of the list itself as the focus enters it
    ("Months List with 12 items") is not checked: Orca 48.1 leaves it out when stale entries
    of its never-emptied layout-only cache (keyed by object address) fall on the list box and
    its row set, after earlier scenarios' applications closed (docs/testing.md)."""
    app, _ = orca.launch(launch, expect="January")
    orca.press("alt+2", expect="San Francisco")
    orca.press("alt+1", expect="January")
    heard = orca.press("KP_Enter", expect="of 12")
    assert_heard(heard, "January", "1 of 12")
    orca.press("Down", expect="February")
    orca.press("shift+F10", expect="Share")
    heard = orca.press("Escape", expect="February")
    for noise in ("frame", "Foldout", "list box", "12 items", "Share"):
        assert noise not in heard.text, f"Orca said {noise!r}: {heard.utterances!r}"
    app.assert_healthy()


def test_orca_hears_a_million_rows_true_places_on_wayland(launch, orca):
    """As on X11 (test_orca_positions.py, test_orca_more.py), at a million rows of which a
    screenful exist as widgets: End, Up and Page Down are heard at their rows, Where Am I
    (Orca's default settings speak no position on moves) tells each row's true place among
    the million, also once the list is entered again. The installed package holds no
    foldout-bench (the million generated months): tools/test-trixie runs the one its build
    root built from the same source."""
    bench = bench_binary()
    if not os.access(bench, os.X_OK):
        pytest.skip(f"needs foldout-bench ({bench} is not there): tools/test-trixie hands the one its build root built "
                    "as FOLDOUT_BENCH_BIN")
    app, _ = orca.launch(launch, expect="Item 1", env={"FOLDOUT_MONTHS_ITEMS": "1000000"}, executable=bench,
                         timeout=90)
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "Item 1", "1 of 1000000")
    orca.press("End", expect="Item 1000000")
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "Item 1000000", "1000000 of 1000000")
    orca.press("Up", expect="Item 999999")
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, "Item 999999", "999999 of 1000000")
    # Home, then two Page Downs: the row reached, at its own place.
    orca.press("Home", expect="Item 1")
    orca.press("Page_Down", expect="Item")
    heard = orca.press("Page_Down", expect="Item")
    number = int(re.findall(r"\bItem (\d+)", heard.text)[-1])
    assert number > 20, heard.utterances
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, f"{number} of 1000000")
    # To the next page and back: the row's true place still. (What Orca 48 says of the list as
    # it is entered is not checked: Orca 48.1 leaves out "Months List with 1000000 items" when
    # stale entries of its never-emptied layout-only cache fall on the list box and its row
    # set; see docs/testing.md.)
    orca.press("alt+2", expect="San Francisco")
    orca.press("alt+1", expect=f"Item {number}")
    heard = orca.press("KP_Enter", expect="of 1000000")
    assert_heard(heard, f"{number} of 1000000")
    app.assert_healthy()


class EntryLaunchedApp(WaylandApp):
    """Foldout started as GNOME Shell starts it: `gtk-launch` on the installed desktop entry,
    which is DBusActivatable, so the session bus starts /usr/bin/foldout from the installed
    D-Bus service file. The bus starts it with its activation environment, which the test sets
    as gnome-session does (UpdateActivationEnvironment)."""

    def __init__(self, desktop, state_home, config_home):
        super().__init__(desktop, state_home=state_home, executable="gtk-launch", args=[ENTRY],
                         env={"XDG_CONFIG_HOME": config_home})
        self.config_home = config_home
        self.launched = None  # the pid of the foldout the bus started

    def start(self):
        require_wayland_session()
        settings = {"XDG_STATE_HOME": self.state_home, "XDG_CONFIG_HOME": self.config_home,
                    "GSETTINGS_BACKEND": "keyfile", "G_DEBUG": "fatal-criticals", "LANG": "C.UTF-8",
                    "LC_ALL": "C.UTF-8", "GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": os.environ["WAYLAND_DISPLAY"],
                    "XDG_RUNTIME_DIR": os.environ["XDG_RUNTIME_DIR"]}
        update_activation_environment(settings)
        self.before = {p.get_process_id() for p in pyatspi.Registry.getDesktop(0) if p is not None}
        return super().start()

    def _find_application(self):
        for program in pyatspi.Registry.getDesktop(0):
            try:
                pid = program.get_process_id()
                if pid not in self.before and os.path.realpath(f"/proc/{pid}/exe") == "/usr/bin/foldout":
                    self.launched = pid
                    return program
            except Exception:
                continue
        return None

    def kill(self):
        if self.launched is not None:
            try:
                os.kill(self.launched, 9)
            except ProcessLookupError:
                pass
        super().kill()

    def assert_healthy(self):
        assert self.launched is not None and os.path.exists(f"/proc/{self.launched}"), "foldout is gone"


def test_the_desktop_entry_starts_foldout_on_wayland_with_the_focus(desktop, state_home, gnome_session):
    if not os.path.exists(INSTALLED_ENTRY) or os.path.realpath(os.environ.get("FOLDOUT_BIN", "")) != "/usr/bin/foldout":
        pytest.skip("needs the installed package (its desktop entry and D-Bus service): tools/test-trixie")
    # The session's settings folder (the activation environment's), as one user's is.
    app = EntryLaunchedApp(desktop, state_home, gnome_session)
    try:
        app.start()
        wait_for(lambda: "active" in app.states(app.window), "the window opened from the entry has the focus", timeout=10)
        wait_for(lambda: app.focused() is not None and app.focused().name == "January", "January has the focus")
        app.key("Down")
        wait_for(lambda: app.focused().name == "February", "keys reach it: Down moves to February")
        cmdline = open(f"/proc/{app.launched}/cmdline", "rb").read().split(b"\0")
        assert b"--gapplication-service" in cmdline, f"started by D-Bus activation: {cmdline}"
        app.assert_healthy()
    finally:
        app.kill()


PORTAL = "/usr/libexec/xdg-desktop-portal"
PORTAL_GNOME = "/usr/libexec/xdg-desktop-portal-gnome"


def gnome_settings(config_home, *args):
    """`gsettings` on GNOME's own keys, in the keyfile that the app and the portal read."""
    env = dict(os.environ, GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=config_home)
    return subprocess.run(["gsettings", *args], env=env, capture_output=True, text=True, check=True, timeout=10).stdout.strip()


def update_activation_environment(settings):
    """What gnome-session does at login: the environment the session bus starts services in."""
    pairs = ", ".join(f"'{key}': '{value}'" for key, value in settings.items())
    subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                    "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.UpdateActivationEnvironment",
                    "{" + pairs + "}"], check=True, capture_output=True, timeout=10)


def window_lightness(desktop, app, name):
    """Mean lightness (0..1) of the window on screen: where the screen differs from the empty
    desktop, through Mutter's screen cast."""
    from test_screenshot import changed_box, crop
    shot = desktop.still_screen()
    path = crop(shot, changed_box(desktop.empty_screen, shot), name)
    # -alpha off: ImageMagick 7 (Debian 13) counts the alpha channel in fx:mean, 6 does not.
    out = subprocess.run(["convert", path, "-alpha", "off", "-colorspace", "Gray", "-resize", "1x1!", "-format", "%[fx:mean]", "info:"],
                         capture_output=True, text=True, check=True, timeout=20).stdout
    return float(out)


@pytest.fixture(scope="module", autouse=True)
def gnome_session(tmp_path_factory):
    """The session bus's activation environment as gnome-session sets it at login, before any
    service starts: GNOME's portal backend is chosen for XDG_CURRENT_DESKTOP=GNOME, and reads
    GNOME's settings from a keyfile of the module's (the dark style scenario's app shares it)."""
    config_home = str(tmp_path_factory.mktemp("gnome-config"))
    update_activation_environment({
        "XDG_CURRENT_DESKTOP": "GNOME", "XDG_SESSION_TYPE": "wayland", "GSETTINGS_BACKEND": "keyfile",
        "XDG_CONFIG_HOME": config_home, "WAYLAND_DISPLAY": os.environ.get("WAYLAND_DISPLAY", ""),
        "XDG_RUNTIME_DIR": os.environ.get("XDG_RUNTIME_DIR", ""), "GDK_BACKEND": "wayland"})
    if os.path.exists(PORTAL):
        # The portal starts now, with this environment, whichever scenario runs first.
        subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path",
                        "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
                        "org.freedesktop.appearance", "color-scheme"], capture_output=True, timeout=30)
    return config_home


def test_gnome48_dark_style_and_text_scale_reach_the_app_live(desktop, launch, gnome_session):
    """GNOME 48's Appearance settings, as its Settings app writes them, reach Foldout through
    the desktop's own Settings portal (xdg-desktop-portal with its GNOME backend, started by the
    session bus as on a GNOME desktop): dark style at start and back to light live; the text
    scale makes the text larger live, and the rows taller once it outgrows them."""
    if not (os.path.exists(PORTAL) and os.path.exists(PORTAL_GNOME)):
        pytest.skip("needs GNOME's Settings portal (xdg-desktop-portal-gnome): tools/test-trixie installs it")
    config_home = gnome_session  # GNOME's settings, which the portal reads
    gnome_settings(config_home, "set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark")
    # The app's own settings (harness: <state_home>/config) in the same keyfile folder, as one
    # user's are: its state folder is the module's.
    app = launch(state_home=os.path.dirname(config_home) + "/state", env={"XDG_CONFIG_HOME": config_home})
    wait_for(lambda: window_lightness(desktop, app, "gnome48-dark") < 0.4,
             "the window starts dark: GNOME's dark style, read through the portal", timeout=60)
    gnome_settings(config_home, "set", "org.gnome.desktop.interface", "color-scheme", "default")
    wait_for(lambda: window_lightness(desktop, app, "gnome48-light") > 0.6,
             "the window turns light when GNOME's style does, without a restart", timeout=60)
    months = app.find("list box", "Months")

    def january_text():
        """The size of January's text as drawn (its label's glyphs, from AT-SPI's Text): the row
        keeps its minimum height until the text outgrows it."""
        label = app.find("label", "January", root=app.find("list item", "January", root=months))
        text = label.queryText()
        _, _, width, height = text.getRangeExtents(0, text.characterCount, 0)
        return width, height

    width, height = january_text()
    gnome_settings(config_home, "set", "org.gnome.desktop.interface", "text-scaling-factor", "1.5")
    wait_for(lambda: january_text()[0] >= width * 1.3 and january_text()[1] >= height * 1.3,
             f"the text grows with GNOME's text scale 1.5 (January was {width}x{height} px)", timeout=20)
    gnome_settings(config_home, "set", "org.gnome.desktop.interface", "text-scaling-factor", "2.5")
    wait_for(lambda: app.extents(app.find("list item", "January", root=months))[3] > january_text()[1],
             "at 2.5 the row grows to hold its text (measured again when the text scale changes)", timeout=20)
    app.assert_healthy()


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-v"]))
