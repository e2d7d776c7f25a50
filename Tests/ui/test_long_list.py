"""The dropdown rows list at a million items: recycled rows, virtual height, every behaviour kept."""
import os
import subprocess
import time

import pyatspi

from harness import bench_binary, wait_for

MILLION = {"FOLDOUT_MONTHS_ITEMS": "1000000"}  # foldout-bench's generated items


def launch_bench(launch, **kwargs):
    """Starts foldout-bench, the app with the benchmarks' probes (generated items, the trace)."""
    return launch(executable=bench_binary(), **kwargs)


def months_list(app):
    return app.find("list box", "Months")


def rows(app):
    return app.find_all("list item", root=months_list(app))


def showing_rows(app, name):
    return [node for node in rows(app) if node.name == name and "showing" in app.states(node)]


def shown(app, name):
    return len(showing_rows(app, name)) == 1


def expanded(app, node):
    return "expanded" in app.states(node)


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def inside_window(app, node):
    """The node's box lies within the window's (what a person sees, not clipped away)."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    window = app.window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.y >= window.y and box.y + box.height <= window.y + window.height


def test_a_million_items_with_only_the_rows_in_view_as_widgets(launch):
    app = launch_bench(launch, env=MILLION)
    wait_for(lambda: months_list(app).description == "1000000 items", "the list says it holds a million items")
    assert [node.name for node in rows(app)][:3] == ["Item 1", "Item 2", "Item 3"]
    assert len(rows(app)) < 30, "only the rows in view (and a margin) exist"
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    app.key("End")
    wait_for(lambda: focused_name(app) == "Item 1000000" and shown(app, "Item 1000000"), "End shows and focuses the last item")
    assert inside_window(app, showing_rows(app, "Item 1000000")[0])
    assert len(rows(app)) < 30
    app.key("ctrl+Home")
    wait_for(lambda: focused_name(app) == "Item 1" and shown(app, "Item 1"), "Ctrl+Home goes back to the first")
    app.key("Page_Down")
    wait_for(lambda: focused_name(app) not in (None, "Item 1", "Item 2"), "Page Down moves the focus a page on")
    # The focused row now sits at the bottom edge: unfolded, its bar would not fit, so the list
    # scrolls just enough to show it.
    name = focused_name(app)
    app.key("Return")
    share = lambda: app.find("push button", "Share", root=showing_rows(app, name)[0])
    wait_for(lambda: "showing" in app.states(share()) and inside_window(app, share()),
             f"{name} unfolds and is scrolled into view with its bar")
    app.key("ctrl+End")
    wait_for(lambda: focused_name(app) == "Item 1000000", "Ctrl+End goes to the last")
    app.screenshot("long-list-end")


def test_moving_on_while_a_row_unfolds_is_not_pulled_back(launch):
    """A row scrolls into view once its bar has slid open, unless the person moved on before."""
    app = launch_bench(launch, env=MILLION)
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    app.key("Page_Down")
    wait_for(lambda: focused_name(app) not in (None, "Item 1", "Item 2"), "Page Down moves the focus a page on")
    # Return, then Ctrl+End 60 ms later: the bar is still sliding open when the list jumps.
    app.key("Return", "ctrl+End")
    wait_for(lambda: focused_name(app) == "Item 1000000" and shown(app, "Item 1000000"), "Ctrl+End goes to the last")
    time.sleep(0.6)  # the bar's slide (250 ms) is over: nothing scrolls back to the open row
    assert focused_name(app) == "Item 1000000"
    assert shown(app, "Item 1000000") and inside_window(app, showing_rows(app, "Item 1000000")[0])


def test_open_near_the_end_survives_scrolling_then_remove_and_undo(launch):
    app = launch_bench(launch, env=MILLION)
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    app.key("End", "Up", "Up")
    wait_for(lambda: focused_name(app) == "Item 999998", "Up twice from the end: Item 999998")
    app.key("Return")
    row = lambda: showing_rows(app, "Item 999998")[0]
    wait_for(lambda: expanded(app, row()), "Item 999998 unfolds")
    share = lambda: app.find("push button", "Share", root=row())
    wait_for(lambda: "showing" in app.states(share()) and inside_window(app, share()),
             "its bar is shown, scrolled into view")
    app.screenshot("long-list-open")
    # Scroll to the top with the mouse wheel, then back with the keyboard.
    x, y = app.center(months_list(app))
    subprocess.run(["xdotool", "mousemove", str(x), str(y)], check=True)
    app.key("ctrl+Home")
    wait_for(lambda: shown(app, "Item 1"), "at the top")
    for _ in range(5):
        subprocess.run(["xdotool", "click", "5"], check=True)
    wait_for(lambda: not shown(app, "Item 1"), "the wheel scrolls down")
    assert not any(node.name == "Item 999998" for node in rows(app)), "its row is recycled for others"
    assert sum(expanded(app, node) for node in rows(app)) == 0, "no other row shows as open"
    app.key("ctrl+End")
    wait_for(lambda: shown(app, "Item 999998") and expanded(app, row()), "back at the end it is still open")
    wait_for(lambda: "showing" in app.states(share()), "with its bar")
    assert sum(expanded(app, node) for node in rows(app)) == 1
    # Remove it: the list holds one item fewer; undo brings it back, open, at its place.
    app.key("Up", "Up")
    wait_for(lambda: focused_name(app) == "Item 999998", "the focus back on Item 999998")
    app.key("Delete")
    wait_for(lambda: months_list(app).description == "999999 items", "999,999 items after the removal")
    assert not any(node.name == "Item 999998" for node in rows(app))
    wait_for(lambda: app.find("label", "“Item 999998” removed", showing=True), "a notification offers Undo")
    app.key("ctrl+z")
    wait_for(lambda: months_list(app).description == "1000000 items", "a million again after Undo")
    wait_for(lambda: shown(app, "Item 999998") and expanded(app, row()), "Item 999998 is back, open")
    names = [node.name for node in rows(app) if "showing" in app.states(node)]
    at = names.index("Item 999998")
    assert names[at - 1:at + 2] == ["Item 999997", "Item 999998", "Item 999999"], names


def test_scrollbar_drag_reaches_the_middle(launch):
    app = launch_bench(launch, env=MILLION)
    wait_for(lambda: shown(app, "Item 1"), "the list shows")
    bars = app.find_all("scroll bar", showing=True)
    assert len(bars) == 1, "the list's own scrollbar"
    app.drag_slider(bars[0], 0.5)

    def middle():
        numbers = [int(node.name.split()[1]) for node in rows(app) if "showing" in app.states(node)]
        return numbers and 300_000 < numbers[0] < 700_000
    wait_for(middle, "dragging the slider half way shows items near the middle")
    app.screenshot("long-list-middle")


def scrollbar_values(trace):
    """The list's scrollbar positions in the order shown (the trace's "value" records)."""
    if not os.path.exists(trace):
        return []
    with open(trace, encoding="utf-8") as handle:
        return [float(line.split()[2]) for line in handle if line.startswith("value ")]


def wait_for_first_frame(trace):
    """Waits until the app's trace records its first painted frame."""
    def painted():
        if not os.path.exists(trace):
            return False
        with open(trace, encoding="utf-8") as handle:
            return any(line.startswith("paint ") for line in handle)
    wait_for(painted, "the first frame")


