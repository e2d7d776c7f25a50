"""Leak checks (docs/robustness.md): a scripted session under valgrind memcheck whose
"definitely lost" records from Foldout's own code must total 0 bytes, and the resident
memory growth over many unfold/fold cycles, which must stay under 1 MiB.

Run through tools/leaks (it starts Xvfb and a session D-Bus).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "ui"))

from harness import ARTIFACTS, FoldoutApp, binary, wait_for  # noqa: E402

SUPPRESSIONS = os.path.join(ROOT, "tools", "valgrind", "foldout.supp")
# How much each mode does: every page, unfold/fold cycles on Months, help dialog opens,
# selector drawer cycles; and the unfold/fold cycles of the resident-memory check.
MODES = {
    "short": {"cycles": 100, "help": 10, "drawer": 10, "rss_cycles": 2000},
    "long": {"cycles": 1000, "help": 100, "drawer": 100, "rss_cycles": 10000},
}
RSS_LIMIT_KIB = 1024
PAGES = ["Months", "Destinations", "Selector"]


class SlowApp(FoldoutApp):
    """A FoldoutApp that may run under valgrind: started through a prefix, with patience."""

    def __init__(self, prefix=(), patience=20, **kwargs):
        super().__init__(**kwargs)
        self.prefix = list(prefix)
        self.patience = patience

    def start(self):
        env = dict(os.environ)
        env.update({"XDG_STATE_HOME": self.state_home, "G_DEBUG": "fatal-criticals",
                    "GSETTINGS_BACKEND": "memory", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
        env.pop("NO_AT_BRIDGE", None)
        env.update(self.extra_env)
        handle, self.stderr_path = tempfile.mkstemp(prefix="foldout-stderr-", suffix=".log")
        os.close(handle)
        with open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen([*self.prefix, binary(), *self.args], env=env,
                                            stdout=subprocess.DEVNULL, stderr=err)
        self.accessible = wait_for(self._find_application, "foldout on the accessibility bus", timeout=self.patience)
        self.window = wait_for(self._showing_frame, "the main window to show", timeout=self.patience)
        self.window_id = wait_for(self._x_window, "the X window of foldout", timeout=self.patience)
        self.focus_window()
        return self

    def windows(self):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                             capture_output=True, text=True).stdout.split()
        return out

    def press(self, key):
        subprocess.run(["xdotool", "key", key], check=True, timeout=10)

    def months(self):
        """The months section of the state file ({} before the first save)."""
        try:
            with open(os.path.join(self.state_home, "foldout", "state.json"), encoding="utf-8") as handle:
                return json.load(handle).get("months") or {}
        except (FileNotFoundError, json.JSONDecodeError):
            return {}

    def selector_choice(self):
        try:
            with open(os.path.join(self.state_home, "foldout", "state.json"), encoding="utf-8") as handle:
                return ((json.load(handle).get("selector") or {}).get("chosen") or {}).get("sport")
        except (FileNotFoundError, json.JSONDecodeError):
            return None


def switch_to(app, title, timeout):
    """Clicks the page switcher's button for `title` and waits for it to be checked."""
    button = app.find("radio button", title, timeout=timeout)
    app.click(button)
    wait_for(lambda: "checked" in app.states(button), f"the {title} page is shown", timeout=timeout)


def unfold_fold(app, cycles, timeout, progress=None):
    """Return unfolds the focused month, Return folds it; each press is confirmed by the
    state file (the open row is saved on every change)."""
    app.focus_window()
    if not app.months().get("open") and cycles:
        # Make sure a row has the cursor: Return unfolds it (Down moves to the next if not).
        app.press("Return")
        if not wait_quiet(lambda: app.months().get("open"), timeout=min(timeout, 10)):
            app.press("Down")
            app.press("Return")
            wait_for(lambda: app.months().get("open"), "a month unfolds", timeout=timeout)
        app.press("Return")
        wait_for(lambda: not app.months().get("open"), "the month folds", timeout=timeout)
    for n in range(cycles):
        app.press("Return")
        wait_for(lambda: app.months().get("open"), f"cycle {n + 1}: the month unfolds", timeout=timeout, interval=0.005)
        app.press("Return")
        wait_for(lambda: not app.months().get("open"), f"cycle {n + 1}: the month folds", timeout=timeout, interval=0.005)
        if progress and (n + 1) % progress == 0:
            print(f"leaks: {n + 1}/{cycles} unfold/fold cycles", flush=True)


def wait_quiet(predicate, timeout):
    try:
        return wait_for(predicate, "", timeout=timeout)
    except AssertionError:
        return None


