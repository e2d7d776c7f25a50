"""Drive the real Foldout process as a person would: real X input (xdotool) and the
accessibility tree a screen reader sees (AT-SPI via pyatspi).

Run under an X server and a session D-Bus (see tools/test). A scenario is a pytest
test taking the ``app`` fixture (conftest.py):

    def test_something(app):
        row = app.find("list item", "March")
        app.click(row)
        app.wait_for(lambda: "expanded" in app.states(row), "March expands")
"""
import glob
import json
import os
import signal
import subprocess
import tempfile
import time

import pyatspi

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.path.join(ROOT, "Tests", "ui", "artifacts")
# A translations folder holding none ($FOLDOUT_LOCALEDIR, and then $FOLDOUT_KIT_LOCALEDIR): Foldout's
# strings and the kit's stay English.
NO_CATALOGS = "/nonexistent/foldout-no-catalogs"


def binary():
    """The foldout executable under test: $FOLDOUT_BIN or the debug build."""
    return os.environ.get("FOLDOUT_BIN") or os.path.join(ROOT, ".build", "debug", "foldout")


def bench_binary():
    """Foldout with the benchmarks' probes (the trace, FOLDOUT_MONTHS_ITEMS, the frame
    benchmarks, --exit-after-first-frame): $FOLDOUT_BENCH_BIN or the foldout-bench built beside
    the foldout under test (the shipped foldout holds none of them)."""
    return os.environ.get("FOLDOUT_BENCH_BIN") or os.path.join(os.path.dirname(binary()), "foldout-bench")


#: Role names as at-spi2-core names them from 2.52 on (Debian 13), by the names the scenarios
#: use, which are Debian 12's: only ROLE_PUSH_BUTTON was renamed ("push button" to "button").
ROLE_NAMES = {"button": "push button"}


def role_name(node):
    """`node`'s AT-SPI role name, the same on every at-spi2-core the tests run with."""
    name = node.getRoleName()
    return ROLE_NAMES.get(name, name)


def schema_dir():
    """The folder where the build compiled Foldout's GSettings schema (for the gsettings tool;
    the app finds it by itself); the system's for an installed foldout (/usr/bin/foldout)."""
    exe = os.path.realpath(binary())
    if exe.startswith("/usr/bin/"):
        return "/usr/share/glib-2.0/schemas"
    folder = os.path.dirname(exe)
    while folder != "/" and not os.path.isdir(os.path.join(folder, "plugins", "outputs")):
        folder = os.path.dirname(folder)
    for found in glob.glob(os.path.join(folder, "plugins", "outputs", "*", "FoldoutApp", "destination", "*", "schemas")):
        if os.path.exists(os.path.join(found, "gschemas.compiled")):
            return found
    raise AssertionError(f"no compiled schema in the build folder of {exe}")


def save_like_an_editor(path, value, **dump):
    """Writes `value` as JSON to `path` as editors save: a new file renamed over the old one
    (what the app's file monitor sees as one change). `dump`: json.dump's options."""
    with open(path + ".new", "w", encoding="utf-8") as handle:
        json.dump(value, handle, **dump)
    os.replace(path + ".new", path)


def wait_for(predicate, what, timeout=5.0, interval=0.05):
    """Polls until predicate() is truthy; fails naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception as error:  # the tree changes under us while widgets come and go
            last_error = error
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for: {what}" + (f" (last error: {last_error})" if last_error else ""))


def x_windows(app):
    """The X ids of the app's visible windows."""
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid)],
                         capture_output=True, text=True).stdout.split()
    return set(out)


def focused_place(app):
    """The focused row's name, tree level and place among its siblings, as screen readers read
    them (its level, posinset and setsize attributes), or None when nothing has the focus."""
    focused = app.focused()
    if focused is None:
        return None
    attributes = dict(pair.split(":", 1) for pair in focused.getAttributes() if ":" in pair)
    return focused.name, int(attributes.get("level", 0)), int(attributes.get("posinset", 0)), int(attributes.get("setsize", 0))


def adopt_new_window(app, before, what="a new window"):
    """Sends later keys to the window that appeared since `before` (there is no window manager)."""
    new = wait_for(lambda: x_windows(app) - before, what)
    app.window_id = sorted(new)[-1]
    app.focus_window()


#: A container that manages its descendants with more children than this is not walked child
#: by child (a recycling list has a child for each of its rows, a million of them).
WALKED_CHILDREN = 500