def settled(trace):
    """Waits until the scrollbar has stopped moving (no new position for 0.4 s); returns its
    positions so far."""
    last = [None]

    def still():
        now = scrollbar_values(trace)
        done = now == last[0]
        last[0] = now
        return done
    wait_for(still, "the list stops moving", interval=0.4)
    return last[0]


def page_down_moves(launch, env, trace):
    app = launch_bench(launch, env={**MILLION, **env, "FOLDOUT_BENCH_TRACE": trace})
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    wait_for_first_frame(trace)
    # The first Page Down takes the focus to the bottom of the page in view; the second
    # scrolls a page on.
    # The focused row's name, read once per poll inside wait_for: the list is still gliding and
    # recycling rows, and a walk of the tree may meet a row that has just gone.
    def focus_other_than(*names):
        name = focused_name(app)
        return name if name not in (None, "Months", *names) else None

    app.key("Page_Down")
    first = wait_for(lambda: focus_other_than("Item 1"), "Page Down moves the focus to the page's end")
    before = settled(trace)
    app.key("Page_Down")
    name = wait_for(lambda: focus_other_than(first), "Page Down moves the focus a page on")
    values = settled(trace)[len(before):]
    wait_for(lambda: shown(app, name) and inside_window(app, showing_rows(app, name)[0]), f"{name} is in view")
    assert focused_name(app) == name, "the row kept the focus once the list came to rest"
    return app, values


