"""Hear Foldout as a blind user hears it: the Orca screen reader on the test's accessibility
bus, real keys through xdotool, and what Orca says after each key.

Orca runs with ``--replace --debug-file`` in a throw-away HOME (its own settings, GSettings in
a keyfile with ``toolkit-accessibility`` on). Its debug file is a pseudo-terminal, so Python
writes it line by line as Orca works (a plain file would be block-buffered), and a reader
thread keeps every line: the ``SPEECH OUTPUT`` lines are the words spoken.

    def test_something(launch, orca):
        app, heard = orca.launch(launch)       # Orca has heard the window
        heard = orca.press("Down", expect="February")
        assert "collapsed" in heard.text

``press`` returns what Orca said after the key, once what was expected has been said and
Orca has gone quiet (no debug line for a moment): a later ``assert "Share" not in heard.text``
covers the whole response to the key.
"""
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
import tty

from harness import ARTIFACTS

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)'\s*(\{.*\})?\s*$", re.S)
#: An utterance of several lines (About's text) is one SPEECH OUTPUT line and its continuations.
SPEECH_START = "SPEECH OUTPUT: '"
#: Orca echoes keys by name, with a trailing space ("tab ", "left shift ", "page down "): not
#: what the application says.
KEY_ECHO = re.compile(r"^(?:[a-z_]+(?: [a-z_]+)?|[A-Za-z0-9,.]) $")


def rerun_if_orca_exited(item, outcome):
    """For a conftest's ``pytest_runtest_call`` hook wrapper: a scenario during which Orca itself
    exited (crashed, or killed itself after an AT-SPI call hung: the failure is silence from
    then on) runs once more, with a new Orca and a new app; the exit is reported as a warning
    with Orca's last words. A second failure fails the scenario."""
    reader = item.funcargs.get("orca")
    if reader is None or outcome.excinfo is None or reader.alive():
        return
    import warnings
    warnings.warn(f"{item.nodeid}: Orca exited during the scenario; it runs once more."
                  + reader.exit_report())
    launch = item.funcargs.get("launch")
    for app in getattr(launch, "started", []):
        app.kill()
    if launch is not None and hasattr(launch, "started"):
        launch.started.clear()
    # The second run starts from nothing, as the first did.
    state_home = item.funcargs.get("state_home")
    if state_home:
        shutil.rmtree(state_home, ignore_errors=True)
        os.makedirs(state_home, exist_ok=True)
    reader.restart()
    item.runtest()
    outcome.force_result(None)


class Heard:
    """What Orca said in response to one action: its utterances, in order."""

    def __init__(self, utterances):
        raw = list(utterances)
        self.all = [u.strip() for u in raw]
        #: Without Orca's echo of the keys pressed.
        self.utterances = [u.strip() for u in raw if not KEY_ECHO.match(u)]
        self.text = " ".join(self.utterances)

    def __contains__(self, words):
        return words in self.text

    def __repr__(self):
        return f"Heard({self.utterances!r})"


