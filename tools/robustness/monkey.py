"""A seedable monkey: random real X input to the running Foldout, with invariants checked
through AT-SPI and the state file at checkpoints.

Run through tools/monkey (it starts Xvfb and a session D-Bus). Every random choice comes
from one random.Random(seed), drawn in the same order whatever the app does, so a seed and
an event count replay the same input: `tools/monkey --seed S --events N`.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "ui"))

import pyatspi  # noqa: E402

from harness import ARTIFACTS, FoldoutApp, wait_for  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
PAGES = ["Months", "Destinations", "Selector"]
# The Selector page's selectors: state key and data file (as in SelectorPage.files).
SELECTORS = [("sport", "sports.json"), ("position", "positions.json")]

# The app's keyboard vocabulary, with weights. Never Ctrl+Q or Ctrl+W (they quit).
KEYS = [
    ("Up", 8), ("Down", 8), ("Home", 2), ("End", 2), ("Page_Up", 2), ("Page_Down", 2),
    ("Return", 8), ("space", 5), ("Escape", 6), ("Tab", 6), ("shift+Tab", 4),
    ("Left", 2), ("Right", 2), ("plus", 1), ("minus", 1), ("Delete", 2), ("ctrl+z", 3),
    ("alt+Down", 2), ("alt+Up", 2), ("ctrl+comma", 1), ("F1", 1), ("ctrl+question", 1),
] + [(letter, 0.3) for letter in "abcdfghmps"]

# Kinds of event, with weights.
KINDS = [("key", 55), ("click", 22), ("scroll", 8), ("page", 8), ("resize", 3), ("focus", 4)]

CHECK_EVERY = 200


def weighted(rng, table):
    total = sum(weight for _, weight in table)
    pick = rng.uniform(0, total)
    for item, weight in table:
        pick -= weight
        if pick <= 0:
            return item
    return table[-1][0]


def plan(rng):
    """One event as data; draws the same number of values from `rng` for every kind."""
    kind = weighted(rng, KINDS)
    key = weighted(rng, KEYS)
    fx, fy = rng.random(), rng.random()
    button = rng.choice([4, 5])
    repeat = rng.randint(1, 4)
    page = rng.choice(PAGES)
    width, height = rng.choice([360, 420, 600, 800, 1024, 1200]), rng.randint(420, 760)
    if kind == "key":
        return ("key", key)
    if kind == "click":
        return ("click", round(fx, 4), round(fy, 4))
    if kind == "scroll":
        return ("scroll", round(fx, 4), round(fy, 4), button, repeat)
    if kind == "page":
        return ("page", page)
    if kind == "resize":
        return ("resize", width, height)
    return ("focus",)


def xdo(*args, timeout=10):
    return subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True, timeout=timeout)


class Monkey:
    def __init__(self, seed, events, log_path, delay):
        self.seed = seed
        self.events = events
        self.delay = delay
        self.rng = random.Random(seed)
        self.log = open(log_path, "w", encoding="utf-8")
        self.log_path = log_path
        self.app = None
        self.geometry = None
        self.close_button = None
        self.counts = {}
        self.checks = 0
        self.seen = []
        self.relaunches = 0

    # -- the app ----------------------------------------------------------------------
    def launch(self, state_home=None):
        self.app = FoldoutApp(state_home=state_home, env={"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}).start()
        self.refresh_geometry()

    def ended(self, index):
        """The app ended: a crash (or any message on stderr) fails; a clean quit (no event
        should cause one) is logged and the app started again on its state folder."""
        code = self.app.process.returncode
        text = self.app.stderr()
        problems = [f"foldout printed {m}" for m in ("CRITICAL", "WARNING", "Foldout-") if m in text]
        if code != 0 or problems:
            self.fail(index, [f"foldout exited with status {code}:\n{self.app.stderr()}", *problems])
        self.relaunches += 1
        self.log.write(f"#\t{index}\tfoldout quit cleanly; started again\n")
        print(f"monkey: foldout quit cleanly at event {index}; starting it again", flush=True)
        self.launch(self.app.state_home)

    def refresh_geometry(self):
        out = xdo("getwindowgeometry", "--shell", self.app.window_id).stdout
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        self.geometry = (int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))
        self.close_button = None
        for node in self.app.find_all("push button", "Close", root=self.app.window):
            e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            self.close_button = (e.x - 8, e.y - 8, e.x + e.width + 8, e.y + e.height + 8)
        if self.close_button is None:  # not found: keep clear of the title bar's end corner
            x, y, w, _ = self.geometry
            self.close_button = (x + w - 80, y, x + w, y + 60)

    def app_windows(self):
        return set(xdo("search", "--onlyvisible", "--pid", self.app.process.pid).stdout.split())

    def point(self, fx, fy):
        """A point of the main window at fractions (fx, fy), off the window's close button."""
        x, y, w, h = self.geometry
        px, py = x + int(fx * (w - 1)), y + int(fy * (h - 1))
        left, top, right, bottom = self.close_button
        if left <= px <= right and top <= py <= bottom:
            py = bottom + 1 + int(fy * 40)
        return px, py

    def ensure_focus(self):
        """Keys go to the focused window; if it is none of Foldout's, focus the main window."""
        focused = xdo("getwindowfocus").stdout.strip()
        if focused not in self.app_windows():
            xdo("windowfocus", "--sync", self.app.window_id)

    # -- events -------------------------------------------------------------------------
    def send(self, event):
        kind = event[0]
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if kind == "key":
            self.ensure_focus()
            xdo("key", event[1])
        elif kind == "click":
            x, y = self.point(event[1], event[2])
            xdo("mousemove", x, y)
            xdo("click", "1")
        elif kind == "scroll":
            x, y = self.point(event[1], event[2])
            xdo("mousemove", x, y)
            xdo("click", "--repeat", event[4], "--delay", 20, event[3])
        elif kind == "page":
            self.switch_page(event[1])
        elif kind == "resize":
            xdo("windowsize", "--sync", self.app.window_id, event[1], event[2], timeout=5)
            time.sleep(0.15)
            self.refresh_geometry()
        elif kind == "focus":
            xdo("windowfocus", "--sync", self.app.window_id)

    def switch_page(self, title):
        """Clicks the page's switcher button (titles when wide, icons when narrow). A modal
        dialog in front may swallow the click: that is part of the game."""
        for role in ("radio button", "toggle button"):
            for node in self.app.find_all(role, title, showing=True, root=self.app.window):
                e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                if e.width > 0 and e.height > 0:
                    xdo("mousemove", e.x + e.width // 2, e.y + e.height // 2)
                    xdo("click", "1")
                    return

    # -- invariants ----------------------------------------------------------------------
    def state(self):
        path = os.path.join(self.app.state_home, "foldout", "state.json")
        try:
            with open(path, encoding="utf-8") as handle:
                return json.load(handle)
        except FileNotFoundError:
            return {}

    def problems(self):
        """What is wrong now (an empty list when every invariant holds)."""
        found = []
        self.seen = []
        code = self.app.process.poll()
        if code is not None:
            return [f"foldout exited with status {code}"]
        text = self.app.stderr()
        for marker in ("CRITICAL", "WARNING", "Foldout-"):
            if marker in text:
                found.append(f"foldout printed {marker}:\n{text}")
        state = self.state()
        months = state.get("months") or {}
        removed = set(months.get("removed") or [])
        # In the order the person left them: the months not removed, each moved one placed
        # after the month the state file names (Alt+Up/Alt+Down move the focused month).
        kept = [f"month-{i + 1}" for i in range(len(MONTHS)) if f"month-{i + 1}" not in removed]
        expected = [MONTHS[int(key.split("-")[1]) - 1] for key in arranged(kept, months.get("order") or [])]
        open_id = months.get("open")
        open_name = MONTHS[int(open_id.split("-")[1]) - 1] if open_id else None
        # While the list is searched it shows the months holding the query (case and accents
        # ignored, as the app folds them).
        query = ""
        for field in self.app.find_all("text", "Search Months", root=self.app.window):
            try:
                query = field.queryText().getText(0, -1)
            except Exception:  # the field comes and goes with its bar
                pass
        if folded(query):
            expected = [name for name in expected if folded(query) in folded(name)]
        for listbox in self.app.find_all("list box", "Months", root=self.app.window):
            # The rows on screen, top to bottom: GTK 3's accessible list keeps its children in
            # the order they were added, not in the order the list sorts them (after a move),
            # and a row out of view has no place on screen to sort by.
            rows = [node for node in self.app.find_all("list item", root=listbox)
                    if node.getState().contains(pyatspi.STATE_SHOWING)]
            rows.sort(key=lambda node: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y)
            names = [node.name for node in rows]
            expanded = [node.name for node in rows if node.getState().contains(pyatspi.STATE_EXPANDED)]
            if len(expanded) > 1:
                found.append(f"more than one month is expanded: {expanded}")
            if not contiguous(names, expected):
                found.append(f"the Months rows {names} are not the months minus the removed ones"
                             f"{f' holding {query!r}' if folded(query) else ''} {expected}")
            if open_name in names and expanded != [open_name]:
                found.append(f"the state file says {open_name} is open; AT-SPI shows expanded {expanded}")
            self.seen.append(f"{len(names)} month rows, expanded {expanded or 'none'}")
            if open_name is None and expanded:
                found.append(f"the state file says no month is open; AT-SPI shows expanded {expanded}")
        chosen = ((state.get("selector") or {}).get("chosen")) or {}
        for key, file in SELECTORS:
            with open(os.path.join(ROOT, "data", file), encoding="utf-8") as handle:
                options = json.load(handle)
            for field in self.app.find_all("combo box", options["name"], root=self.app.window):
                labels = [node.name for node in self.app.find_all("label", root=field)]
                want = chosen.get(key) or options["placeholder"]
                self.seen.append(f"{options['name']}: {labels}")
                if labels != [want]:
                    found.append(f"the {options['name']} field shows {labels}; the state file says {want!r}")
        return found

    def check(self, index):
        """Closes any dialog or second window (Escape), then shows the Months and Selector
        pages in turn and polls until every invariant holds there (or fails), and goes back
        to the page that was showing. The same at every checkpoint, so replays match."""
        self.checks += 1
        self.close_extra_windows(index)
        self.leave_selection_mode()
        was = self.current_page()
        seen = []
        for page, required in (("Months", ("list box", "Months")), ("Selector", ("combo box", "Sport"))):
            self.show_page(page, index)
            last = []

            def holds():
                nonlocal last
                last = self.problems()
                if not self.app.find_all(*required, root=self.app.window):
                    last = last + [f"the {page} page shows no {required[0]} named {required[1]!r}"]
                return not last
            try:
                wait_for(holds, "the invariants", timeout=6.0, interval=0.25)
            except AssertionError:
                self.fail(index, last)
            seen += self.seen
        self.seen = seen
        if was:
            self.switch_page(was)

    def leave_selection_mode(self):
        """Selection mode (Months) puts "N selected" where the page switcher was: the pressed
        Select button leaves it, as a person would, before the pages are shown in turn."""
        for node in self.app.find_all("toggle button", "Select", showing=True, root=self.app.window):
            if node.getState().contains(pyatspi.STATE_CHECKED) or node.getState().contains(pyatspi.STATE_PRESSED):
                e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                xdo("mousemove", e.x + e.width // 2, e.y + e.height // 2)
                xdo("click", "1")
                wait_for(lambda: self.current_page() is not None, "selection mode ends", timeout=3.0)
                return

    def show_page(self, page, index):
        """Switches to `page` for a check. An open menu popover takes the first click (it
        closes), so up to three clicks; the switcher must then show the page."""
        for _ in range(3):
            self.switch_page(page)
            try:
                wait_for(lambda: self.current_page() == page, f"the {page} page shows", timeout=2.0)
                return
            except AssertionError:
                continue
        self.fail(index, [f"three clicks on the switcher's {page} button do not show the {page} page"])

    def current_page(self):
        for role in ("radio button", "toggle button"):
            for node in self.app.find_all(role, showing=True, root=self.app.window):
                if node.name in PAGES and node.getState().contains(pyatspi.STATE_CHECKED):
                    return node.name
        return None

    def close_extra_windows(self, index):
        """Escape closes Preferences, the help dialog, the shortcuts window and About."""
        for _ in range(6):
            others = [w for w in xdo("search", "--onlyvisible", "--pid", self.app.process.pid).stdout.split()
                      if w != self.app.window_id]
            if not others:
                break
            xdo("windowfocus", "--sync", others[-1], timeout=5)
            xdo("key", "Escape")
            time.sleep(0.3)
        else:
            self.fail(index, [f"windows other than the main window do not close with Escape: {others}"])
        xdo("windowfocus", "--sync", self.app.window_id)

    def fail(self, index, problems):
        try:
            self.app.screenshot(f"monkey-seed{self.seed}-event{index}", whole_screen=True)
        except Exception:
            pass
        self.log.flush()
        print(f"\nMONKEY FAILED at event {index} (seed {self.seed}):", file=sys.stderr)
        for problem in problems:
            print(f"  - {problem}", file=sys.stderr)
        print(f"Event log: {self.log_path}; screenshot in {ARTIFACTS}", file=sys.stderr)
        print(f"Replay: tools/monkey --seed {self.seed} --events {index}", file=sys.stderr)
        self.app.kill()
        sys.exit(1)

    # -- the run -------------------------------------------------------------------------
    def run(self):
        self.launch()
        started = time.monotonic()
        for index in range(1, self.events + 1):
            event = plan(self.rng)
            self.log.write(f"{index}\t{json.dumps(event)}\n")
            try:
                self.send(event)
            except subprocess.TimeoutExpired:
                pass  # xdotool waited for a window that went away (a dialog closing)
            except Exception as error:  # the accessible tree changes under us
                if self.app.process.poll() is None:
                    self.log.write(f"#\t{index}\tignored: {error!r}\n")
            time.sleep(self.delay)
            if self.app.process.poll() is not None:
                self.ended(index)
            if index % CHECK_EVERY == 0 or index == self.events:
                self.check(index)
                self.refresh_geometry()
                print(f"monkey: {index}/{self.events} events, invariants hold ({time.monotonic() - started:.0f} s): "
                      f"{'; '.join(self.seen) or 'no page built yet'}", flush=True)
        self.log.close()
        code = self.app.stop()
        if code not in (0, None):
            print(f"monkey: foldout exited with {code} when asked to quit:\n{self.app.stderr()}", file=sys.stderr)
            sys.exit(1)
        print(f"monkey: seed {self.seed}: {self.events} events {dict(sorted(self.counts.items()))}, "
              f"{self.checks} checkpoints, {self.relaunches} clean quits, no crash, no critical, no broken invariant")


def arranged(keys, placements):
    """`keys` with each placed key moved after the key its placement names (at the top when
    none), placements taken in order: as the app restores a list's order (DropdownList.arrange)."""
    order = list(keys)
    taken = {}
    for placement in placements:
        key = placement.get("id")
        if key in order and key not in taken:
            taken[key] = order.index(key)
            order.remove(key)
    for placement in placements:
        key = placement.get("id")
        if key not in taken:
            continue
        place = taken.pop(key)
        anchor = placement.get("after")
        if anchor is None:
            order.insert(0, key)
        elif anchor in order:
            order.insert(order.index(anchor) + 1, key)
        else:
            order.insert(min(place, len(order)), key)
    return order


def folded(text):
    """`text` as the app's search compares it: lower case, decomposed, without combining marks."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")


def contiguous(names, expected):
    """`names` is a run of `expected`, in order (a recycling list may hold only part)."""
    if not names:
        return True
    if names[0] not in expected:
        return False
    start = expected.index(names[0])
    return expected[start:start + len(names)] == names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, help="events to send (default 2000; 20000 with --long)")
    parser.add_argument("--seed", type=int, help="random seed (default: chosen and printed)")
    parser.add_argument("--long", action="store_true", help="the long run: 20,000 events")
    parser.add_argument("--delay", type=float, default=0.02, help="pause after each event, seconds")
    args = parser.parse_args()
    events = args.events or (20000 if args.long else 2000)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    os.makedirs(ARTIFACTS, exist_ok=True)
    log_path = os.path.join(ARTIFACTS, f"monkey-seed{seed}.log")
    print(f"monkey: seed {seed}, {events} events (replay: tools/monkey --seed {seed} --events {events})", flush=True)
    Monkey(seed, events, log_path, args.delay).run()


if __name__ == "__main__":
    main()
