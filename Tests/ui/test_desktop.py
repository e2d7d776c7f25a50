"""Foldout as a citizen of the desktop: D-Bus activation (one window however it is launched),
the look compiled into the binary, and GLib's structured logging with the domain Foldout."""
import os
import shutil
import subprocess
import tempfile
import time

import pyatspi
import pytest

from harness import ARTIFACTS, PrivateBus, binary, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APP_ID = "io.github.foldout.Foldout"
ACTIVATE = ("--dest", APP_ID, "--object-path", "/io/github/foldout/Foldout", "--method", "org.freedesktop.Application.Activate", "{}")


def frames_of(pid):
    """The frames (top-level windows) process `pid` shows on the accessibility bus."""
    for app in pyatspi.Registry.getDesktop(0):
        try:
            if app is not None and app.get_process_id() == pid:
                return [child for child in app if child.getRoleName() == "frame"
                        and child.getState().contains(pyatspi.STATE_SHOWING)]
        except Exception:
            continue
    return []


def owner_pid(bus):
    """The pid owning the application's name on `bus`, or None."""
    out = bus.call("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                   "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", APP_ID, check=False)
    return int(out.strip("(),").split()[-1]) if out.startswith("(uint32") else None


@pytest.fixture
def desktop(state_home):
    """A private session bus whose XDG_DATA_DIRS hold Foldout's D-Bus service file (Exec: the
    build under test with --gapplication-service) and desktop entry, as the .deb installs them."""
    data = tempfile.mkdtemp(prefix="foldout-xdg-data-")
    os.makedirs(os.path.join(data, "dbus-1", "services"))
    os.makedirs(os.path.join(data, "applications"))
    with open(os.path.join(ROOT, "data", f"{APP_ID}.service"), encoding="utf-8") as handle:
        service = handle.read().replace("/usr/bin/foldout", binary())
    with open(os.path.join(data, "dbus-1", "services", f"{APP_ID}.service"), "w", encoding="utf-8") as handle:
        handle.write(service)
    # The shipped entry: translated from data/*.desktop.in by tools/build-locale (tools/test runs it).
    shutil.copy(os.path.join(ROOT, ".build", f"{APP_ID}.desktop"), os.path.join(data, "applications"))
    # The entry's Exec=foldout must be on PATH (GIO checks it), as /usr/bin/foldout is once installed.
    os.makedirs(os.path.join(data, "bin"))
    os.symlink(binary(), os.path.join(data, "bin", "foldout"))
    env = dict(os.environ, XDG_DATA_DIRS=f"{data}:/usr/share", PATH=f"{data}/bin:{os.environ['PATH']}", XDG_STATE_HOME=state_home,
               XDG_CONFIG_HOME=os.path.join(state_home, "config"), GSETTINGS_BACKEND="keyfile",
               G_DEBUG="fatal-criticals")
    env.pop("NO_AT_BRIDGE", None)
    with PrivateBus(env) as bus:
        bus.data = data
        yield bus
        pid = owner_pid(bus)
        if pid:
            os.kill(pid, 15)
    shutil.rmtree(data, ignore_errors=True)


def test_dbus_activation_starts_the_app_and_raises_the_one_window(desktop):
    assert owner_pid(desktop) is None
    desktop.call(*ACTIVATE)
    pid = wait_for(lambda: owner_pid(desktop), "the bus starts foldout from its service file", timeout=20)
    with open(f"/proc/{pid}/cmdline", "rb") as handle:
        assert handle.read().split(b"\0")[1] == b"--gapplication-service"
    wait_for(lambda: len(frames_of(pid)) == 1, "its window shows", timeout=20)
    # Activated again: the same process raises the same window.
    desktop.call(*ACTIVATE)
    time.sleep(1)
    assert owner_pid(desktop) == pid
    assert len(frames_of(pid)) == 1
    # `gio launch` of the desktop entry (DBusActivatable=true) goes through D-Bus too.
    env = dict(desktop.env, **desktop.app_env)
    launched = subprocess.run(["gio", "launch", os.path.join(desktop.data, "applications", f"{APP_ID}.desktop")],
                              env=env, timeout=20, capture_output=True, text=True)
    assert launched.returncode == 0, launched.stderr
    launched = subprocess.run(["gtk-launch", APP_ID], env=env, timeout=20, capture_output=True, text=True)
    assert launched.returncode == 0, launched.stderr
    time.sleep(1)
    assert owner_pid(desktop) == pid
    assert len(frames_of(pid)) == 1
    # A second foldout on the command line hands over to the first and ends.
    second = subprocess.run([binary()], env=env, timeout=20, capture_output=True, text=True)
    assert second.returncode == 0, second.stderr
    assert owner_pid(desktop) == pid
    assert len(frames_of(pid)) == 1


def test_the_look_is_built_in_a_copy_away_from_the_source_tree_is_styled(launch, state_home):
    normal = launch()
    normal_shot = normal.screenshot("styled-from-the-build")
    normal.stop()
    # Installed layout without resources/: bin/foldout and share/foldout/data only.
    prefix = tempfile.mkdtemp(prefix="foldout-away-")
    os.makedirs(os.path.join(prefix, "bin"))
    shutil.copy(binary(), os.path.join(prefix, "bin", "foldout"))
    shutil.copytree(os.path.join(ROOT, "data"), os.path.join(prefix, "share", "foldout", "data"))
    away = launch(executable=os.path.join(prefix, "bin", "foldout"))
    away_shot = away.screenshot("styled-away-from-the-tree")
    compare = subprocess.run(["compare", "-metric", "AE", normal_shot, away_shot, os.path.join(ARTIFACTS, "styled-difference.png")],
                             capture_output=True, text=True)
    assert compare.stderr.strip() == "0", f"{compare.stderr} pixels differ"
    assert not os.path.exists(os.path.join(prefix, "resources"))
    assert "plain theme" not in away.stderr()
    shutil.rmtree(prefix, ignore_errors=True)


def test_without_a_schema_the_app_runs_on_defaults_and_says_so_once(launch):
    prefix = tempfile.mkdtemp(prefix="foldout-noschema-")
    os.makedirs(os.path.join(prefix, "bin"))
    shutil.copy(binary(), os.path.join(prefix, "bin", "foldout"))
    shutil.copytree(os.path.join(ROOT, "data"), os.path.join(prefix, "share", "foldout", "data"))
    # Outside the build tree the build's schema is not used, and none is installed here.
    assert not os.path.exists(f"/usr/share/glib-2.0/schemas/{APP_ID}.gschema.xml")
    app = launch(executable=os.path.join(prefix, "bin", "foldout"))
    app.find("list item", "March")
    messages = [line for line in app.stderr().splitlines() if "Foldout-" in line]
    assert len(messages) == 1, messages
    assert "Foldout-Message" in messages[0]
    assert messages[0].endswith("the GSettings schema io.github.foldout.Foldout is not installed; "
                                "preferences start from their defaults and are not kept"), messages[0]
    shutil.rmtree(prefix, ignore_errors=True)


def test_a_bad_data_file_is_logged_with_the_domain_foldout(launch):
    folder = tempfile.mkdtemp(prefix="foldout-log-")
    path = os.path.join(folder, "destinations.json")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write('{"destinations": [\n  {"name": "X",, }\n]}\n')
    app = launch(args=["--destinations", path], env={"FOLDOUT_PAGE": "destinations"})
    wait_for(lambda: "cannot load destinations" in app.stderr(), "the message reaches the log")
    line = next(line for line in app.stderr().splitlines() if "cannot load destinations" in line)
    # GLib's writer: "(foldout:PID): Foldout-WARNING **: HH:MM:SS.mmm: message" (journald gets
    # the same record with GLIB_DOMAIN=Foldout on a desktop).
    assert "): Foldout-WARNING **: " in line, line
    assert line.endswith(f"cannot load destinations: {path}: line 2, column 16: unexpected character ',' (expected a string key)"), line
    shutil.rmtree(folder, ignore_errors=True)


def test_a_bad_data_file_of_a_page_out_of_sight_is_logged_at_start_up(launch):
    # The Destinations page reads its file once the first frame is on screen, not when a
    # person first opens it: the log hears of a bad file at start-up all the same.
    folder = tempfile.mkdtemp(prefix="foldout-log-")
    path = os.path.join(folder, "destinations.json")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write('{"destinations": 3}\n')
    app = launch(args=["--destinations", path])
    wait_for(lambda: "cannot load destinations" in app.stderr(), "the message reaches the log without opening the page")
    assert app.find("list box", "Months", showing=True), "the Months page is the one shown"
    app.key("alt+2")
    wait_for(lambda: app.find("label", "The destinations could not be loaded", showing=True), "the page shows the problem")
    assert app.stderr().count("cannot load destinations") == 1, "read once"
    shutil.rmtree(folder, ignore_errors=True)


def test_debug_messages_show_only_with_g_messages_debug(launch):
    quiet = launch()
    quiet.stop()
    assert "Foldout-DEBUG" not in quiet.stderr()
    chatty = launch(env={"G_MESSAGES_DEBUG": "Foldout"})
    wait_for(lambda: "Foldout-DEBUG" in chatty.stderr(), "debug messages of the domain Foldout show")