class Orca:
    """One Orca process and the speech it logs."""

    #: Orca counts as done with a key when it has written no debug line for this long.
    QUIET = 0.6

    def __init__(self, settings=None):
        #: Orca's own settings that differ from its defaults (e.g. ``{"enablePositionSpeaking":
        #: True}``), as a person sets them in Orca's preferences (its user-settings.conf).
        self.settings = dict(settings or {})
        self.home = tempfile.mkdtemp(prefix="foldout-orca-home-")
        self.process = None
        self.lines = []  # (monotonic time, utterance)
        self.last_activity = time.monotonic()
        self.log = []    # every debug line, for the failure report
        self._lock = threading.Condition()
        self._master = None
        self._slave = None
        self._reader = None
        self._partial = None  # the lines so far of an utterance of several lines
        self._stderr = None

    # -- life cycle ---------------------------------------------------------------
    def environment(self):
        env = dict(os.environ)
        # G_DEBUG=fatal-criticals is for the app under test (tools/test exports it). Orca is
        # the observer: a critical inside Orca's own AT-SPI binding (CI saw
        # "atspi_accessible_set_cache_mask: assertion 'accessible->parent.app != NULL'" as the
        # help window closed) is logged and Orca goes on, as on a desktop, instead of dying
        # of SIGTRAP and leaving every later scenario in silence.
        env.pop("G_DEBUG", None)
        env.update({
            "HOME": self.home,
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "XDG_DATA_HOME": os.path.join(self.home, ".local", "share"),
            "XDG_CACHE_HOME": os.path.join(self.home, ".cache"),
            "GSETTINGS_BACKEND": "keyfile",
        })
        return env

    def write_settings(self):
        """Orca's user-settings.conf in its throw-away HOME, with ``settings`` over its defaults."""
        if not self.settings:
            return
        folder = os.path.join(self.home, ".local", "share", "orca")
        os.makedirs(folder, exist_ok=True)
        profile = ["Default", "default"]
        prefs = {
            "general": dict(self.settings, activeProfile=profile, startingProfile=profile),
            "profiles": {"default": dict(self.settings, profile=profile)},
            "pronunciations": {},
            "keybindings": {},
        }
        with open(os.path.join(folder, "user-settings.conf"), "w", encoding="utf-8") as handle:
            json.dump(prefs, handle)

    def start(self, timeout=30):
        env = self.environment()
        self.write_settings()
        subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "toolkit-accessibility", "true"],
                       env=env, check=True, timeout=20)
        self._master, self._slave = os.openpty()
        tty.setraw(self._slave)
        path = os.ttyname(self._slave)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        # Orca's own output is kept: when it exits, the failure says why.
        self._stderr = open(os.path.join(self.home, "orca-stderr.log"), "wb")
        mark = self.mark()  # a new Orca after one that exited: its own greeting, not the first's
        self.process = subprocess.Popen(["orca", "--replace", f"--debug-file={path}"], env=env,
                                        stdin=subprocess.DEVNULL, stdout=self._stderr,
                                        stderr=subprocess.STDOUT)
        self.wait_for_speech("Screen reader on", since=mark, timeout=timeout)
        return self

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for fd in (self._slave, self._master):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._slave = self._master = None
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None
        shutil.rmtree(self.home, ignore_errors=True)

    def restart(self):
        """A new Orca in place of one that exited (what was heard is kept)."""
        self.stop()
        self.home = tempfile.mkdtemp(prefix="foldout-orca-home-")
        return self.start()

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def _read(self):
        pending = b""
        while True:
            try:
                chunk = os.read(self._master, 65536)
            except OSError:
                return
            if not chunk:
                return
            pending += chunk
            *complete, pending = pending.split(b"\n")
            now = time.monotonic()
            with self._lock:
                for raw in complete:
                    line = raw.decode("utf-8", "replace").rstrip("\r")
                    self.log.append(line)
                    if self._partial is not None:
                        line = self._partial + "\n" + line
                        self._partial = None
                    match = SPEECH.search(line)
                    if match:
                        self.lines.append((now, match.group(1)))
                    elif SPEECH_START in line and len(line) < 100000:
                        self._partial = line
                self.last_activity = now
                self._lock.notify_all()

    # -- hearing --------------------------------------------------------------------
    def mark(self):
        """A place in the speech: what is said from now on comes after it."""
        with self._lock:
            return len(self.lines)

    def since(self, mark):
        with self._lock:
            return Heard(u for _, u in self.lines[mark:])

    def wait_for_speech(self, expect, since, timeout=10.0):
        """Waits until the speech after `since` contains `expect` (text, or a predicate on
        ``Heard``) and Orca has gone quiet; returns what was heard."""
        check = expect if callable(expect) else (lambda heard: expect in heard.text or expect in heard.all)
        deadline = time.monotonic() + timeout
        with self._lock:
            while True:
                heard = Heard(u for _, u in self.lines[since:])
                quiet = time.monotonic() - self.last_activity >= self.QUIET
                if (expect is None or check(heard)) and quiet:
                    return heard
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    self._save_log()
                    raise AssertionError(f"Orca did not say {expect!r} within {timeout}s; it said {heard.all!r}"
                                         + ("" if self.alive() else self.exit_report()))
                self._lock.wait(min(remaining, self.QUIET / 3))

    def exit_report(self):
        """Why Orca is gone: its exit status, the end of its output and of its debug log."""
        try:
            with open(os.path.join(self.home, "orca-stderr.log"), "rb") as handle:
                output = handle.read().decode("utf-8", "replace").strip().splitlines()[-15:]
        except OSError:
            output = []
        status = self.process.returncode if self.process else None
        return (f" (Orca has exited with status {status}; its output ended:\n"
                + "\n".join(output) + "\nits debug log ended:\n" + "\n".join(self.log[-15:]) + ")")

    def press(self, *keys, expect=None, timeout=10.0):
        """Presses `keys` (xdotool names) one after the other into the focused window, as a
        person would, and returns what Orca says in response (see ``wait_for_speech``)."""
        mark = self.mark()
        subprocess.run(["xdotool", "key", "--delay", "120", *keys], check=True, timeout=10)
        return self.wait_for_speech(expect, since=mark, timeout=timeout)

    def launch(self, launch, expect=lambda heard: heard.utterances, timeout=20.0, **kwargs):
        """Starts the app with the ``launch`` fixture (`kwargs` as it takes them) and waits
        until Orca has heard its window (by default: says anything, the focused control, when
        the window becomes active). Returns the app and what Orca said."""
        assert self.alive(), "Orca is not running"
        mark = self.mark()
        app = launch(**kwargs)
        return app, self.wait_for_speech(expect, since=mark, timeout=timeout)

    def _save_log(self):
        os.makedirs(ARTIFACTS, exist_ok=True)
        with open(os.path.join(ARTIFACTS, "orca-debug.log"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(self.log))
