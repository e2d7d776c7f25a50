"""A screenshot of the window through Mutter's ScreenCast API (a PipeWire stream of the
monitor, read by GStreamer's pipewiresrc): the window is on screen at its size, and what it
draws is where its accessibility tree says. Look at Tests/wayland/artifacts/window-*.png too."""
import subprocess

from harness import wait_for
from wayland_harness import ARTIFACTS


def changed_box(before, after, within=None):
    """x, y, width, height of the region where two screenshots differ (in `within`, a box, if
    given)."""
    region = ["-crop", "{2}x{3}+{0}+{1}".format(*within)] if within else []
    out = subprocess.run(["convert", before, after, "-compose", "difference", "-composite", *region, "-threshold", "3%",
                          "-format", "%@", "info:"], capture_output=True, text=True, check=True, timeout=20).stdout
    size, x, y = out.split("+")
    width, height = size.split("x")
    return int(x) + (within[0] if within else 0), int(y) + (within[1] if within else 0), int(width), int(height)


def crop(shot, box, name):
    x, y, width, height = box
    path = f"{ARTIFACTS}/{name}.png"
    subprocess.run(["convert", shot, "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], check=True, timeout=20)
    return path


def test_a_screenshot_shows_the_window_as_its_accessibility_tree_says(app, desktop):
    months = app.find("list box", "Months")
    february = app.find("list item", "February", root=months)
    app.key("Down")
    wait_for(lambda: "focused" in app.states(february), "February has the focus")
    folded = desktop.still_screen()
    # The window: where the screen differs from the empty desktop (with its shadow, fading out
    # in the surface's margin).
    wx, wy, ww, wh = window = changed_box(desktop.empty_screen, folded)
    _, _, surface_w, surface_h = app.extents(app.window)
    assert surface_w - 80 <= ww <= surface_w and surface_h - 80 <= wh <= surface_h, \
        f"the window shows as {ww}x{wh}, its surface is {surface_w}x{surface_h}"
    crop(folded, window, "window-months")
    app.key("Return")
    wait_for(lambda: "expanded" in app.states(february), "February unfolds")
    app.still(app.find("push button", "Remove", root=february))  # its bar has finished sliding
    unfolded = app.screenshot("screen-months-february")
    crop(unfolded, window, "window-months-february")
    # Unfolding changed the list from February down, across the list's width (and its
    # scrollbar, which shows now that the list is taller than its view), as AT-SPI places them
    # in the surface, whose shadow margin is the same left and right.
    cx, cy, cw, ch = changed_box(folded, unfolded)
    lx, _, lw, _ = app.extents(months)
    right = max([lx + lw] + [x + w for x, _, w, _ in map(app.extents, app.find_all("scroll bar", showing=True))])
    margin = (surface_w - ww) / 2
    assert abs(cw - (right - lx)) <= 4, f"the change is {cw} px wide, the list and its scrollbar {right - lx}"
    assert abs((cx - wx) - (lx - margin)) <= 6, f"the change starts {cx - wx} px into the window, the list {lx - margin}"
    assert cy + ch <= wy + wh, "the change stays in the window"
    # In the left half of the list (its labels: the rows' arrows move left when the scrollbar
    # comes), the change starts within February's row: its bar opens beneath its label. The
    # top shadow margin is taken as the side ones (within a few pixels).
    _, fy, _, fh = app.extents(february)
    _, top, _, _ = changed_box(folded, unfolded, within=(cx, cy, lw // 2, ch))
    at = top - wy + margin
    assert fy - 8 <= at <= fy + fh + 8, f"the list changes from y={at} in the surface, February's row is {fy}..{fy + fh}"