def test_page_down_glides_the_list_a_page_on_through_several_frames(launch, tmp_path):
    app, values = page_down_moves(launch, {}, str(tmp_path / "trace"))
    assert len(values) >= 3, f"the list passes through positions on the way, frame by frame: {values}"
    assert values == sorted(values) and values[0] > 0, f"always forward: {values}"
    # And back: Page Up twice glides to the top with the focus on the first item.
    app.key("Page_Up", "Page_Up")
    wait_for(lambda: focused_name(app) == "Item 1" and shown(app, "Item 1"), "Page Up comes back to the first item")


def test_without_animations_page_down_jumps_in_one_step(launch, tmp_path):
    config = tmp_path / "config"
    (config / "gtk-3.0").mkdir(parents=True)
    (config / "gtk-3.0" / "settings.ini").write_text("[Settings]\ngtk-enable-animations=0\n", encoding="utf-8")
    _, values = page_down_moves(launch, {"XDG_CONFIG_HOME": str(config)}, str(tmp_path / "trace"))
    assert len(values) == 1 and values[0] > 0, f"one jump, no frames in between: {values}"


def test_page_down_held_at_the_end_leaves_the_list_still(launch, tmp_path):
    """Holding Page Down at the end of the list asks, on every key repeat, for the place the
    list is already gliding to: the glide goes on to its end, and then nothing moves. (It once
    started again on every repeat and crept towards the end by fractions of a pixel, a frame
    painted for each, for as long as the key was held.)"""
    trace = str(tmp_path / "trace")
    app = launch_bench(launch, env={"FOLDOUT_BENCH_TRACE": trace})
    wait_for_first_frame(trace)
    app.resize(640, 300)  # the twelve months are about three views tall
    wait_for(lambda: app.find_all("scroll bar", showing=True), "the list has a scrollbar in a short window")
    app.key("ctrl+Home")
    settled(trace)
    app.focus_window()
    # Held for 2.5 s: the X server repeats it (after 660 ms, 25 a second) long after the end.
    subprocess.run(["xdotool", "keydown", "Next", "sleep", "2.5", "keyup", "Next"], check=True, timeout=20)
    values = settled(trace)
    assert values, "the list moved"
    wait_for(lambda: shown(app, "December") and inside_window(app, showing_rows(app, "December")[0]),
             "the list is at its end: December in view")
    end = values[-1]
    arrived = next(index for index, value in enumerate(values) if value >= end - 1)
    glide_frames = 12  # the glide's 200 ms at 60 frames a second
    assert len(values) - 1 - arrived <= glide_frames, \
        f"{len(values) - 1 - arrived} movements after coming within a pixel of the end: {values[arrived:]}"


def test_page_down_held_over_rows_of_mixed_heights_goes_on_with_a_row_focused(launch):
    """A million rows of one to three lines (foldout-bench's FOLDOUT_MONTHS_MIXED): held Page
    Down goes on, hold after hold, and a row always has the focus afterwards. (The row that
    had the focus once went with its recycled view, leaving the window without a focus.)"""
    app = launch_bench(launch, env={**MILLION, "FOLDOUT_MONTHS_MIXED": "1"})
    wait_for(lambda: focused_name(app) == "Item 1", "the first item has the focus")
    reached = []
    for _ in range(4):
        subprocess.run(["xdotool", "keydown", "Page_Down"], check=True)
        time.sleep(1.0)
        subprocess.run(["xdotool", "keyup", "Page_Down"], check=True)
        # The glide may still be carrying the focus on for a frame or two: wait until the
        # focused row is one in view (read once per poll: the focus moves between reads).
        def focused_row_in_view():
            name = focused_name(app)
            if name in (None, "Months"):
                return None
            return name if any(node.name == name and "showing" in app.states(node) for node in rows(app)) else None
        name = wait_for(focused_row_in_view, "a row in view has the focus after the hold")
        reached.append(int(name.split()[1]))
    assert reached == sorted(reached) and len(set(reached)) == 4, f"every hold moves on: {reached}"
    assert len(rows(app)) < 40, "still only the rows in view"