def help_cycles(app, count, timeout):
    """F1 opens the help dialog (a second window), Escape closes it."""
    app.focus_window()
    for n in range(count):
        app.press("F1")
        wait_for(lambda: len(app.windows()) >= 2, f"help {n + 1}: the dialog opens", timeout=timeout)
        help_window = app.windows()[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", help_window], timeout=timeout)
        app.press("Escape")
        wait_for(lambda: len(app.windows()) == 1, f"help {n + 1}: the dialog closes", timeout=timeout)
        app.focus_window()


def drawer_cycles(app, count, timeout):
    """Return opens the Sport drawer; Down or Up moves the highlight, Return chooses (the
    choice is saved, which confirms the cycle); every fifth cycle also opens and closes it
    with Escape."""
    app.focus_window()
    for n in range(count):
        before = app.selector_choice()
        app.press("Return")
        app.press("Down" if n % 2 == 0 else "Up")
        app.press("Return")
        wait_for(lambda: app.selector_choice() != before, f"drawer {n + 1}: a new sport is chosen", timeout=timeout)
        if n % 5 == 4:
            field = app.find("combo box", "Sport", timeout=timeout)
            app.press("Return")
            wait_for(lambda: "expanded" in app.states(field), f"drawer {n + 1}: the drawer opens", timeout=timeout)
            app.press("Escape")
            wait_for(lambda: "expanded" not in app.states(field), f"drawer {n + 1}: the drawer closes", timeout=timeout)


def session(app, counts, timeout):
    """Every page, then the cycles of the issue, then every page again."""
    for title in PAGES:
        switch_to(app, title, timeout)
    switch_to(app, "Months", timeout)
    unfold_fold(app, counts["cycles"], timeout, progress=100)
    help_cycles(app, counts["help"], timeout)
    print(f"leaks: {counts['help']} help dialogs", flush=True)
    switch_to(app, "Selector", timeout)
    drawer_cycles(app, counts["drawer"], timeout)
    print(f"leaks: {counts['drawer']} drawer cycles", flush=True)
    for title in PAGES:
        switch_to(app, title, timeout)


# -- valgrind ---------------------------------------------------------------------------

# Frames of Foldout's own code: its Swift modules (mangled names carry the module name)
# and its source files (valgrind names inlined Swift frames by file and line).
OWN = re.compile(r"(FoldoutModel|FoldoutControllers|FoldoutApp|FoldoutGtk|\$s7foldout|runFoldout|\b[A-Z][A-Za-z+]*\.swift:\d+\))")
# The main loop's frames: everything GTK does happens under them, so Foldout's frames
# outside them (main, Application.run) say nothing about who made an allocation.
LOOP = re.compile(r"\b(g_main_context_dispatch|g_main_loop_run|g_main_context_iteration|g_application_run|gtk_main)\b")
ERROR_KINDS = re.compile(r"^(Invalid (read|write|free)|Conditional jump|Use of uninitialised|Syscall param|Mismatched free|Source and destination overlap)")


def blocks(text):
    """valgrind's messages, one list of lines each (the "==PID==" prefix removed)."""
    for block in re.split(r"\n==\d+== \n", text):
        yield [re.sub(r"^==\d+==\s?", "", line) for line in block.splitlines()]


def stack(lines, start):
    return [f.strip() for f in lines[start:] if re.match(r"\s*(at|by) 0x", f)]


def parse_valgrind(text):
    """The definitely-lost records: (bytes direct, bytes with indirect, frames)."""
    records = []
    for lines in blocks(text):
        for i, line in enumerate(lines):
            m = re.match(r"\s*([\d,]+) (?:\(([\d,]+) direct, ([\d,]+) indirect\) )?bytes in [\d,]+ blocks are definitely lost", line)
            if m:
                direct = int((m.group(2) or m.group(1)).replace(",", ""))
                total = int(m.group(1).replace(",", ""))
                records.append((direct, total, stack(lines, i + 1)))
    return records


def parse_errors(text):
    """memcheck's other errors (invalid reads and writes, uninitialised values): (kind, frames)."""
    found = []
    for lines in blocks(text):
        for i, line in enumerate(lines):
            if ERROR_KINDS.match(line.strip()):
                found.append((line.strip(), stack(lines, i + 1)))
                break
    return found


def own_frames(frames):
    """Foldout's frames in a stack, innermost first, up to the main loop's frames."""
    inner = []
    for frame in frames:
        if LOOP.search(frame):
            break
        inner.append(frame)
    return [f for f in inner if OWN.search(f)]


def run_valgrind(counts, log_dir, timeout):
    vg_log = os.path.join(log_dir, "valgrind.log")
    prefix = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite",
              "--errors-for-leak-kinds=definite", "--num-callers=60", f"--suppressions={SUPPRESSIONS}",
              "--gen-suppressions=all", f"--log-file={vg_log}"]
    app = SlowApp(prefix=prefix, patience=300,
                  env={"G_SLICE": "always-malloc", "G_DEBUG": "fatal-criticals,gc-friendly"})
    print(f"leaks: starting foldout under valgrind memcheck (log: {vg_log})", flush=True)
    started = time.monotonic()
    app.start()
    print(f"leaks: up after {time.monotonic() - started:.0f} s; session {counts}", flush=True)
    try:
        session(app, counts, timeout)
        app.focus_window()
        app.press("ctrl+q")
        app.process.wait(timeout=600)
    finally:
        app.kill()
    print(f"leaks: session and leak check took {time.monotonic() - started:.0f} s", flush=True)
    stderr = app.stderr()
    problems = [f"foldout printed {m}:\n{stderr}" for m in ("CRITICAL", "WARNING") if m in stderr]
    if app.process.returncode != 0:
        problems.append(f"foldout exited with {app.process.returncode}")
    with open(vg_log, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    records = parse_valgrind(text)
    total = sum(direct for direct, _, _ in records)
    own = [(direct, whole, frames) for direct, whole, frames in records if own_frames(frames)]
    own_bytes = sum(whole for _, whole, _ in own)
    summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
    print(f"leaks: valgrind: definitely lost (after suppressions) {summary.group(1) if summary else '0'} bytes "
          f"in {len(records)} records; from Foldout's own code: {own_bytes} bytes in {len(own)} records")
    for direct, whole, frames in own:
        problems.append(f"{whole} bytes definitely lost from Foldout's code:\n    " + "\n    ".join(frames[:25]))
    errors = [(kind, frames) for kind, frames in parse_errors(text) if own_frames(frames)]
    print(f"leaks: memcheck errors (invalid access, uninitialised values) in Foldout's code: {len(errors)}")
    for kind, frames in errors:
        problems.append(f"{kind} in Foldout's code:\n    " + "\n    ".join(frames[:25]))
    if total and not own:
        print(f"leaks: (the {total} bytes left are GTK/library allocations not made by Foldout's code; see {vg_log})")
    return problems


# -- resident memory ------------------------------------------------------------------

def memory_kib(pid):
    """VmRSS (all resident memory) and RssAnon (the heap and other anonymous memory, which
    the kernel does not drop to reclaim page cache) from /proc/PID/status, in KiB."""
    found = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as handle:
        for line in handle:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "RssAnon"):
                found[key] = int(rest.split()[0])
    return found["VmRSS"], found["RssAnon"]