def children(node):
    """The children of `node` that a walk visits: all of them, but for a container that
    manages its descendants and has many (a list of a million rows, each made when asked for),
    the rows on screen, found by point as a screen reader's mouse review finds them."""
    count = node.childCount
    if count <= WALKED_CHILDREN or not node.getState().contains(pyatspi.STATE_MANAGES_DESCENDANTS):
        return [node.getChildAtIndex(i) for i in range(count)]
    component = node.queryComponent()
    box = component.getExtents(pyatspi.DESKTOP_COORDS)
    found = []
    for y in range(box.y + 1, box.y + box.height, 4):
        child = component.getAccessibleAtPoint(box.x + box.width // 2, y, pyatspi.DESKTOP_COORDS)
        if child is not None and child not in found:
            found.append(child)
    return found


class FoldoutApp:
    """One running foldout process with its own state folder."""

    def __init__(self, state_home=None, args=(), env=None, executable=None):
        self.state_home = state_home or tempfile.mkdtemp(prefix="foldout-state-")
        # Preferences (GSettings, keyfile backend) live beside the state, per test.
        self.config_home = os.path.join(self.state_home, "config")
        self.executable = executable or binary()
        self.args = list(args)
        self.extra_env = dict(env or {})
        self.process = None
        self.accessible = None
        self.window_id = None
        self.stderr_path = None

    # -- life cycle ---------------------------------------------------------------
    def start(self):
        env = dict(os.environ)
        env.update({
            "XDG_STATE_HOME": self.state_home,
            "G_DEBUG": "fatal-criticals",
            "GSETTINGS_BACKEND": "keyfile",
            "XDG_CONFIG_HOME": self.config_home,
            # English unless a test asks for a language: the scenarios name what they click
            # in English (test_i18n.py walks the translated UI).
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "LANGUAGE": "",
        })
        env.pop("NO_AT_BRIDGE", None)
        env.update(self.extra_env)
        # Foldout's strings left in English leave the kit's in English too (its own domain).
        if env.get("FOLDOUT_LOCALEDIR") == NO_CATALOGS:
            env.setdefault("FOLDOUT_KIT_LOCALEDIR", NO_CATALOGS)
        handle, self.stderr_path = tempfile.mkstemp(prefix="foldout-stderr-", suffix=".log")
        os.close(handle)
        with open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen([self.executable, *self.args], env=env, stdout=subprocess.DEVNULL, stderr=err)
        self.accessible = wait_for(self._find_application, f"foldout (pid {self.process.pid}) on the accessibility bus", timeout=20)
        self.window = wait_for(lambda: self._showing_frame(), "the main window to show", timeout=10)
        self.window_id = wait_for(self._x_window, "the X window of foldout", timeout=10)
        self.focus_window()
        return self

    def stop(self):
        """Quits through Ctrl+Q as a person would; returns the exit status."""
        if self.process is None or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        try:
            self.key("ctrl+q")
            self.process.wait(timeout=5)
        except Exception:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=5)
        return self.process.returncode

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def gsettings(self, *args):
        """Runs the `gsettings` tool on this app's settings (same backend and config folder);
        returns its output without the final newline."""
        env = dict(os.environ)
        env.update({"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": self.config_home,
                    "GSETTINGS_SCHEMA_DIR": schema_dir()})
        env.update({k: v for k, v in self.extra_env.items() if k in ("GSETTINGS_BACKEND", "XDG_CONFIG_HOME")})
        return subprocess.run(["gsettings", *args], env=env, capture_output=True, text=True, check=True, timeout=10).stdout.rstrip("\n")

    def stderr(self):
        with open(self.stderr_path, encoding="utf-8", errors="replace") as handle:
            return handle.read()

    def assert_healthy(self):
        """The process is alive (or ended with 0) and printed no GTK critical or warning."""
        code = self.process.poll()
        text = self.stderr()
        assert code in (None, 0), f"foldout exited with {code}:\n{text}"
        for marker in ("CRITICAL", "Gtk-WARNING", "GLib-GObject-WARNING"):
            assert marker not in text, f"foldout printed {marker}:\n{text}"

    # -- finding things -----------------------------------------------------------
    def _find_application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == self.process.pid:
                    return app
            except Exception:
                continue
        assert self.process.poll() is None, f"foldout exited early:\n{self.stderr()}"
        return None

    def _showing_frame(self):
        for child in self.accessible:
            if child.getRoleName() == "frame" and child.getState().contains(pyatspi.STATE_SHOWING):
                return child
        return None

    def _x_window(self):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                             capture_output=True, text=True).stdout.split()
        return out[-1] if out else None

    def find_all(self, role, name=None, showing=None, root=None):
        """Accessibles with `role` (and `name`), optionally only those showing on screen."""
        found = []

        def walk(node, depth=0):
            if node is None or depth > 40:
                return
            try:
                if role_name(node) == role and (name is None or node.name == name):
                    if showing is None or node.getState().contains(pyatspi.STATE_SHOWING) == showing:
                        found.append(node)
                for child in children(node):
                    walk(child, depth + 1)
            except Exception:
                return

        walk(root or self.accessible)
        return found

    def find(self, role, name=None, showing=None, root=None, timeout=5.0):
        """The one accessible with `role` and `name` (waits for it to appear)."""
        def one():
            matches = self.find_all(role, name, showing, root)
            return matches[0] if len(matches) == 1 else None
        return wait_for(one, f"exactly one {role} named {name!r}", timeout=timeout)

    def states(self, node):
        return {pyatspi.stateToString(s) for s in node.getState().getStates()}

    def names(self, role, showing=None, root=None):
        return [node.name for node in self.find_all(role, showing=showing, root=root)]

    def focused(self):
        """The accessible with keyboard focus."""
        def walk(node, depth=0):
            if node is None or depth > 40:
                return None
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                return node
            for child in children(node):
                hit = walk(child, depth + 1)
                if hit is not None:
                    return hit
            return None
        return walk(self.accessible)

    def wait_for(self, predicate, what, timeout=5.0):
        return wait_for(predicate, what, timeout)

    # -- real input ----------------------------------------------------------------
    def focus_window(self):
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window_id], check=True, timeout=10)

    def center(self, node):
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return extents.x + extents.width // 2, extents.y + extents.height // 2

    def click(self, node, offset=None):
        """Moves the pointer onto `node` (or `offset` from its top-left) and clicks button 1."""
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        assert extents.width > 0 and extents.height > 0, f"{node.name!r} has no area on screen"
        x, y = (extents.x + offset[0], extents.y + offset[1]) if offset else self.center(node)
        self.click_at(x, y)

    def click_at(self, x, y):
        # No --sync: xdotool waits forever when the pointer is already there.
        subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True, timeout=10)
        time.sleep(0.05)
        subprocess.run(["xdotool", "click", "1"], check=True, timeout=10)

    def drag_slider(self, scrollbar, fraction):
        """Presses button 1 on the top of `scrollbar` (where its slider is at the start) and
        drags the pointer down by `fraction` of the scrollbar's height, then lets go."""
        extents = scrollbar.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        x, top = extents.x + extents.width // 2, extents.y + 3
        subprocess.run(["xdotool", "mousemove", str(x), str(top), "mousedown", "1"], check=True, timeout=10)
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(top + int(extents.height * fraction))],
                       check=True, timeout=10)
        subprocess.run(["xdotool", "mouseup", "1"], check=True, timeout=10)

    def key(self, *keys):
        """Presses keys (xdotool names: Down, Return, space, Tab, Escape, Delete, ctrl+z)."""
        self.focus_window()
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True, timeout=10)

    def resize(self, width, height):
        subprocess.run(["xdotool", "windowsize", "--sync", self.window_id, str(width), str(height)], timeout=10)

    # -- what is on screen ---------------------------------------------------------
    def screenshot(self, name, whole_screen=False):
        """Saves the window (or the whole screen, for dialogs above it) as
        Tests/ui/artifacts/<name>.png and returns the path."""
        os.makedirs(ARTIFACTS, exist_ok=True)
        path = os.path.join(ARTIFACTS, name + ".png")
        time.sleep(0.3)  # let the last frame reach the X server
        subprocess.run(["import", "-window", "root" if whole_screen else self.window_id, path], check=True, timeout=20)
        return path

    def clipboard(self):
        return subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, text=True, timeout=5).stdout


