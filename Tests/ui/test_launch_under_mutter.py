"""Launched from the desktop menu under a real window manager: Mutter (GNOME's, in X11 mode)
on a private Xvfb, the app started through its desktop entry with gtk-launch (startup
notification, as a launcher does; the entry is DBusActivatable, so gtk-launch asks a private
session bus, which starts the app from its D-Bus service file). The window must take the keyboard focus without the test
focusing anything, and Mutter must not call it a buggy client (a present with timestamp 0)."""
import os
import select
import shutil
import signal
import subprocess
import tempfile

from harness import ROOT, PrivateBus, binary, wait_for

DESKTOP_ID = "io.github.foldout.Foldout"


def start_xvfb():
    """(the server, its display) of a private Xvfb that picks its display number itself
    (-displayfd: it writes the number once it accepts clients), so that no other X server (the
    with-display one, another run's) can take a number chosen here before Xvfb gets it."""
    read_end, write_end = os.pipe()
    try:
        server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24",
                                   "-nolisten", "tcp"], pass_fds=(write_end,),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    finally:
        os.close(write_end)
    with os.fdopen(read_end) as pipe:
        # An Xvfb that exits first closes the pipe: the line is empty.
        number = pipe.readline().strip() if select.select([pipe], [], [], 30)[0] else ""
    if not number.isdigit():
        server.kill()
        server.wait()
        raise AssertionError("Xvfb did not start (no display number on its -displayfd)")
    return server, f":{number}"


def desktop_entry(folder):
    """The shipped desktop entry (translated from data/*.desktop.in by tools/build-locale, which
    tools/test runs), with Exec pointing at the build under test."""
    with open(os.path.join(ROOT, ".build", DESKTOP_ID + ".desktop"), encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    lines = [f"Exec={binary()}" if line.startswith("Exec=") else line for line in lines]
    applications = os.path.join(folder, "applications")
    os.makedirs(applications)
    with open(os.path.join(applications, DESKTOP_ID + ".desktop"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    # The D-Bus service the entry's DBusActivatable=true asks for, starting the build under test.
    services = os.path.join(folder, "dbus-1", "services")
    os.makedirs(services)
    with open(os.path.join(ROOT, "data", DESKTOP_ID + ".service"), encoding="utf-8") as handle:
        service = handle.read().replace("/usr/bin/foldout", binary())
    with open(os.path.join(services, DESKTOP_ID + ".service"), "w", encoding="utf-8") as handle:
        handle.write(service)


def x(env, *args):
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=10).stdout.strip()


def test_launch_through_the_desktop_entry_takes_the_focus_under_mutter():
    work = tempfile.mkdtemp(prefix="foldout-mutter-")
    env = dict(os.environ)
    env.update({
        "XDG_DATA_DIRS": os.path.join(work, "share") + ":" + env.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share"),
        "XDG_RUNTIME_DIR": os.path.join(work, "runtime"),
        "XDG_STATE_HOME": os.path.join(work, "state"),
        "GSETTINGS_BACKEND": "memory",
        "G_DEBUG": "fatal-criticals",
    })
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    desktop_entry(os.path.join(work, "share"))
    processes = []
    mutter_log = os.path.join(work, "mutter.log")
    app_log = os.path.join(work, "foldout.log")
    try:
        server, env["DISPLAY"] = start_xvfb()
        processes.append(server)
        wait_for(lambda: subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode == 0, "Xvfb answers")
        with open(mutter_log, "w") as log:
            mutter = subprocess.Popen(["mutter", "--x11", "--replace", "--sm-disable"], env=env, stdout=log, stderr=log)
        processes.append(mutter)
        def managed():
            assert mutter.poll() is None, "mutter exited: " + open(mutter_log, errors="replace").read()
            return "window id" in subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                                                 capture_output=True, text=True).stdout
        wait_for(managed, "Mutter manages the screen", timeout=20)

        bus_log = open(app_log, "w")
        bus = PrivateBus(env, log=bus_log).__enter__()
        processes.append(bus.process)
        env.update(bus.app_env)
        launcher = subprocess.run(["gtk-launch", DESKTOP_ID], env=env, capture_output=True, text=True, timeout=30)
        assert launcher.returncode == 0, launcher.stderr
        window = wait_for(lambda: x(env, "search", "--onlyvisible", "--name", "^Foldout$").split()[-1:],
                          "the Foldout window shows", timeout=30)[0]
        # Nothing here focuses it: Mutter gives it the focus for the launch.
        wait_for(lambda: x(env, "getwindowfocus") == window, "the Foldout window has the keyboard focus", timeout=15)
        assert x(env, "getactivewindow") == window
        # Mutter logs a buggy client as it handles the activation message, before it focuses.
        log = open(mutter_log, encoding="utf-8", errors="replace").read()
        assert "Buggy client" not in log, log
        pid = x(env, "getwindowpid", window)
        assert pid, "the window names its process"
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            assert b"--gapplication-service" in handle.read().split(b"\0"), "started by D-Bus activation"
        os.kill(int(pid), signal.SIGTERM)
        app_output = open(app_log, encoding="utf-8", errors="replace").read()
        assert "CRITICAL" not in app_output and "WARNING" not in app_output, app_output
    finally:
        for process in reversed(processes):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(work, ignore_errors=True)