def run_rss(cycles, timeout):
    app = SlowApp(patience=30)
    app.start()
    try:
        switch_to(app, "Months", timeout)
        warm = max(200, cycles // 10)
        unfold_fold(app, warm, timeout)
        time.sleep(1)  # let the last frame and idle work finish before sampling
        before, anon_before = memory_kib(app.process.pid)
        started = time.monotonic()
        unfold_fold(app, cycles, timeout, progress=1000)
        time.sleep(1)
        after, anon_after = memory_kib(app.process.pid)
        took = time.monotonic() - started
        app.assert_healthy()
    finally:
        app.stop()
        app.kill()
    growth, anon = after - before, anon_after - anon_before
    print(f"leaks: resident memory after {warm} warm-up cycles {before} KiB (anonymous {anon_before} KiB), after "
          f"{cycles} more unfold/fold cycles {after} KiB (anonymous {anon_after} KiB): growth {growth} KiB "
          f"(anonymous {anon} KiB; limit < {RSS_LIMIT_KIB} KiB each; {took:.0f} s)")
    return [f"resident memory grew by {kib} KiB ({what}) over {cycles} cycles"
            for what, kib in (("VmRSS", growth), ("RssAnon", anon)) if kib >= RSS_LIMIT_KIB]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--short", action="store_true", help="the CI sizes (default)")
    group.add_argument("--long", action="store_true", help="the issue's sizes: 1,000 cycles, 100 help, 100 drawers, 10,000 RSS cycles")
    parser.add_argument("--only", choices=["valgrind", "rss"], help="run only one of the two checks")
    args = parser.parse_args()
    counts = MODES["long" if args.long else "short"]
    os.makedirs(ARTIFACTS, exist_ok=True)
    log_dir = tempfile.mkdtemp(prefix="foldout-leaks-", dir=ARTIFACTS)
    problems = []
    if args.only in (None, "valgrind"):
        problems += run_valgrind(counts, log_dir, timeout=120)
    if args.only in (None, "rss"):
        problems += run_rss(counts["rss_cycles"], timeout=10)
    if problems:
        print("\nLEAKS FAILED:", file=sys.stderr)
        for problem in problems:
            print(f"  - {problem}", file=sys.stderr)
        sys.exit(1)
    print("leaks: no definite loss from Foldout's code; resident memory steady")


if __name__ == "__main__":
    main()
