"""tools/bench scroll and tools/bench latency: Foldout's Months list driven with real X input
(xdotool) while the app writes its frames and the input it received to FOLDOUT_BENCH_TRACE.

Scrolling (mode `scroll`), at 1,000,000 items and at the 12 months (in a window 300 px high, so
that the list is about three views tall), with a row open (the third):
  a) Page Down held for 3 s with the X server's key repeat (Xvfb -ardelay 500 -arinterval 30,
     GNOME's defaults), measured from the first repeated press to the release;
  b) a steady wheel for 3 s, 60 clicks a second, over the list;
  c) the scrollbar dragged from top to bottom over 2 s, the pointer moved 60 times a second.
For each: frames painted by the GDK frame clock against the 60 Hz a display shows in that time,
and the worst gap without a new frame. At a million rows of one line, when FOLDOUT_TREEVIEW_REF
names the compiled tools/benchmarks/treeview-trace.c, the same three scenarios in GtkTreeView
over a GtkListStore of as many rows (its cursor on the third), and Foldout's share of frames and
worst gap over its. The span ends when the input ends or, when the list
reached its end earlier (12 items), at the last frame painted: a list at its end has nothing to
paint.

Input latency (mode `latency`): from a key press (the X server's time of the event) to the
first frame painted after GTK received it, median and worst over 100 presses, of Down (moving
the focus; at 12 items it turns back at each end so that every press moves) and of Enter on a
row (unfolding and folding it). Beside it at each size, when FOLDOUT_TREEVIEW_REF names the
compiled tools/benchmarks/treeview-trace.c: GtkTreeView over a GtkListStore of as many rows,
writing the same trace, given the same presses of Down (its cursor moves), and Foldout's median
over its.

Arranging (mode `arrange`, see tools/bench.d/arrange): Alt+Down/Alt+Up on the middle item, then
rounds of Ctrl+A, Delete and Ctrl+Z, each key's press to its frame; beside it at each size, when
FOLDOUT_TREEVIEW_ARRANGE_REF names the compiled tools/benchmarks/treeview-arrange.c, GtkTreeView
over a GtkListStore of as many rows doing the same in the GTK 3 way (its cursor on the middle
row), given the same keys, and Foldout's median over its per key; then a row dragged to the
list's bottom edge and held (Foldout only).

Nothing asserts a timing; it prints figures and goals (>= 95 % of frames, no gap over 50 ms;
latency within the next frame, 16.7 ms).
"""
import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "ui"))
import benchlib  # noqa: E402

SIZES = [1_000_000, 12]
MIXED_SIZES = [1_000_000]
# A list that fits its window has nothing to scroll: at the 12 months (about 580 px with a row
# open) the window is made this short, so the list is about three views tall.
SHORT_WINDOW = (640, 300)
GOAL_FRAMES = 0.95
GOAL_GAP_MS = 50


def start_app(items, trace, mixed=False):
    """Foldout with the 12 months, or `items` generated rows (of one to three lines if `mixed`;
    the first has one line)."""
    from harness import FoldoutApp, bench_binary  # pyatspi: only needed here
    env = {"FOLDOUT_BENCH_TRACE": trace}
    generated = items != 12 or mixed
    if generated:
        env["FOLDOUT_MONTHS_ITEMS"] = str(items)
    if mixed:
        env["FOLDOUT_MONTHS_MIXED"] = "1"
    app = FoldoutApp(env=env, executable=bench_binary()).start()
    app.find("list item", "Item 1" if generated else "January", showing=True, timeout=10)
    return app


class XTest:
    """Pointer input paced by this process (one X request each, no process per event), through
    the XTEST extension as xdotool does."""

    def __init__(self):
        import ctypes
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError("cannot open the X display")

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, int(x), int(y), 0)
        self.x11.XFlush(self.display)

    def button(self, number, down):
        self.xtst.XTestFakeButtonEvent(self.display, number, 1 if down else 0, 0)
        self.x11.XFlush(self.display)

    def close(self):
        self.x11.XCloseDisplay(self.display)


def paced(count, interval_s, action):
    """Calls action(i) for i in 0..count-1 on a fixed schedule (no drift)."""
    begin = time.monotonic()
    for index in range(count):
        delay = begin + index * interval_s - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        action(index)


