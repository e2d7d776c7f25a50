"""tools/bench search: searching the Months list at 1,000,000 items as a person types, beside
GTK 3's GtkTreeModelFilter (treefilter.c) and GTK 4's GtkFilterListModel (listfilter4.c)
measured in the same run.

Foldout (foldout-bench, generated items "Item 1" … "Item 1000000", its trace on): Ctrl+F, then
QUERY typed one key every 50 ms with real X input (xdotool), then Backspace back to an empty
field, one key every 50 ms. Per keystroke: from the key press (the X server's time) to the first
frame painted after GTK received it, which shows the first screenful of results (the list finds
those before it returns to the main loop), and to the frame after the search had tested every
row ("complete"; none when the next key came first and superseded it), and, for reference, when
that search ended before its frame ("searched"). Then median and worst.
The references filter synchronously, so their one time is both. Memory: the app's resident set
as the list showed, --settle seconds later (before Ctrl+F; a tree folds its texts meanwhile) and
after the last key.

--tree: the same on Foldout's Destinations tree of N generated parents (FOLDOUT_DESTINATIONS_ITEMS,
the shape of treestore.c: parent i "City i" with i % 3 flights "MAN → LHR", whose searchable text
holds the airports' names), typing QUERY (default "heathrow": every key matches the two thirds of
the parents that have flights, by a child only, so each is opened at its flights). Its results
are parents; the references (a flat list) are not run.

Nothing asserts a timing; it prints figures and the issues' goals (first screenful median <= 16.7
ms, worst <= 50 ms; the whole query, issue 31: median <= 16.7 ms, worst <= 33 ms; the tree's
whole query: median <= 33 ms).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "ui"))
import benchlib  # noqa: E402

FRAME_MS = 16.7


def keys_for(text):
    return ["space" if c == " " else c for c in text]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def foldout(items, query, interval_ms, tree=False, settle=1.0):
    from harness import FoldoutApp, bench_binary
    with tempfile.TemporaryDirectory(prefix="foldout-bench-search-") as work:
        trace = os.path.join(work, "trace")
        count = "FOLDOUT_DESTINATIONS_ITEMS" if tree else "FOLDOUT_MONTHS_ITEMS"
        app = FoldoutApp(env={"FOLDOUT_BENCH_TRACE": trace, count: str(items)},
                         executable=bench_binary()).start()
        try:
            if tree:
                app.find("list item", "January", showing=True, timeout=20)
                app.click(app.find("radio button", "Destinations"))
                app.find("tree item", "City 0", showing=True, timeout=60)
                app.click(app.find("tree item", "City 0", showing=True))
            else:
                app.find("list item", "Item 1", showing=True, timeout=20)
            shown = rss_kib(app.process.pid)
            time.sleep(settle)
            before = rss_kib(app.process.pid)
            app.key("ctrl+f")
            time.sleep(0.5)
            since = benchlib.now_us()
            app.focus_window()
            typed = keys_for(query) + ["BackSpace"] * len(query)
            if interval_ms <= 200:
                subprocess.run(["xdotool", "key", "--delay", str(interval_ms), *typed], check=True, timeout=120)
            else:
                # xdotool holds each key for half the delay: long enough, the X server repeats it.
                for key in typed:
                    subprocess.run(["xdotool", "key", key], check=True, timeout=10)
                    time.sleep(interval_ms / 1000)
            time.sleep(1.5)
            after = rss_kib(app.process.pid)
            app.assert_healthy()
        finally:
            app.stop()
            app.kill()
        with open(trace) as file:
            parsed = benchlib.parse_trace(file.read())
    paints = sorted(p for p in parsed.paints if p >= since)
    presses = sorted((e for e in parsed.events if e[0] == "key-press" and e[1] >= since), key=lambda e: e[1])
    searches = sorted(s for s in parsed.searches if s[0] >= since)
    rows = []
    texts = []
    text = ""
    for key in typed:
        text = text[:-1] if key == "BackSpace" else text + (" " if key == "space" else key)
        texts.append(text)
    for index, (kind, received, server_ms, key) in enumerate(presses[:len(typed)]):
        pressed = benchlib.server_time_us(server_ms, received)
        first = next((p for p in paints if p >= received), None)
        following = presses[index + 1][1] if index + 1 < len(presses) else None
        done = next((s for s in searches if s[0] >= received and s[2] and (following is None or s[0] < following)), None)
        complete = None
        if done is not None:
            complete = next((p for p in paints if p >= done[0]), None)
        results = done[1] if done else None
        if texts[index] == "":
            results = items
        rows.append((texts[index], (first - pressed) / 1000 if first else None,
                     (complete - pressed) / 1000 if complete else None, results,
                     (done[0] - pressed) / 1000 if done else None))
    return rows, shown, before, after


def reference(binary, items, query):
    output = subprocess.run([binary, str(items), query], capture_output=True, text=True, timeout=600).stdout
    times = [float(m.group(1)) for m in re.finditer(r"keystroke\s+\d+ .*?:\s+([\d.]+) ms", output)]
    return times


def summary(values):
    values = sorted(v for v in values if v is not None)
    if not values:
        return float("nan"), float("nan")
    return values[len(values) // 2], values[-1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=1_000_000)
    parser.add_argument("--query", default=None, help='default "item 99999", or "heathrow" with --tree')
    parser.add_argument("--tree", action="store_true", help="search the Destinations tree instead of Months")
    parser.add_argument("--interval", type=int, default=50, help="ms between keys")
    parser.add_argument("--settle", type=float, default=1.0,
                        help="seconds between the list shown and Ctrl+F (its texts are folded meanwhile)")
    parser.add_argument("--references", default="", help="folder with the built treefilter and listfilter4")
    options = parser.parse_args()
    if options.query is None:
        options.query = "heathrow" if options.tree else "item 99999"
    rows, shown, before, after = foldout(options.items, options.query, options.interval, options.tree,
                                         options.settle)
    what = f"Destinations tree, {options.items} parents" if options.tree else f"Months, {options.items} items"
    print(f"\nFoldout {what}, typing “{options.query}” and back, one key per {options.interval} ms")
    print(f"{'field':<14} {'first screenful ms':>19} {'complete ms':>12} {'(searched)':>11} {'results':>9}")
    for text, first, complete, results, searched in rows:
        f = f"{first:.1f}" if first is not None else "-"
        c = f"{complete:.1f}" if complete is not None else "superseded"
        d = f"{searched:.1f}" if searched is not None else "-"
        print(f"{text!r:<14} {f:>19} {c:>12} {d:>11} {results if results is not None else '-':>9}")
    first_median, first_worst = summary(r[1] for r in rows)
    complete_median, complete_worst = summary(r[2] for r in rows)
    print(f"\nfirst screenful: median {first_median:.1f} ms, worst {first_worst:.1f} ms "
          f"(goal: median <= {FRAME_MS} ms, worst <= 50 ms)")
    # The goal for the tree (a million parents, matching by a child): the whole query's
    # median within two frames; for the list, within one, and the worst within two.
    goal = "median <= 33 ms" if options.tree else f"median <= {FRAME_MS} ms, worst <= 33 ms"
    print(f"complete:        median {complete_median:.1f} ms, worst {complete_worst:.1f} ms (goal: {goal})")
    print(f"resident memory: {shown / 1024:.0f} MiB as the list showed, {before / 1024:.0f} MiB "
          f"{options.settle:g} s later, before the first search (+{(before - shown) / 1024:.0f} MiB), "
          f"{after / 1024:.0f} MiB after the last (+{(after - before) / 1024:.0f} MiB)")
    if options.references and not options.tree:
        print("\nReferences, typing the same query (each keystroke filters synchronously):")
        for name in ("treefilter", "listfilter4"):
            binary = os.path.join(options.references, name)
            if not os.access(binary, os.X_OK):
                print(f"  {name}: not built")
                continue
            times = reference(binary, options.items, options.query)
            median, worst = summary(times)
            print(f"  {name:<12} median {median:9.1f} ms, worst {worst:9.1f} ms over {len(times)} keystrokes")
            typed_only = [r[1] for r in rows[:len(options.query)] if r[1] is not None]
            ours, _ = summary(typed_only)
            if median == median and median > 0:
                print(f"  {'':<12} Foldout's first screenful median / {name}'s: {ours / median:.3f}x")


if __name__ == "__main__":
    main()
