"""The lane really runs Foldout on Wayland: had the app (or the lane) been started on X11 by
mistake, these fail."""
import os

from wayland_harness import unix_peers, wayland_socket


def environ(pid):
    with open(f"/proc/{pid}/environ", "rb") as handle:
        pairs = [entry.split(b"=", 1) for entry in handle.read().split(b"\0") if b"=" in entry]
    return {key.decode(): value.decode(errors="replace") for key, value in pairs}


def session_processes():
    """(pid, name) of the processes of this Wayland session (its private XDG_RUNTIME_DIR)."""
    runtime = os.environ["XDG_RUNTIME_DIR"]
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if environ(entry).get("XDG_RUNTIME_DIR") != runtime:
                continue
            with open(f"/proc/{entry}/comm", encoding="utf-8") as handle:
                found.append((int(entry), handle.read().strip()))
        except OSError:
            continue  # gone, or not ours to read
    return found


def test_the_app_runs_on_wayland_with_no_x_server(app):
    env = environ(app.process.pid)
    assert env.get("GDK_BACKEND") == "wayland", env.get("GDK_BACKEND")
    assert "DISPLAY" not in env, f"the app was given an X display: {env['DISPLAY']}"
    assert env.get("WAYLAND_DISPLAY"), "the app has no WAYLAND_DISPLAY"
    # GTK opened the Wayland display: the app is connected to Mutter's Wayland socket, and to
    # no X server's.
    peers = unix_peers(app.process.pid)
    assert wayland_socket() in peers, f"foldout is not connected to {wayland_socket()}: {sorted(peers)}"
    assert not [p for p in peers if "X11-unix" in p], f"foldout talks to an X server: {sorted(peers)}"
    # No X server in this session: Mutter runs with --no-x11 (no Xwayland), and no Xvfb.
    names = {name for _, name in session_processes()}
    assert "mutter" in names and "foldout" in names, names
    assert not names & {"Xwayland", "Xvfb", "Xorg", "X"}, f"an X server runs in the Wayland lane: {names}"
    # Its window is on screen and has the focus Mutter gave it.
    assert "active" in app.states(app.window)
    app.assert_healthy()
