"""A second launch raises the one window and gives it the focus, through xdg-activation: the
launch comes from a launcher (a Wayland window, as a dock is) whose button is pressed with a
real key; GTK's launch context gets an activation token from Mutter for that key press, the
second foldout hands it to the first (GApplication's platform data), which presents its window
with it, and Mutter moves the focus there."""
import os
import subprocess
import sys

from harness import wait_for

HERE = os.path.dirname(os.path.abspath(__file__))


def frames(app):
    return [w for w in app.accessible if w.getRoleName() == "frame" and "showing" in app.states(w)]


def test_a_second_launch_raises_the_window_with_the_focus(app):
    env = dict(os.environ, XDG_STATE_HOME=app.state_home, XDG_CONFIG_HOME=app.config_home,
               GSETTINGS_BACKEND="keyfile", LANG="C.UTF-8", LC_ALL="C.UTF-8", NO_AT_BRIDGE="1")
    launcher = subprocess.Popen([sys.executable, os.path.join(HERE, "launcher.py"), app.executable], env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert launcher.stdout.readline().strip() == "ready", launcher.stderr.read()
        # The launcher's window took the focus from Foldout's, as a new window does.
        wait_for(lambda: "active" not in app.states(app.window), "the launcher takes the focus")
        app.key("space")  # presses its Launch button
        launched = launcher.stdout.readline().split()
        assert launched[:1] == ["launched"], launched
        assert len(launched) == 2 and launched[1], "the launcher got no activation token"
        wait_for(lambda: "active" in app.states(app.window), "the second launch gives Foldout's window the focus", timeout=10)
        assert len(frames(app)) == 1, "still one window"
        assert app.process.poll() is None, "the first instance keeps running"
        wait_for(lambda: app.focused() is not None and app.focused().name == "January", "keys go to Foldout again")
        app.key("Down")
        wait_for(lambda: app.focused().name == "February", "and move in its list")
    finally:
        launcher.terminate()
        launcher.wait(timeout=5)
