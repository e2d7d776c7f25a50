"""Kills the real app with SIGKILL at random moments while it saves its state, and checks
that nothing is lost or torn.

Each "life" starts foldout on one state folder (the window must appear: the app starts),
makes a few changes through X input — removals and undos on the Months page (Delete, Ctrl+Z;
preferences such as the style live in GSettings, not in the state file) — waits for each to
be saved, and then kills the app at a random moment (0-30 ms) after pressing the
key of its last change. After each kill the state file must parse as JSON and hold either the
state before that change or the state after it, no temporary files may pile up, and the next
start must load it without calling it damaged.

Usage (under an X server and a session D-Bus; see tools/kill-test):
    kill_app.py CHANGES SEED
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ui"))
from harness import FoldoutApp, wait_for  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


class Failure(Exception):
    pass


def read_state(path):
    """The parsed state file, or None when missing; a file that does not parse fails."""
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except FileNotFoundError:
        return None
    except ValueError as error:
        raise Failure(f"the state file does not parse: {error}")


def same_outside_months(a, b):
    return {k: v for k, v in a.items() if k != "months"} == {k: v for k, v in b.items() if k != "months"}


def matches(state, expected):
    """Whether `state` is `expected`: equal, or for months changes the same removed list and
    every other section unchanged (the months section also records which row was open)."""
    kind, value = expected
    if kind == "first":  # no file before: only the changed value can be predicted
        return all(state.get(section, {}).get(key) == want for section, key, want in value)
    return same_outside_months(state, value) and state.get("months", {}).get("removed", []) == value["months"]["removed"]


def removal(state, month_id):
    after = json.loads(json.dumps(state))
    months = after.setdefault("months", {})
    months["removed"] = list(months.get("removed", [])) + [month_id]
    return ("months", after)


def undo(state):
    after = json.loads(json.dumps(state))
    months = after.setdefault("months", {})
    months["removed"] = list(months.get("removed", []))[:-1]
    return ("months", after)


def leftovers(path):
    """Temporary files of interrupted saves next to the state file."""
    folder = os.path.dirname(path)
    names = os.listdir(folder) if os.path.isdir(folder) else []
    return [name for name in names if name.startswith(".state.json.tmp-")]


class Life:
    """One run of the app, from start to SIGKILL."""

    def __init__(self, state_home, rng):
        self.rng = rng
        self.path = os.path.join(state_home, "foldout", "state.json")
        self.app = FoldoutApp(state_home=state_home, env={"FOLDOUT_PAGE": "months"}).start()
        text = self.app.stderr()
        if "damaged" in text:
            self.app.kill()
            raise Failure(f"the app called the state file damaged at start:\n{text}")

    def end(self):
        """Kills the app if it still runs and removes its stderr log."""
        self.app.kill()
        if self.app.stderr_path and os.path.exists(self.app.stderr_path):
            os.unlink(self.app.stderr_path)

    def plan(self, state):
        """Chooses the next change: (keys, expected state after, label)."""
        removed = (state or {}).get("months", {}).get("removed", [])
        choice = self.rng.random()
        if removed and (len(removed) >= 8 or choice > 0.75):
            return ["ctrl+z"], undo(state), "undo a removal"
        focused = wait_for(lambda: self.app.focused(), "a focused widget")
        if focused.name not in MONTHS:
            self.app.key("Home")
            focused = wait_for(lambda: self.app.focused() if self.app.focused().name in MONTHS else None,
                               "a focused month row")
        month_id = f"month-{MONTHS.index(focused.name) + 1}"
        expected = removal(state, month_id) if state else ("first", [("months", "removed", [month_id])])
        return ["Delete"], expected, f"remove {focused.name}"

    def change(self, kill_after=None):
        """Makes one change; waits for it to be saved, or kills the app `kill_after` seconds
        after pressing its key. Returns (before, expected after, label)."""
        before = read_state(self.path)
        keys, expected, label = self.plan(before)
        self.app.focus_window()
        if kill_after is None:
            self.app.key(*keys)
            wait_for(lambda: (lambda s: s is not None and matches(s, expected))(read_state(self.path)),
                     f"'{label}' to be saved", timeout=10)
        else:
            subprocess.run(["xdotool", "key", *keys], check=True, timeout=10)
            deadline = time.monotonic() + kill_after
            while time.monotonic() < deadline:
                pass
            self.app.process.send_signal(signal.SIGKILL)
            self.app.process.wait()
        return before, expected, label


def main():
    changes, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    state_home = tempfile.mkdtemp(prefix="foldout-kill-app-")
    path = os.path.join(state_home, "foldout", "state.json")
    done = kills = landed_before = landed_after = inside = 0
    print(f"kill test of the app: {changes} changes, seed {seed} (replay: tools/kill-test --seed {seed}, with --long for a long run)", flush=True)
    try:
        while done < changes:
            life = Life(state_home, rng)
            try:
                count = min(rng.randint(1, 4), changes - done)
                for _ in range(count - 1):
                    life.change()
                    done += 1
                before, expected, label = life.change(kill_after=rng.uniform(0.0, 0.03))
                done += 1
                kills += 1
            finally:
                life.end()
            state = read_state(path)
            if state == before:
                landed_before += 1
            elif state is not None and matches(state, expected):
                landed_after += 1
            else:
                raise Failure(f"kill {kills} during '{label}': the file holds neither the state before nor after:\n"
                              f"before: {json.dumps(before)}\nexpected after: {json.dumps(expected[1])}\nfound: {json.dumps(state)}")
            left = leftovers(path)
            if len(left) > 1:
                raise Failure(f"kill {kills}: temporary files pile up: {left}")
            inside += bool(left)
            if kills % 10 == 0:
                print(f"  {done} changes, {kills} kills", flush=True)
        Life(state_home, rng).end()
        left = leftovers(path)
        if left:
            raise Failure(f"the last start left temporary files: {left}")
    except Failure as failure:
        print(f"FAILED (seed {seed}): {failure}", file=sys.stderr)
        sys.exit(1)
    finally:
        shutil.rmtree(state_home, ignore_errors=True)
    print(f"app: {done} changes, {kills} SIGKILLs ({landed_before} found the state before the change, "
          f"{landed_after} the state after it, {inside} landed inside a save); "
          "every state file parsed and held the state before or after the change, no temporary files piled up, "
          "and the app started after every kill")


if __name__ == "__main__":
    main()
