"""Drive the real Foldout on Wayland as a person would: input through Mutter's RemoteDesktop
API (the way a remote-desktop client or an accessibility tool types and points on GNOME) and
the accessibility tree through AT-SPI, as the X11 UI tests do (Tests/ui/harness.py, whose
finding and waiting helpers are reused here).

Run under `tools/with-wayland`: a session D-Bus, a private XDG_RUNTIME_DIR, PipeWire (Mutter
streams a screen cast through it) and headless Mutter with no X server at all.

    def test_something(app):
        app.key("Down", "Return")
        app.wait_for(lambda: "expanded" in app.states(app.find("list item", "February")), "February unfolds")
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gio, GLib  # noqa: E402  (Gdk only names keys here: no display is opened)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "ui"))
from harness import FoldoutApp, wait_for  # noqa: E402

ARTIFACTS = os.path.join(HERE, "artifacts")
REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
BTN_LEFT = 0x110  # linux/input-event-codes.h: RemoteDesktop takes evdev button codes
MODIFIERS = {"ctrl": "Control_L", "alt": "Alt_L", "shift": "Shift_L", "super": "Super_L"}


def require_wayland_session():
    """The lane's environment, as tools/with-wayland sets it: a Wayland display and no X one.
    Everything this lane checks would pass on X11 too, so it refuses to run there."""
    assert os.environ.get("WAYLAND_DISPLAY"), "no WAYLAND_DISPLAY: run the Wayland lane under tools/with-wayland"
    assert not os.environ.get("DISPLAY"), f"DISPLAY={os.environ['DISPLAY']} is set: the Wayland lane must have no X server"
    assert os.environ.get("GDK_BACKEND") == "wayland", "GDK_BACKEND must be wayland in the Wayland lane"
    socket = wayland_socket()
    assert os.path.exists(socket), f"no Wayland socket at {socket}"
    return socket


def wayland_socket():
    name = os.environ["WAYLAND_DISPLAY"]
    return name if name.startswith("/") else os.path.join(os.environ["XDG_RUNTIME_DIR"], name)


def keysym(name):
    value = Gdk.keyval_from_name(name)
    assert value not in (0, 0xFFFFFF), f"no keysym named {name!r}"
    return value


def unix_peers(pid):
    """The paths of the listening sockets that the process `pid` is connected to (from
    `ss -xp`: a client's end has no path, the server's end names it, and each names the
    other's inode)."""
    out = subprocess.run(["ss", "-xpn"], capture_output=True, text=True, check=True, timeout=10).stdout
    by_inode, mine = {}, []
    for line in out.splitlines()[1:]:
        fields = line.split()
        if len(fields) < 8:
            continue
        local, local_inode, peer_inode = fields[4], fields[5], fields[7]
        by_inode[local_inode] = local
        if f"pid={pid}," in line:
            mine.append(peer_inode)
    return {by_inode[inode] for inode in mine if by_inode.get(inode, "*") != "*"}


class Cast:
    """One RemoteDesktop session of Mutter with a screen cast linked to it (its
    remote-desktop-session-id): absolute pointer positions are given in the coordinates of the
    cast's stream. A cast of the monitor takes monitor pixels; a cast of a window (RecordWindow:
    the window that has the focus when the cast starts) takes pixels of that window's surface,
    which are AT-SPI's window coordinates, so a widget can be clicked without knowing where
    Mutter placed its window (a Wayland client never learns that). Keys are keysyms, pressed and
    released as a keyboard would."""

    def __init__(self, bus, connector=None):
        self.bus = bus
        self.connector = connector  # None: the focused window
        self.session = None
        self.stream = None
        self.node = None

    def _call(self, name, path, interface, method, args=None, reply=None):
        return call(self.bus, name, path, interface, method, args, reply)

    def _session_call(self, method, args):
        self._call(REMOTE_DESKTOP, self.session, REMOTE_DESKTOP + ".Session", method, args)

    def start(self):
        self.session = self._call(REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop", REMOTE_DESKTOP, "CreateSession",
                                  reply="(o)")[0]
        session_id = self._call(REMOTE_DESKTOP, self.session, "org.freedesktop.DBus.Properties", "Get",
                                GLib.Variant("(ss)", (REMOTE_DESKTOP + ".Session", "SessionId")), reply="(v)")[0]
        cast = self._call(SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
                          GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                          reply="(o)")[0]
        # cursor-mode 0 (hidden): the pointer is not painted into the frames.
        options = {"cursor-mode": GLib.Variant("u", 0)}
        if self.connector:
            self.stream = self._call(SCREEN_CAST, cast, SCREEN_CAST + ".Session", "RecordMonitor",
                                     GLib.Variant("(sa{sv})", (self.connector, options)), reply="(o)")[0]
        else:
            self.stream = self._call(SCREEN_CAST, cast, SCREEN_CAST + ".Session", "RecordWindow",
                                     GLib.Variant("(a{sv})", (options,)), reply="(o)")[0]
        nodes = []
        subscription = self.bus.signal_subscribe(SCREEN_CAST, SCREEN_CAST + ".Stream", "PipeWireStreamAdded", self.stream,
                                                 None, Gio.DBusSignalFlags.NONE,
                                                 lambda *signal: nodes.append(signal[5].unpack()[0]))
        self._session_call("Start", None)
        context = GLib.MainContext.default()
        wait_for(lambda: (context.iteration(False), nodes)[1], "the screen cast's PipeWire stream", timeout=10, interval=0.01)
        self.bus.signal_unsubscribe(subscription)
        self.node = nodes[0]
        return self

    def stop(self):
        if self.session:
            try:
                self._session_call("Stop", None)
            except GLib.Error:
                pass  # Mutter ended it already (its window went away)
            self.session = None

    # -- keyboard -------------------------------------------------------------------
    def key(self, *keys, hold=0.05, delay=0.06):
        """Presses and releases keys named as xdotool names them: Down, Return, Tab, F10,
        ctrl+comma, alt+Down, a letter. Each key is held down a moment, as a finger does: GTK 3
        maps a popup opened by a key (the Style list's Alt+Down) with the serial of the last key
        event it has read, and Mutter grants the popup's grab only for its seat's latest press
        or release; a release already sent but not yet read when GTK maps it (a machine's
        back-to-back press and release) gets the popup refused."""
        for combo in keys:
            parts = combo.split("+")
            held = [keysym(MODIFIERS.get(part.lower(), part)) for part in parts[:-1]]
            last = parts[-1]
            value = keysym(last) if len(last) > 1 else ord(last)
            for code in held + [value]:
                self._session_call("NotifyKeyboardKeysym", GLib.Variant("(ub)", (code, True)))
            time.sleep(hold)
            for code in [value] + list(reversed(held)):
                self._session_call("NotifyKeyboardKeysym", GLib.Variant("(ub)", (code, False)))
            time.sleep(delay)

    # -- pointer --------------------------------------------------------------------
    def move(self, x, y):
        self._session_call("NotifyPointerMotionAbsolute", GLib.Variant("(sdd)", (self.stream, float(x), float(y))))

    def click(self, x, y, button=BTN_LEFT):
        self.move(x, y)
        time.sleep(0.05)
        for pressed in (True, False):
            self._session_call("NotifyPointerButton", GLib.Variant("(ib)", (button, pressed)))
            time.sleep(0.03)

    # -- screen ---------------------------------------------------------------------
    def screenshot(self, path):
        """One frame of the cast as a PNG: GStreamer's pipewiresrc reads Mutter's stream (there
        is no session manager here to link the two, so pw-link does)."""
        if os.path.exists(path):
            os.unlink(path)
        name = f"foldout-shot-{os.getpid()}-{time.monotonic_ns()}"
        reader = subprocess.Popen(["gst-launch-1.0", "-q", "pipewiresrc", f"path={self.node}", f"client-name={name}",
                                   "num-buffers=2", "!", "videoconvert", "!",
                                   "pngenc", "snapshot=true", "!", "filesink", f"location={path}"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            def ports():
                graph = json.loads(subprocess.run(["pw-dump"], capture_output=True, text=True, timeout=5).stdout or "[]")
                reader_nodes = {o["id"] for o in graph if o.get("type", "").endswith(":Node")
                                and (o.get("info") or {}).get("props", {}).get("node.name") == name}
                source = sink = None
                for o in graph:
                    props = (o.get("info") or {}).get("props", {}) if o.get("type", "").endswith(":Port") else {}
                    if props.get("node.id") == self.node and props.get("port.direction") == "out":
                        source = str(o["id"])
                    if props.get("node.id") in reader_nodes and props.get("port.direction") == "in":
                        sink = str(o["id"])
                return (source, sink) if source and sink else None
            source, sink = wait_for(ports, "the screenshot reader's PipeWire port", timeout=10)
            subprocess.run(["pw-link", source, sink], check=True, capture_output=True, timeout=5)
            reader.wait(timeout=15)
        finally:
            if reader.poll() is None:
                reader.kill()
                reader.wait()
        assert reader.returncode == 0 and os.path.exists(path), f"no frame from the screen cast: {reader.stderr.read()}"
        return path


def call(bus, name, path, interface, method, args=None, reply=None):
    result = bus.call_sync(name, path, interface, method, args,
                           GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 10000, None)
    return result.unpack() if result is not None else None


class Desktop(Cast):
    """The lane's session with Mutter: a cast of the virtual monitor (keys, monitor pixels,
    screenshots of the whole screen), and window casts made on demand."""

    def __init__(self):
        bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        state = call(bus, "org.gnome.Mutter.DisplayConfig", "/org/gnome/Mutter/DisplayConfig",
                     "org.gnome.Mutter.DisplayConfig", "GetCurrentState")
        monitors = state[1]
        assert len(monitors) == 1, f"expected one virtual monitor (tools/with-wayland), found {monitors}"
        mode = next(m for m in monitors[0][1] if m[6].get("is-current"))
        super().__init__(bus, connector=monitors[0][0][0])
        self.size = (mode[1], mode[2])
        self.empty_screen = None
        self.scratch = tempfile.mkdtemp(prefix="foldout-wayland-frames-")

    def start(self):
        super().start()
        # Mutter's seat has a keyboard and a pointer once the session's virtual devices have
        # sent something: until then a new window gets no keyboard focus.
        self.key("Shift_L")
        self.move(self.size[0] - 1, self.size[1] - 1)
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.empty_screen = self.screenshot(os.path.join(ARTIFACTS, "empty-screen.png"))
        return self

    def stop(self):
        super().stop()
        shutil.rmtree(self.scratch, ignore_errors=True)

    def still_screen(self):
        """Waits until two frames of the screen in a row are the same (what Mutter was showing,
        mapping or placing has settled); returns the last one's path."""
        frames = [os.path.join(self.scratch, f"still-{n}.png") for n in (0, 1)]
        self.screenshot(frames[0])

        def same():
            self.screenshot(frames[1])
            result = subprocess.run(["compare", "-metric", "AE", *frames, "null:"], capture_output=True, text=True, timeout=20)
            frames.reverse()
            return result.stderr.split()[:1] == ["0"]
        wait_for(same, "the screen stops changing", timeout=10, interval=0)
        return frames[1]

    def window_cast(self):
        """A cast of the window that has Mutter's focus now: clicks in its surface's pixels."""
        return Cast(self.bus).start()


class WaylandApp(FoldoutApp):
    """Foldout on Wayland (GDK_BACKEND=wayland): keys and clicks through Mutter (`desktop`)."""

    def __init__(self, desktop, **kwargs):
        env = dict(kwargs.pop("env", None) or {})
        env["GDK_BACKEND"] = "wayland"
        super().__init__(env=env, **kwargs)
        self.desktop = desktop
        self.casts = {}

    def start(self):
        require_wayland_session()
        return super().start()

    def _x_window(self):
        # There is no X window: the main window is up once Mutter has given it the focus
        # (a new window gets it), so keys go to it.
        return "active" in self.states(self.window)

    def focus_window(self):
        """A Wayland client cannot be focused from outside (Mutter decides): a no-op."""

    def toplevel(self, node):
        """The window (frame, dialog or popup) holding `node`."""
        while node.parent is not None and node.parent.getRoleName() != "application":
            node = node.parent
        return node

    def stop(self):
        for cast in self.casts.values():
            cast.stop()
        self.casts.clear()
        if self.process is None or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        try:
            self.key("ctrl+q")
            self.process.wait(timeout=5)
        except Exception:
            self.process.terminate()
            self.process.wait(timeout=5)
        return self.process.returncode

    def kill(self):
        for cast in self.casts.values():
            cast.stop()
        self.casts.clear()
        super().kill()

    def extents(self, node):
        """x, y, width, height of `node` in the surface of its window. On Wayland no client
        knows where its windows are on the screen, and GTK reports each toplevel at (0, 0): its
        AT-SPI "desktop" coordinates are surface pixels, popovers included (drawn in their
        window's surface). A GtkMenu's items are the exception: the menu is an xdg_popup placed by
        Mutter, and only their places relative to each other are right."""
        box = node.queryComponent().getExtents(0)  # pyatspi.DESKTOP_COORDS
        return box.x, box.y, box.width, box.height

    def center(self, node):
        x, y, width, height = self.extents(node)
        assert width > 0 and height > 0, f"{node.name!r} has no area on screen"
        return x + width // 2, y + height // 2

    def still(self, node):
        """The extents of `node` once it has stopped moving (the same in four polls in a row:
        a row's bar slides in, a drawer springs), as a person aims at where a thing is."""
        samples = []

        def settled():
            samples.append(self.extents(node))
            return len(samples) >= 4 and len(set(samples[-4:])) == 1
        wait_for(settled, f"{node.name!r} stops moving")
        return samples[-1]

    def pointer(self, window):
        """The cast that clicks in `window`, made the first time while `window` has Mutter's
        focus (a popup of it open is fine: popups do not take Mutter's focus)."""
        key = (window.getRoleName(), window.name)
        if key not in self.casts:
            cast = self.desktop.window_cast()
            self.casts[key] = cast
        return self.casts[key]

    def click(self, node, offset=None, window=None):
        """Moves the pointer onto `node` (or `offset` from its top-left) and clicks button 1,
        through a cast of the window holding it (`window`: that window, when `node` is in a
        popup of it)."""
        box = self.still(node)
        x, y = (box[0] + offset[0], box[1] + offset[1]) if offset else (box[0] + box[2] // 2, box[1] + box[3] // 2)
        assert box[2] > 0 and box[3] > 0, f"{node.name!r} has no area on screen"
        self.pointer(window or self.toplevel(node)).click(x, y)

    def click_at(self, x, y, window=None):
        self.pointer(window or self.window).click(x, y)

    def key(self, *keys):
        self.desktop.key(*keys)

    def resize(self, width, height):
        raise NotImplementedError("a Wayland client's size is the compositor's to set")

    def screenshot(self, name, whole_screen=True):
        """The monitor through Mutter's screen cast, as Tests/wayland/artifacts/<name>.png."""
        os.makedirs(ARTIFACTS, exist_ok=True)
        return self.desktop.screenshot(os.path.join(ARTIFACTS, name + ".png"))

    def clipboard(self):
        """The Wayland clipboard, as another Wayland client (wl-paste) reads it."""
        out = subprocess.run(["wl-paste", "--no-newline"], capture_output=True, text=True, timeout=5)
        return out.stdout if out.returncode == 0 else None
