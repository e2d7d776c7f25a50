"""Told when a change cannot be kept (issue 24): the state folder on a small file system that
fills up, or on a read-only one. The person sees (and Orca says) why, the state file stays
whole, and the change is written once there is room: on the retry timer or with the next
change. Quitting while a change is unsaved logs what is lost.

The small file system is a tmpfs mounted on the state folder ($XDG_STATE_HOME/foldout). Where
the test may create a user and mount namespace (`unshare -cm`, unprivileged on Debian 12, and
as root), the app is started in one of its own with the tmpfs mounted there, and the test
reaches the folder through /proc/PID/root (the mount ends with the app). Otherwise, as root with
the right to mount, the tmpfs is mounted here and unmounted after the test. Where neither is
allowed the full-disk scenarios fail, naming why (FOLDOUT_SKIP_FULL_DISK=1 skips them instead).
"""
import errno
import json
import os
import shutil
import subprocess
import tempfile
import time

import pytest

from harness import adopt_new_window, binary, wait_for, x_windows

#: The small file system's size: the state file and a few more pages.
SIZE = "256k"
FAILED_NO_SPACE = "Your changes could not be saved: no space left on the device"
FAILED_READ_ONLY = "Your changes could not be saved: the device is read-only"
PREFERENCES_FAILED = "Your preferences could not be saved"
PREFERENCES_SAVED_AGAIN = "Your preferences are saved again"
SAVED_AGAIN = "Your changes are saved again"
#: The C library's message for ENOSPC, in the log.
NO_SPACE_LOG = os.strerror(errno.ENOSPC)


def _mount_ways():
    """The ways this machine lets the test put a tmpfs on a folder, best first: ``namespace``
    (the app in a mount namespace of its own) and ``mount`` (here, as root); and why not."""
    ways, why = [], []
    probe = tempfile.mkdtemp(prefix="foldout-mount-probe-")
    try:
        if shutil.which("unshare"):
            done = subprocess.run(["unshare", "-cm", "--keep-caps", "--", "mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe],
                                  capture_output=True, text=True, timeout=10)
            if done.returncode == 0:
                ways.append("namespace")
            else:
                why.append(f"unshare -cm: {done.stderr.strip()}")
        else:
            why.append("no unshare")
        if os.geteuid() == 0:
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], capture_output=True, text=True, timeout=10)
            if done.returncode == 0:
                subprocess.run(["umount", probe], check=True, timeout=10)
                ways.append("mount")
            else:
                why.append(f"mount: {done.stderr.strip()}")
        else:
            why.append("not root, so no mount here")
    finally:
        os.rmdir(probe)
    return ways, "; ".join(why)


WAYS, WHY_NOT = _mount_ways()