def xdotool(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True, timeout=60)


def read_trace(path, since_us):
    with open(path) as file:
        trace = benchlib.parse_trace(file.read())
    trace.paints = [paint for paint in trace.paints if paint >= since_us]
    trace.events = [event for event in trace.events if event[1] >= since_us]
    return trace


def event_time(event):
    return benchlib.server_time_us(event[2], event[1])


def settle():
    time.sleep(0.8)


def open_third_row(app):
    app.key("ctrl+Home", "Down", "Down", "Return")
    settle()


def list_area(app):
    """The centre of the list and the scrollbar's x, top and bottom (desktop coordinates)."""
    import pyatspi
    bar = app.find_all("scroll bar", showing=True)
    if len(bar) != 1:
        raise RuntimeError(f"expected the list's one scrollbar, found {len(bar)}")
    extents = bar[0].queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    frame = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    centre = (frame.x + (extents.x - frame.x) // 2, extents.y + extents.height // 2)
    return centre, (extents.x + extents.width // 2, extents.y + 2, extents.y + extents.height - 2)


def scroll_span(events, paints, values, kinds, begin_after=0):
    """The measured span, while the list moved: from the first input event of `kinds` (after
    skipping `begin_after` of them) to the frame that showed the last movement of the list's
    scrollbar caused by that input (None if it did not move at all: a list at its end)."""
    times = sorted(event_time(event) for event in events if event[0] in kinds)
    if len(times) <= begin_after:
        raise RuntimeError(f"no input of {kinds} reached the app")
    return movement_span(times[begin_after], times[-1], paints, values)


ANSWER_US = 100_000


def movement_span(start, last_input, paints, values):
    """(start, end): `end` is the first frame painted at or after the last scrollbar movement
    between `start` and `last_input` + ANSWER_US; None when nothing moved."""
    moved = [time_ for time_, _ in values if start <= time_ <= last_input + ANSWER_US]
    if not moved:
        return None
    shown = [paint for paint in sorted(paints) if paint >= moved[-1]]
    return start, shown[0] if shown else moved[-1]


def page_down_held(app):
    app.key("ctrl+Home")
    settle()
    since = benchlib.now_us()
    app.focus_window()
    xdotool("keydown", "Next", "sleep", "3", "keyup", "Next")
    settle()
    trace = read_trace(app.trace, since)
    presses = [event for event in trace.events if event[0] == "key-press" and event[3] == "Page_Down"]
    releases = [event for event in trace.events if event[0] == "key-release" and event[3] == "Page_Down"]
    # From the first repeated press (the repeat starts after 500 ms) to the release.
    span = scroll_span(presses + releases, trace.paints, trace.values, {"key-press", "key-release"}, begin_after=1)
    return trace.paints, span, len(presses), [event_time(event) for event in presses + releases]


def wheel(app, centre):
    app.key("ctrl+Home")
    settle()
    pointer = XTest()
    try:
        pointer.move(*centre)
        time.sleep(0.2)
        since = benchlib.now_us()

        def click(_):
            pointer.button(5, True)
            pointer.button(5, False)
        paced(180, 1 / 60, click)
    finally:
        pointer.close()
    settle()
    trace = read_trace(app.trace, since)
    clicks = [event for event in trace.events if event[0] == "scroll"]
    span = scroll_span(clicks, trace.paints, trace.values, {"scroll"})
    return trace.paints, span, len(clicks), [event_time(event) for event in clicks]


def drag(app, bar):
    app.key("ctrl+Home")
    settle()
    x, top, bottom = bar
    steps = 120
    pointer = XTest()
    try:
        pointer.move(x, top)
        time.sleep(0.2)
        since = benchlib.now_us()
        pointer.button(1, True)
        paced(steps, 1 / 60, lambda step: pointer.move(x, top + (bottom - top) * (step + 1) // steps))
        pointer.button(1, False)
    finally:
        pointer.close()
    settle()
    trace = read_trace(app.trace, since)
    # From the press on: the pointer's move onto the slider 0.2 s before may reach the trace
    # too (its server time is before the press), and would open the span with a pause of input.
    presses = [event_time(event) for event in trace.events if event[0] == "button-press"]
    if not presses:
        raise RuntimeError("the button press on the scrollbar did not reach the app")
    motion = [event for event in trace.events if event[0] in ("button-press", "motion", "button-release")
              and event_time(event) >= presses[0]]
    span = scroll_span(motion, trace.paints, trace.values, {"button-press", "motion", "button-release"})
    return trace.paints, span, len([event for event in motion if event[0] == "motion"]), [event_time(event) for event in motion]


def scroll_report(rows, repeats, mixed=False):
    """rows: (items, scenario, [(painted, expected, worst_us, inputs, span_us, pause_us) per repeat])."""
    rows_are = "rows of one to three lines (mixed heights), " if mixed else ""
    print(f"\nScrolling {rows_are}with a row open (the third), median of {repeats} runs: frames painted by the GDK frame clock")
    print("against the frames of a 60 Hz display over the span, and the worst gap without a new frame")
    print(f"{'items':>9} {'scenario':<33} {'span s':>7} {'input':>6} {'frames':>7} {'60 Hz':>6} {'ratio':>6} "
          f"{'worst gap ms':>13} {'(max)':>7} {'input pause':>12}")
    shares = {}
    for items, name, runs in rows:
        runs = [run for run in runs if run[4] > 0]
        if not runs:
            print(f"{items:>9} {name:<33}   the list did not move (it was at its end)")
            continue
        ratios = [painted / expected for painted, expected, _, _, _, _ in runs]
        middle = sorted(range(len(runs)), key=lambda index: ratios[index])[len(runs) // 2]
        painted, expected, _, inputs, span, _ = runs[middle]
        gaps = [worst for _, _, worst, _, _, _ in runs]
        # The longest pause in the input itself, in the run with the worst gap: a gap no longer
        # than it may be the input's (the sender stalled), not the app's.
        pause = max(runs, key=lambda run: run[2])[5]
        # A ratio over a few frames says nothing: shown from 0.1 s of movement on.
        ratio = f"{benchlib.median(ratios) * 100:>5.0f}%" if expected >= 6 else f"{'n/a':>6}"
        if expected >= 6:
            shares[(items, name)] = (benchlib.median(ratios), benchlib.median(gaps))
        print(f"{items:>9} {name:<33} {span / 1e6:>7.2f} {inputs:>6} {painted:>7} {expected:>6.0f} "
              f"{ratio} {benchlib.median(gaps) / 1000:>13.1f} {max(gaps) / 1000:>7.1f} {pause / 1000:>12.1f}")
    for (items, name), (share, gap) in shares.items():
        theirs = shares.get((items, REFERENCE_PREFIX + name))
        if theirs and theirs[0] > 0 and theirs[1] > 0:
            print(f"{items:>9} {name}: Foldout / GtkTreeView, frames painted {share / theirs[0]:.2f}x, "
                  f"worst gap {gap / theirs[1]:.2f}x")
    print(f"\nGoals (information only): >= {GOAL_FRAMES * 100:.0f} % of frames and no gap over {GOAL_GAP_MS} ms. "
          "Input: Page Down with key repeat (33 a second, one step each), wheel clicks and pointer moves 60 a "
          "second. The span runs from the first input to the frame showing the scrollbar's last movement "
          "(at 12 items in a window 300 px high, where the list is about three views tall, it is short: the list "
          "reaches its end). Runs where nothing moved are left out. Input pause: the "
          "longest time without input (X server times) in the run with the worst gap; a gap no longer than it "
          "may be the sender's stall, not Foldout's.")


REFERENCE_PREFIX = "GtkTreeView: "


def scroll_scenarios(app, items, repeats, mixed, prefix=""):
    """The three scrolling scenarios in `app`, `repeats` times each: rows for the report, each
    scenario's name after `prefix`."""
    rows = []
    centre, bar = app.area() if isinstance(app, ReferenceApp) else list_area(app)
    for name, run in (("Page Down held 3 s", lambda: page_down_held(app)),
                      ("wheel 3 s", lambda: wheel(app, centre)),
                      ("scrollbar drag 2 s", lambda: drag(app, bar))):
        runs = []
        for repeat in range(repeats):
            print(f"==> {items} {'mixed ' if mixed else ''}items: {prefix}{name} ({repeat + 1}/{repeats})", file=sys.stderr)
            paints, span, inputs, input_times = run()
            if span is None:
                runs.append((0, 0, 0, inputs, 0, 0))
                continue
            painted, expected, worst = benchlib.frames_in_span(paints, *span)
            pause = benchlib.longest_input_pause(input_times, *span)
            runs.append((painted, expected, worst, inputs, span[1] - span[0], pause))
        rows.append((items, prefix + name, runs))
    return rows


def run_scroll(sizes, repeats, mixed=False):
    reference = os.environ.get("FOLDOUT_TREEVIEW_REF")
    rows = []
    for items in sizes:
        with tempfile.TemporaryDirectory(prefix="foldout-bench-scroll-") as work:
            trace = os.path.join(work, "trace")
            app = start_app(items, trace, mixed)
            app.trace = trace
            try:
                if items <= 100:
                    app.resize(*SHORT_WINDOW)
                    settle()
                open_third_row(app)
                rows += scroll_scenarios(app, items, repeats, mixed)
                app.assert_healthy()
            finally:
                app.stop()
                app.kill()
        # Beside a long list of one-line rows, the reference: GtkTreeView's rows are all one line,
        # and at the 12 months it has nothing to scroll.
        if reference and items > 100 and not mixed:
            with reference_app(reference, items, "scroll") as app:
                app.key("ctrl+Home", "Down", "Down")
                settle()
                rows += scroll_scenarios(app, items, repeats, mixed, prefix=REFERENCE_PREFIX)
                app.assert_healthy()
    scroll_report(rows, repeats, mixed)


def zigzag(count, items):
    """`count` presses of Down and Up that each move the focus in a list of `items` rows from
    the first: Down to the end, then Up to the start, and so on."""
    keys, at, step = [], 0, 1
    for _ in range(count):
        if not 0 <= at + step < items:
            step = -step
        at += step
        keys.append("Down" if step > 0 else "Up")
    return keys


class ReferenceApp:
    """The GtkTreeView reference (tools/benchmarks/treeview-trace.c) of `items` rows, driven as
    the harness drives Foldout: it writes foldout-bench's trace to `trace`, and where a person
    would scroll to `trace`.geometry once on screen."""

    TITLE = "GtkTreeView reference"

    def __init__(self, binary, items, trace):
        self.trace = trace
        self.process = subprocess.Popen([binary, str(items), trace], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", self.TITLE],
                               capture_output=True, text=True, timeout=120)
        if found.returncode != 0 or not found.stdout.split():
            self.kill()
            raise RuntimeError("the GtkTreeView reference did not show its window")
        self.window_id = found.stdout.split()[0]
        settle()

    def focus_window(self):
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window_id], check=True, timeout=10)

    def key(self, *keys):
        self.focus_window()
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True, timeout=10)

    def area(self):
        """The list's centre and the scrollbar's x, top and bottom, as the reference wrote them."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with open(self.trace + ".geometry") as file:
                    fields = {line.split()[0]: [int(value) for value in line.split()[1:]] for line in file if line.split()}
                return tuple(fields["centre"]), tuple(fields["bar"])
            except (OSError, KeyError, ValueError):
                time.sleep(0.1)
        raise RuntimeError("the GtkTreeView reference wrote no geometry")

    def assert_healthy(self):
        if self.process.poll() is not None:
            raise RuntimeError(f"the GtkTreeView reference quit: {self.process.stderr.read().decode(errors='replace')}")

    def kill(self):
        self.process.kill()
        self.process.wait()


@contextlib.contextmanager
def reference_app(binary, items, scenario):
    """A GtkTreeView reference (`binary`, run as `binary ITEMS TRACE`: treeview-trace.c or
    treeview-arrange.c) of `items` rows, its trace in a folder of its own, killed after."""
    with tempfile.TemporaryDirectory(prefix=f"foldout-bench-{scenario}-ref-") as work:
        app = ReferenceApp(binary, items, os.path.join(work, "trace"))
        try:
            yield app
        finally:
            app.kill()


def reference_latency(binary, items, keys, delay, names):
    """The presses `keys` (`delay` ms apart) given to the GtkTreeView reference of `items` rows:
    each key's time to its frame."""
    with reference_app(binary, items, "latency") as app:
        app.focus_window()
        group = frozenset(names)
        latencies = latency_of(app, keys, delay, [group])[group]
        app.assert_healthy()
        return latencies


def run_latency(sizes, presses):
    reference = os.environ.get("FOLDOUT_TREEVIEW_REF")
    rows = []
    for items in sizes:
        with tempfile.TemporaryDirectory(prefix="foldout-bench-latency-") as work:
            trace = os.path.join(work, "trace")
            app = start_app(items, trace)
            app.trace = trace
            try:
                for name, keys, delay, names in (
                        ("Down (focus moves)", zigzag(presses, items), 100, {"Down", "Up"}),
                        ("Enter on a row (unfold/fold)", ["Return"] * presses, 400, {"Return"})):
                    print(f"==> {items} items: {presses} x {name}", file=sys.stderr)
                    app.key("ctrl+Home")
                    settle()
                    since = benchlib.now_us()
                    app.focus_window()
                    xdotool("key", "--delay", delay, *keys)
                    settle()
                    trace_now = read_trace(trace, since)
                    latencies = benchlib.input_to_frame(trace_now.events, trace_now.paints, keys=names)
                    rows.append((items, name, latencies, presses))
                app.assert_healthy()
            finally:
                app.stop()
                app.kill()
        if reference:
            print(f"==> {items} items: {presses} x Down in GtkTreeView", file=sys.stderr)
            latencies = reference_latency(reference, items, zigzag(presses, items), 100, {"Down", "Up"})
            rows.append((items, "GtkTreeView: Down (cursor)", latencies, presses))
    print("\nInput latency: key press (X server time) to the first frame painted after GTK received it")
    print(f"{'items':>9} {'key':<30} {'presses':>8} {'median ms':>10} {'worst ms':>9} {'<= 1 frame':>11}")
    for items, name, latencies, sent in rows:
        within = sum(1 for latency in latencies if latency <= benchlib.FRAME_US)
        middle, worst = benchlib.percentile_line(latencies) if latencies else (float("nan"), float("nan"))
        print(f"{items:>9} {name:<30} {len(latencies):>4}/{sent:<3} {middle:>10.1f} {worst:>9.1f} {within:>10}")
    medians = {(items, name): benchlib.median(latencies) for items, name, latencies, _ in rows if latencies}
    for items in sizes:
        ours, theirs = medians.get((items, "Down (focus moves)")), medians.get((items, "GtkTreeView: Down (cursor)"))
        if ours is not None and theirs:
            print(f"{items:>9} Down, Foldout's median / GtkTreeView's: {ours / theirs:.2f}x")
    print("\nGoal (information only): within the next frame (16.7 ms at 60 Hz).")


def focus_middle(app, items):
    """Puts the focus on the middle item as a person would: searches it (Ctrl+F), goes into the
    one result (Down) and back to the whole list with it (Escape)."""
    middle = f"Item {(items + 1) // 2}"
    app.key("ctrl+f")
    xdotool("type", "--delay", 60, middle.lower())
    app.find("list item", middle, showing=True, timeout=20)
    app.key("Down", "Escape")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        node = app.focused()
        if node is not None and node.name == middle:
            return middle
        time.sleep(0.1)
    raise RuntimeError(f"{middle} did not take the focus")


def key_name(key):
    """The key name the trace gives an xdotool key ("ctrl+a" → "a", "alt+Down" → "Down")."""
    return key.split("+")[-1]


def wait_for_frame(trace_path, since, name, count, timeout_s=300):
    """Waits until the trace since `since` holds `count` presses of the key `name` and a frame
    painted after GTK received the last of them (a key whose work takes longer than the pause
    after it would otherwise wait behind it, its time counting the other's). Gives up after
    `timeout_s`: the press is then counted as without a frame."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        trace = read_trace(trace_path, since)
        presses = [event[1] for event in trace.events if event[0] == "key-press" and event[3] == name]
        if len(presses) >= count and any(paint >= presses[count - 1] for paint in trace.paints):
            return
        time.sleep(0.02)


def latency_of(app, keys, delay, names, one_at_a_time=False):
    """Presses `keys` (xdotool names, `delay` ms apart) and returns each key's time to its frame,
    by name (each of `names`: a key name, or a set of them whose times go together). Slow work
    (delay over 200 ms, or `one_at_a_time`): one key at a time, each after the last one's frame
    and the delay."""
    settle()
    since = benchlib.now_us()
    app.focus_window()
    if delay <= 200 and not one_at_a_time:
        xdotool("key", "--delay", delay, *keys)
    else:
        sent = {}
        for key in keys:
            name = key_name(key)
            sent[name] = sent.get(name, 0) + 1
            xdotool("key", key)
            wait_for_frame(app.trace, since, name, sent[name])
            time.sleep(delay / 1000)
    settle()
    trace = read_trace(app.trace, since)
    return {name: benchlib.input_to_frame(trace.events, trace.paints, keys=name if isinstance(name, frozenset) else {name})
            for name in names}


def drag_to_edge(app, hold_s):
    """Presses on the first row's drag handle, moves to the list's bottom edge in 0.3 s and holds
    there `hold_s` seconds, then drops. Returns the frames painted while it scrolled, the frames
    of a 60 Hz display then, the worst gap, and the pixels scrolled."""
    import pyatspi
    app.key("ctrl+Home")
    settle()
    shown = app.find_all("list item", showing=True)
    if not shown:
        app.screenshot("bench-arrange-no-rows")
        raise RuntimeError("no row on screen to drag")
    boxes = sorted((node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS) for node in shown), key=lambda box: box.y)
    box = boxes[0]
    frame = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    x, y, edge = box.x + 20, box.y + box.height // 2, frame.y + frame.height - 10
    pointer = XTest()
    try:
        pointer.move(x, y)
        time.sleep(0.2)
        since = benchlib.now_us()
        pointer.button(1, True)
        paced(18, 1 / 60, lambda step: pointer.move(x, y + (edge - y) * (step + 1) // 18))
        arrived = benchlib.now_us()
        time.sleep(hold_s)
        left = benchlib.now_us()
        pointer.button(1, False)
    finally:
        pointer.close()
    settle()
    trace = read_trace(app.trace, since)
    painted, expected, worst = benchlib.frames_in_span(trace.paints, arrived, left)
    moved = [value for stamp, value in trace.values if arrived <= stamp <= left]
    return painted, expected, worst, (moved[-1] - moved[0]) if len(moved) > 1 else 0.0


# The keys of `tools/bench arrange`: (kind, its row's name, the key names it is found by).
ARRANGE_BULK = (("Ctrl+A", "Ctrl+A (select all)", "a"), ("Delete", "Delete (remove all)", "Delete"),
                ("Ctrl+Z", "Ctrl+Z (undo)", "z"))


def arrange_keys(app, items, middle, presses, rounds, one_at_a_time=False, prefix=""):
    """Alt+Down/Alt+Up `presses` times on the focused `middle`, then `rounds` of Ctrl+A, Delete
    and Ctrl+Z, in `app`: rows (items, kind, name after `prefix`, latencies, presses sent)."""
    print(f"==> {items} items: {prefix}{presses} x Alt+Down/Alt+Up on {middle}", file=sys.stderr)
    keys = ["alt+Down" if step % 2 == 0 else "alt+Up" for step in range(presses)]
    moves = latency_of(app, keys, 150, [frozenset({"Down", "Up"})], one_at_a_time)
    rows = [(items, "Alt+Down/Up", f"{prefix}Alt+Down/Up on {middle}", moves[frozenset({"Down", "Up"})], presses)]
    print(f"==> {items} items: {prefix}{rounds} x Ctrl+A, Delete, Ctrl+Z", file=sys.stderr)
    bulk = latency_of(app, ["ctrl+a", "Delete", "ctrl+z"] * rounds, 1500, [key for _, _, key in ARRANGE_BULK])
    rows += [(items, kind, prefix + name, bulk[key], rounds) for kind, name, key in ARRANGE_BULK]
    return rows


def run_arrange(sizes, presses, rounds, hold_s):
    reference = os.environ.get("FOLDOUT_TREEVIEW_ARRANGE_REF")
    rows, drags = [], []
    for items in sizes:
        with tempfile.TemporaryDirectory(prefix="foldout-bench-arrange-") as work:
            trace = os.path.join(work, "trace")
            app = start_app(items, trace)
            app.trace = trace
            try:
                middle = focus_middle(app, items) if items > 12 else "January"
                rows += arrange_keys(app, items, middle, presses, rounds)
                if items > 100:  # a list taller than its window: one that scrolls while dragging
                    print(f"==> {items} items: a row dragged to the bottom edge, held {hold_s} s", file=sys.stderr)
                    drags.append((items, *drag_to_edge(app, hold_s)))
                app.assert_healthy()
            finally:
                app.stop()
                app.kill()
        if reference:
            # Its cursor starts on the middle row; one key at a time, as its moves and removals of
            # a million rows take longer than the pause between the keys.
            with reference_app(reference, items, "arrange") as app:
                rows += arrange_keys(app, items, f"Item {(items + 1) // 2}", presses, rounds, one_at_a_time=True,
                                     prefix=REFERENCE_PREFIX)
                app.assert_healthy()
    print("\nArranging: key press (X server time) to the first frame painted after GTK received it")
    print(f"{'items':>9} {'key':<40} {'presses':>8} {'median ms':>10} {'worst ms':>9} {'<= 1 frame':>11}")
    for items, _, name, latencies, sent in rows:
        within = sum(1 for latency in latencies if latency <= benchlib.FRAME_US)
        middle, worst = benchlib.percentile_line(latencies) if latencies else (float("nan"), float("nan"))
        print(f"{items:>9} {name:<40} {len(latencies):>4}/{sent:<3} {middle:>10.1f} {worst:>9.1f} {within:>10}")
    if reference:
        medians = {(items, kind, name.startswith(REFERENCE_PREFIX)): benchlib.median(latencies)
                   for items, kind, name, latencies, _ in rows if latencies}
        print("\nAgainst GtkTreeView doing the same (tools/benchmarks/treeview-arrange.c), median ms each")
        for items in sizes:
            for kind in ["Alt+Down/Up"] + [kind for kind, _, _ in ARRANGE_BULK]:
                ours, theirs = medians.get((items, kind, False)), medians.get((items, kind, True))
                if ours is not None and theirs:
                    print(f"{items:>9} {kind}, Foldout's median / GtkTreeView's: {ours / theirs:.2f}x "
                          f"({ours / 1000:.1f} ms / {theirs / 1000:.1f} ms)")
    print("\nA row dragged by its handle and held at the list's bottom edge (the list scrolls by itself, faster the longer it is held)")
    print(f"{'items':>9} {'frames':>7} {'60 Hz':>6} {'ratio':>6} {'worst gap ms':>13} {'scrolled px':>12} {'~rows':>7}")
    for items, painted, expected, worst, pixels in drags:
        ratio = painted / expected if expected else float("nan")
        print(f"{items:>9} {painted:>7} {expected:>6.0f} {ratio * 100:>5.0f}% {worst / 1000:>13.1f} {pixels:>12.0f} {pixels / 41:>7.0f}")
    print(f"\nGoals (information only): each key within the next frame (16.7 ms); >= {GOAL_FRAMES * 100:.0f} % of frames while dragging.")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["scroll", "latency", "arrange"])
    parser.add_argument("--items", type=int, action="append", help="list sizes (default 1000000 and 12)")
    parser.add_argument("--presses", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3, help="runs of each scrolling scenario")
    parser.add_argument("--rounds", type=int, default=5, help="arrange: rounds of Ctrl+A, Delete, Ctrl+Z")
    parser.add_argument("--hold", type=float, default=5.0, help="arrange: seconds a dragged row is held at the edge")
    parser.add_argument("--mixed", action="store_true",
                        help="generated rows of one to three lines (FOLDOUT_MONTHS_MIXED=1; default 1000000 of them)")
    options = parser.parse_args()
    sizes = options.items or (MIXED_SIZES if options.mixed else SIZES)
    if options.mode == "scroll":
        run_scroll(sizes, options.repeats, options.mixed)
    elif options.mode == "arrange":
        run_arrange(sizes, options.presses, options.rounds, options.hold)
    else:
        run_latency(sizes, options.presses)


if __name__ == "__main__":
    main()