class PrivateBus:
    """A session D-Bus daemon of the test's own, started with `env` (which the services it
    activates inherit: dconf's config folder, D-Bus activated apps' display and state folder).
    Applications on it are pointed at the test session's accessibility bus (AT_SPI_BUS_ADDRESS,
    in `env` and in `app_env`): asking this bus for one would start a second accessibility bus
    that takes over the display's and ends with this bus."""

    def __init__(self, env, log=None):
        self.env = dict(env)
        self.log = log  # a file for the output of the daemon and the services it starts
        self.process = None
        self.address = None
        a11y = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                               "--method", "org.a11y.Bus.GetAddress"], capture_output=True, text=True, check=True, timeout=10).stdout
        self.a11y_address = a11y.strip().strip("(),").strip("'")
        self.env["AT_SPI_BUS_ADDRESS"] = self.a11y_address

    @property
    def app_env(self):
        """What an application started by the test needs to live on this bus."""
        return {"DBUS_SESSION_BUS_ADDRESS": self.address, "AT_SPI_BUS_ADDRESS": self.a11y_address}

    def __enter__(self):
        self.process = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                        env=self.env, stdout=subprocess.PIPE, stderr=self.log or subprocess.DEVNULL, text=True)
        self.address = self.process.stdout.readline().strip()
        assert self.address, "the private dbus-daemon did not start"
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=5)

    def call(self, *args, check=True):
        """Runs `gdbus call --session …` on this bus; returns its output."""
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=self.address)
        return subprocess.run(["gdbus", "call", "--session", *args], env=env, capture_output=True, text=True,
                              check=check, timeout=30).stdout.strip()