class SmallDisk:
    """A tmpfs of `SIZE` (mount `options`, e.g. "ro") on the app's state folder (or on
    `folder` under `state_home`)."""

    def __init__(self, state_home, options="", folder="foldout"):
        if not WAYS:
            message = f"cannot mount a small file system here ({WHY_NOT})"
            if os.environ.get("FOLDOUT_SKIP_FULL_DISK") == "1":
                pytest.skip(message)
            pytest.fail(message + "; set FOLDOUT_SKIP_FULL_DISK=1 to skip these scenarios")
        self.way = WAYS[0]
        self.folder = os.path.join(state_home, folder)
        os.makedirs(self.folder)
        self.options = ",".join(filter(None, [f"size={SIZE}", "mode=0700", options]))
        self.app = None
        self.mounted = False
        if self.way == "mount":
            subprocess.run(["mount", "-t", "tmpfs", "-o", self.options, "tmpfs", self.folder], check=True, timeout=10)
            self.mounted = True

    def launch(self, launch, env=None, **kwargs):
        """Starts the app (through the `launch` fixture) with its state on this file system."""
        env = dict(env or {})
        if self.way == "namespace":
            # The mount is made in the app's namespace; the app itself runs without the
            # namespace's capabilities, as the same user.
            script = 'mount -t tmpfs -o "$1" tmpfs "$2" && exec setpriv --inh-caps=-all --ambient-caps=-all -- "$3"'
            kwargs.update(executable="unshare",
                          args=["-cm", "--keep-caps", "--", "sh", "-c", script, "sh", self.options, self.folder, binary()])
        self.app = launch(env=env, **kwargs)
        return self.app

    def path(self, name):
        """A file in the state folder, as this test reaches it."""
        if self.way == "namespace":
            return f"/proc/{self.app.process.pid}/root{self.folder}/{name}"
        return os.path.join(self.folder, name)

    def fill(self):
        """Fills the file system with a file of zeros, to the last byte."""
        with open(self.path("filler"), "wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"\0" * 4096)
            except OSError as error:
                assert error.errno == errno.ENOSPC, error
        with open(self.path("filler"), "ab", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"\0")
            except OSError as error:
                assert error.errno == errno.ENOSPC, error

    def free(self):
        os.remove(self.path("filler"))

    def close(self):
        if self.mounted:
            subprocess.run(["umount", "--lazy", self.folder], timeout=10)
            self.mounted = False


@pytest.fixture
def small_disk(state_home):
    disks = []

    def make(options="", folder="foldout"):
        disk = SmallDisk(state_home, options, folder)
        disks.append(disk)
        return disk

    yield make
    # (The launch fixture checks and ends the apps.)
    for disk in disks:
        disk.close()


def rows(app):
    return [node.name for node in app.find_all("list item", root=app.find("list box", "Months"))]


def read_state(disk):
    with open(disk.path("state.json"), "rb") as handle:
        return handle.read()


def notification(app, text):
    """The notification showing `text` (its label, inside an accessible of role notification)."""
    label = app.find("label", text, showing=True)
    parent = label.parent
    while parent is not None and parent.getRoleName() != "notification":
        parent = parent.parent
    assert parent is not None, f"{text!r} is not in a notification"
    return label


def remove_focused(app, name, left):
    """Delete on the focused row, which is `name`; waits until `left` rows are left."""
    wait_for(lambda: app.focused() is not None and app.focused().name == name, f"focus on {name}")
    app.key("Delete")
    wait_for(lambda: len(rows(app)) == left and name not in rows(app), f"{name} removed")


def removed(disk):
    return json.loads(read_state(disk))["months"]["removed"]


def start_with_one_removal(disk, launch, env):
    """Starts the app on `disk`, removes January (saved), then fills the disk."""
    app = disk.launch(launch, env=env)
    remove_focused(app, "January", 11)
    wait_for(lambda: os.path.exists(disk.path("state.json")) and removed(disk) == ["month-1"], "January's removal is saved")
    disk.fill()
    return app


def test_full_disk_is_told_the_file_kept_and_the_change_saved_on_the_retry(launch, small_disk):
    disk = small_disk()
    app = start_with_one_removal(disk, launch, {"FOLDOUT_SAVE_RETRY_MS": "300"})
    before = read_state(disk)
    remove_focused(app, "February", 10)
    notification(app, FAILED_NO_SPACE)
    app.screenshot("save-failure-no-space")
    assert read_state(disk) == before, "the state file is as it was"
    assert json.loads(before)["months"]["removed"] == ["month-1"]
    assert sorted(os.listdir(disk.path(""))) == ["filler", "state.json"], "no temporary file is left"
    # Retries fail for the same reason: nothing new is said, the file stays whole.
    time.sleep(1.5)
    assert read_state(disk) == before
    assert app.stderr().count("could not save") == 1, app.stderr()
    disk.free()
    wait_for(lambda: removed(disk) == ["month-1", "month-2"], "the removal is written on the retry timer", timeout=10)
    notification(app, SAVED_AGAIN)
    assert app.find_all("label", FAILED_NO_SPACE, showing=True) == [], "the failure is no longer shown"
    # Saved again is said once: the next change is saved without a word.
    remove_focused(app, "March", 9)
    wait_for(lambda: removed(disk) == ["month-1", "month-2", "month-3"], "March's removal is saved")
    text = app.stderr()
    assert text.count("again") == 1 and NO_SPACE_LOG in text, text
    assert app.stop() == 0


def test_the_next_change_saves_what_was_not_kept(launch, small_disk):
    disk = small_disk()
    # The timer waits ten minutes: only the next change can write.
    app = start_with_one_removal(disk, launch, {"FOLDOUT_SAVE_RETRY_MS": "600000"})
    remove_focused(app, "February", 10)
    notification(app, FAILED_NO_SPACE)
    disk.free()
    time.sleep(0.5)
    assert removed(disk) == ["month-1"], "nothing is written before the next try"
    remove_focused(app, "March", 9)
    wait_for(lambda: removed(disk) == ["month-1", "month-2", "month-3"], "the next change writes both removals")
    notification(app, SAVED_AGAIN)
    assert app.stop() == 0


def test_quitting_with_an_unsaved_change_logs_what_is_lost(launch, small_disk):
    disk = small_disk()
    app = start_with_one_removal(disk, launch, {"FOLDOUT_SAVE_RETRY_MS": "600000"})
    remove_focused(app, "February", 10)
    notification(app, FAILED_NO_SPACE)
    assert app.stop() == 0, "quitting works though the state cannot be saved"
    text = app.stderr()
    lost = [line for line in text.splitlines() if "could not be saved at quit" in line]
    assert len(lost) == 1, text
    assert os.path.join(disk.folder, "state.json") in lost[0] and NO_SPACE_LOG in lost[0], lost[0]
    assert '"months": {' in lost[0] and '"month-2"' in lost[0], lost[0]


def test_a_read_only_folder_is_told(launch, small_disk):
    disk = small_disk("ro")
    app = disk.launch(launch, env={"FOLDOUT_SAVE_RETRY_MS": "300"})
    remove_focused(app, "January", 11)
    notification(app, FAILED_READ_ONLY)
    assert os.listdir(disk.path("")) == []
    assert app.stop() == 0


def test_a_vanished_state_folder_is_made_again(launch, state_home):
    app = launch()
    folder = os.path.join(state_home, "foldout")
    remove_focused(app, "January", 11)
    wait_for(lambda: os.path.exists(os.path.join(folder, "state.json")), "the state file is written")
    shutil.rmtree(folder)
    remove_focused(app, "February", 10)
    wait_for(lambda: os.path.exists(os.path.join(folder, "state.json")), "the folder and the file are made again")
    with open(os.path.join(folder, "state.json"), encoding="utf-8") as handle:
        assert json.load(handle)["months"]["removed"] == ["month-1", "month-2"]
    assert app.find_all("label", showing=True, name=FAILED_NO_SPACE) == []
    assert "could not save" not in app.stderr()
    assert app.stop() == 0


def test_orca_says_why_the_change_was_not_saved(launch, small_disk, orca):
    disk = small_disk()
    app, heard = orca.launch(lambda **kwargs: disk.launch(launch, **kwargs), expect="January",
                             env={"FOLDOUT_SAVE_RETRY_MS": "300"})
    heard = orca.press("Delete", expect="February")
    wait_for(lambda: os.path.exists(disk.path("state.json")), "January's removal is saved")
    disk.fill()
    heard = orca.press("Delete", expect="could not be saved")
    assert FAILED_NO_SPACE in heard.text, heard
    mark = orca.mark()
    disk.free()
    heard = orca.wait_for_speech(SAVED_AGAIN, since=mark, timeout=10)
    assert SAVED_AGAIN in heard.text, heard
    assert app.stop() == 0


def keyfile(disk):
    """GSettings' keyfile, without spaces ("" while there is none)."""
    try:
        with open(disk.path("keyfile"), encoding="utf-8") as handle:
            return handle.read().replace(" ", "")
    except FileNotFoundError:
        return ""


def test_a_preference_that_cannot_be_written_is_told_and_written_later(launch, small_disk):
    # GSettings' keyfile (the tests' backend) on the small disk: $XDG_CONFIG_HOME/glib-2.0/settings.
    disk = small_disk(folder=os.path.join("config", "glib-2.0", "settings"))
    app = disk.launch(launch, env={"FOLDOUT_SAVE_RETRY_MS": "300"})
    disk.fill()
    main = app.window_id
    before = x_windows(app)
    app.key("ctrl+comma")
    app.find("frame", "Preferences", showing=True)
    adopt_new_window(app, before, "the preferences window")
    switch = app.find("toggle button", "Animations")
    app.click(switch)
    # (GLib reloads its keyfile after the failed write: the switch shows the stored value
    # until the retry stores the new one.)
    notification(app, PREFERENCES_FAILED)
    assert "animations=false" not in keyfile(disk)
    disk.free()
    wait_for(lambda: "animations=false" in keyfile(disk), "the retry writes the preference", timeout=10)
    notification(app, PREFERENCES_SAVED_AGAIN)
    wait_for(lambda: "checked" not in app.states(switch), "the switch is off")
    app.window_id = main
    assert app.stop() == 0
