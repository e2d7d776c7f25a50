"""The benchmarks' own logic (no app needed): reading Foldout's trace and callgrind's dumps,
splitting start-up into phases, and the figures drawn from frames and input. The benchmarks
assert no timing; these tests check that they count what they say they count."""
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools", "benchmarks"))

import benchlib  # noqa: E402
import interactive  # noqa: E402
import startup  # noqa: E402
import summary  # noqa: E402

TRACE = """phase app 1000 16000 16000
phase gtk-init 1500 17000 17000
phase css 41500 25000 25500
key-press 50000 49 Page_Down
paint 66000 60000
value 66100 41.0
scroll 70000 69
motion 71000 70
button-release 72000 71
key-release 73000 72 Page_Down
phase exit 90000 33000 34000
"""


def test_the_trace_is_read_record_by_record():
    trace = benchlib.parse_trace(TRACE)
    assert [name for name, *_ in trace.phases] == ["app", "gtk-init", "css", "exit"]
    assert trace.paints == [66000]
    assert trace.values == [(66100, 41.0)]
    assert trace.events[0] == ("key-press", 50000, 49, "Page_Down")
    assert [kind for kind, *_ in trace.events] == ["key-press", "scroll", "motion", "button-release", "key-release"]


def test_a_damaged_trace_line_is_named():
    with pytest.raises(ValueError, match="trace line 2"):
        benchlib.parse_trace("paint 1 2\npaint x\n")
    with pytest.raises(ValueError, match="unknown record"):
        benchlib.parse_trace("frame 1 2\n")


def test_phases_run_from_exec_to_the_process_end_with_the_peak_memory_at_their_end():
    spans = benchlib.phase_spans(benchlib.parse_trace(TRACE), start_us=0, end_us=100000)
    assert spans == [("process", 1000, 16000), ("app", 500, 17000), ("gtk-init", 40000, 25500),
                     ("css", 48500, 34000), ("exit", 10000, None)]
    assert sum(wall for _, wall, _ in spans) == 100000


def part(trigger, total):
    return f"version: 1\ncreator: callgrind-3.19.0\npart: 1\ndesc: Trigger: {trigger}\nevents: Ir\nsummary: {total}\ntotals: {total}\n"


def test_callgrind_parts_are_read_in_dump_order(tmp_path):
    (tmp_path / "f.callgrind").write_text(part("Program termination", 5))
    (tmp_path / "f.callgrind.2").write_text(part("--dump-after=gtk_init", 30))
    (tmp_path / "f.callgrind.1").write_text(part("--dump-before=main", 20))
    (tmp_path / "f.callgrind.10").write_text(part("--dump-before=g_application_quit", 40))
    (tmp_path / "other.callgrind.1").write_text(part("--dump-before=main", 99))
    parts = benchlib.callgrind_parts(str(tmp_path), "f.callgrind")
    assert parts == [("--dump-before=main", 20), ("--dump-after=gtk_init", 30),
                     ("--dump-before=g_application_quit", 40), ("Program termination", 5)]
    with pytest.raises(ValueError):
        benchlib.read_callgrind_part("events: Ir\n")


def test_each_part_is_named_for_the_phase_it_measured():
    assert benchlib.trigger_function("--dump-before=*foldout_phase_cssy*") == ("before", "foldout_phase_css")
    assert benchlib.trigger_function("--dump-before=$s10FoldoutApp24foldout_phase_first_pageyyF") == ("before", "foldout_phase_first_page")
    assert benchlib.trigger_function("Program termination") == ("end", None)
    named = benchlib.phases_from_parts([("--dump-before=main", 20), ("--dump-before=gtk_init", 3),
                                        ("--dump-after=gtk_init", 30), ("Program termination", 5)])
    assert named == [("process", 20), ("main", 3), ("gtk_init", 30), ("after gtk_init", 5)]


def test_parts_add_up_in_the_common_phases_and_an_unknown_part_is_refused():
    named = [("process", 20), ("main", 3), ("foldout_phase_app", 1), ("gtk_init", 30), ("after gtk_init", 50),
             ("foldout_phase_css", 4), ("gtk_application_window_new", 7), ("foldout_phase_first_frame", 60),
             ("g_application_quit", 2)]
    totals = startup.group_parts(named)
    assert list(totals.values()) == [20, 4, 30, 54, 67, 2]
    assert sum(totals.values()) == sum(count for _, count in named)
    with pytest.raises(ValueError, match="no group"):
        startup.group_parts([("gtk_widget_show_all", 1)])


def test_median():
    assert benchlib.median([3, 1, 2]) == 2
    assert benchlib.median([4, 1, 3, 2]) == 2.5
    with pytest.raises(ValueError):
        benchlib.median([])


def test_frames_in_a_span_and_the_worst_gap_including_its_edges():
    paints = [0, 16_000, 33_000, 50_000, 150_000, 166_000, 400_000]
    painted, expected, worst = benchlib.frames_in_span(paints, 10_000, 200_000)
    assert painted == 5                      # 16, 33, 50, 150, 166 ms
    assert expected == pytest.approx(11.4)   # 190 ms at 60 Hz
    assert worst == 100_000                  # 50 → 150 ms
    assert benchlib.frames_in_span([], 0, 60_000)[2] == 60_000  # no frame at all: the whole span


def test_the_ratio_interval_brackets_the_ratio_and_narrows_with_steady_runs():
    steady = benchlib.ratio_interval([20, 20, 20, 20], [10, 10, 10, 10])
    assert steady == (2.0, 2.0)
    noisy_a = [100, 90, 110, 105, 95, 120, 80, 100, 102, 98]
    noisy_b = [100] * 10
    low, high = benchlib.ratio_interval(noisy_a, noisy_b)
    assert low < benchlib.median(noisy_a) / 100 < high or low == high == 1.0
    assert low < 1.0 < high, (low, high)
    assert benchlib.ratio_interval(noisy_a, noisy_b) == (low, high), "seeded: the same runs give the same interval"


def test_the_longest_input_pause_counts_the_edges_of_the_span():
    assert benchlib.longest_input_pause([20_000, 30_000, 250_000, 260_000], 10_000, 270_000) == 220_000
    assert benchlib.longest_input_pause([5_000, 300_000], 10_000, 100_000) == 90_000  # none inside: the whole span
    assert benchlib.longest_input_pause([10_000, 40_000, 100_000], 10_000, 100_000) == 60_000


def test_latency_runs_from_the_server_time_of_the_press_to_the_first_frame_after_gtk_got_it():
    events = [("key-press", 1_002_000, 1000, "Down"), ("key-release", 1_050_000, 1050, "Down"),
              ("key-press", 2_001_000, 2000, "Return"), ("key-press", 3_000_500, 3000, "Down")]
    paints = [1_001_000, 1_010_000, 2_030_000]  # the first frame came before GTK saw the press
    assert benchlib.input_to_frame(events, paints) == [10_000, 30_000]  # the last press had no frame
    assert benchlib.input_to_frame(events, paints, keys={"Return"}) == [30_000]


def test_the_servers_32_bit_milliseconds_are_placed_on_the_trace_clock():
    assert benchlib.server_time_us(999, 1_000_500) == 999_000
    assert benchlib.server_time_us(1001, 1_000_500) == 1_001_000  # its clock read a millisecond later
    wrapped = (1 << 32) + 5  # ms: the server's time has wrapped to 5
    assert benchlib.server_time_us(3, wrapped * 1000) == ((1 << 32) + 3) * 1000


def test_latency_key_presses_each_move_the_focus():
    assert interactive.zigzag(5, 1_000_000) == ["Down"] * 5
    keys = interactive.zigzag(30, 12)
    assert keys[:11] == ["Down"] * 11 and keys[11:22] == ["Up"] * 11 and keys[22] == "Down"
    row = 0
    for key in keys:
        row += 1 if key == "Down" else -1
        assert 0 <= row < 12


def test_the_scrolling_span_ends_with_the_frame_showing_the_last_movement():
    paints = [10, 20, 30, 40, 500]
    assert interactive.movement_span(5, 45, paints, [(15, 1.0), (25, 2.0)]) == (5, 30)
    assert interactive.movement_span(5, 45, paints, [(15, 1.0), (1_000_000, 9.0)]) == (5, 20)
    assert interactive.movement_span(5, 45, paints, []) is None
    assert interactive.movement_span(5, 45, paints, [(2, 1.0)]) is None  # moved before the input


# -- tools/bench list's tree modes, run for real at small sizes --------------------------------

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_list_measures_the_tree_and_the_expansion_at_small_sizes():
    """The tree modes run end to end (foldout-bench's FOLDOUT_DESTINATIONS_ITEMS,
    FOLDOUT_DESTINATIONS_CHILDREN and FOLDOUT_BENCH_EXPAND against treestore.c and
    treestore-expand.c) and print their lines; no figure is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "list", "--no-build", "--runs", "1", "--list-sizes", "",
                             "--tree-sizes", "50,200", "--expand-children", "40", "--expand-parents", "20",
                             "--timeout", "120"], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    out = result.stdout
    assert "Destinations tree" in out and "Dropdown rows list" not in out, out
    for parents in (50, 200):
        rows = [line for line in out.splitlines() if line.split()[:2] == [str(parents), "treestore"]]
        assert len(rows) == 1, out
        assert rows[0].split()[4].endswith("x") or "timed out after 120 s" in rows[0], rows[0]
    assert "Expanding parent 0 of 40 children (20 parents)" in out, out
    for who in ("treeview", "foldout"):
        assert [line for line in out.splitlines() if line.split()[:1] == [who]], out
    # Each program printed its own line, as tools/bench list shows on its error stream.
    assert "treeview-expand-bench: parent 0 of 40 children:" in result.stderr
    assert "expand-bench: parent 0 of 40 children:" in result.stderr.replace("treeview-expand-bench", "")


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_edits_measures_each_kind_of_live_edit_at_a_small_size():
    """tools/bench edits runs end to end (foldout-bench's FOLDOUT_BENCH_EDITS, on plain and on
    mixed rows) beside its reference, GtkTreeView making the same edits at the same row
    (tools/benchmarks/treeview-edits.c): a line per kind from each run of both, their tables,
    and Foldout's ratio to the reference per kind; no figure is judged."""
    import subprocess
    for mixed in ([], ["--mixed"]):
        result = subprocess.run([os.path.join(REPO, "tools", "bench"), "edits", "--no-build", "--runs", "1", "--items", "2000",
                                 "--edits", "3", *mixed], capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr[-3000:]
        for kind in ("insert", "update", "remove"):
            for who in ("", "(GtkTreeView) "):
                assert f"edit-bench: {who}{kind} at item 1000 of 2000: 3 edits, to the next frame median " in result.stderr, \
                    result.stderr
            for who in ("Foldout", "GtkTreeView"):
                rows = [line for line in result.stdout.splitlines() if line.split()[:3] == [kind, who, "1"]]
                assert len(rows) == 1 and "/3" in rows[0], result.stdout
            ratios = [line for line in result.stdout.splitlines() if line.startswith(f"{kind} ") and "Foldout / GtkTreeView" in line]
            assert len(ratios) == 1 and "to the frame " in ratios[0] and "x, in the call " in ratios[0], result.stdout
        assert ("rows of one to three lines" if mixed else "rows of one line") in result.stdout, result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_snapshot_measures_each_snapshot_both_ways_at_a_small_size():
    """tools/bench snapshot runs end to end (foldout-bench's FOLDOUT_BENCH_SNAPSHOT) beside its
    reference, GtkTreeView given each snapshot as a new GtkListStore
    (tools/benchmarks/treeview-snapshot.c): a line per snapshot and way from each run, and a
    table row per snapshot with both of Foldout's ways, the reference and the ratios; no figure
    is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "snapshot", "--no-build", "--items", "3000", "--rounds", "1"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "refused" not in result.stderr + result.stdout
    for kind in ("every other item kept", "all items back", "1000 items kept", "all items back from 1000"):
        for way in ("snapshot", "edits one by one (before)", "GtkTreeView (a new model)"):
            assert f"snapshot-bench: {kind} of 3000, {way}: 1 times, to the next frame median " in result.stderr, result.stderr
        rows = [line.split() for line in result.stdout.splitlines() if line.startswith(f"{kind} of 3000 ")]
        # …, old/new ratio, GTK frame ms, GTK call ms, new/GTK ratio.
        assert len(rows) == 1 and rows[0][-4].endswith("x") and rows[0][-1].endswith("x"), result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_scroll_measures_mixed_heights_at_a_small_size():
    """tools/bench scroll's mixed mode (rows of one to three lines, FOLDOUT_MONTHS_MIXED) runs its
    three scenarios end to end and prints their rows; no figure is judged."""
    import subprocess
    env = dict(os.environ, FOLDOUT_XVFB_ARGS="-ardelay 500 -arinterval 30")
    result = subprocess.run([os.path.join(REPO, "tools", "with-display"), "dbus-run-session", "--", sys.executable,
                             os.path.join(REPO, "tools", "benchmarks", "interactive.py"), "scroll", "--mixed",
                             "--items", "3000", "--repeats", "1"], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Scrolling rows of one to three lines (mixed heights)" in result.stdout, result.stdout
    for scenario in ("Page Down held 3 s", "wheel 3 s", "scrollbar drag 2 s"):
        rows = [line for line in result.stdout.splitlines() if line.split()[:1] == ["3000"] and scenario in line]
        assert len(rows) == 1, result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_scroll_runs_each_scenario_in_foldout_and_in_gtktreeview():
    """tools/bench scroll at a small size runs its three scenarios in Foldout, then in its
    reference, GtkTreeView writing the same trace (tools/benchmarks/treeview-trace.c, where to
    wheel and drag read from the geometry it writes), and compares them per scenario; no figure
    is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "scroll", "--no-build", "--items", "3000", "--repeats", "1"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    for scenario in ("Page Down held 3 s", "wheel 3 s", "scrollbar drag 2 s"):
        for who in ("", "GtkTreeView: "):
            rows = [line for line in lines if line.split()[:1] == ["3000"] and line.split(None, 1)[1].startswith(who + scenario + " ")]
            assert len(rows) == 1 and "did not move" not in rows[0], result.stdout
        assert any(f"{scenario}: Foldout / GtkTreeView, frames painted " in line for line in lines), result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_latency_times_foldout_and_gtktreeview_at_a_small_size():
    """tools/bench latency runs end to end at a small size: Foldout's Down and Enter, then the
    same presses of Down in its reference, GtkTreeView writing the same trace
    (tools/benchmarks/treeview-trace.c), each press found in the trace with its frame, and
    Foldout's median over GtkTreeView's; no figure is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "latency", "--no-build", "--items", "300", "--presses", "6"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    for key in ("Down (focus moves)", "Enter on a row (unfold/fold)", "GtkTreeView: Down (cursor)"):
        rows = [line for line in result.stdout.splitlines() if line.split()[:1] == ["300"] and key in line]
        assert len(rows) == 1 and " 6/6 " in rows[0], result.stdout
    assert "300 Down, Foldout's median / GtkTreeView's: " in result.stdout, result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_arrange_times_foldout_and_gtktreeview_at_a_small_size():
    """tools/bench arrange runs end to end at a small size: Foldout's moves, select all, delete
    and undo, then the same keys in its reference, GtkTreeView writing the same trace and doing
    each the GTK 3 way (tools/benchmarks/treeview-arrange.c; above 1,000 rows its delete and
    undo change the model out of the view), each press found in the trace with its frame, and a
    line of Foldout's median over GtkTreeView's per key that tools/bench all's table takes; then
    the drag. No figure is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "arrange", "--no-build", "--items", "2000", "--presses", "4",
                             "--rounds", "1", "--hold", "1"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    for who in ("", "GtkTreeView: "):
        for key, sent in (("Alt+Down/Up on Item 1000 ", 4), ("Ctrl+A (select all) ", 1), ("Delete (remove all) ", 1),
                          ("Ctrl+Z (undo) ", 1)):
            rows = [line for line in lines if line.split()[:1] == ["2000"] and line.split(None, 1)[1].startswith(who + key)]
            assert len(rows) == 1, result.stdout
            if who:  # GtkTreeView paints after every key it is given
                assert rows[0].split(key, 1)[1].split()[0] == f"{sent}/{sent}", rows[0]
    ratios = summary.ratio_lines(result.stdout)
    for kind in ("Alt+Down/Up", "Ctrl+A", "Delete", "Ctrl+Z"):
        found = [line for line in ratios if line.startswith(f"2000 {kind}, Foldout's median / GtkTreeView's: ")]
        assert len(found) == 1, result.stdout
        ratio, medians = found[0].split(": ", 1)[1].split(" ", 1)
        assert float(ratio.rstrip("x")) > 0 and medians.startswith("(") and medians.endswith(" ms)"), found[0]
        ours, theirs = (float(part.split()[0]) for part in medians.strip("()").split(" / "))
        assert ours > 0 and theirs > 0, found[0]
    drags = [line for line in lines[lines.index(next(line for line in lines if line.startswith("A row dragged"))):]
             if line.split()[:1] == ["2000"]]
    assert len(drags) == 1, result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_selector_counts_the_frames_of_both_drawers():
    """tools/bench selector runs end to end: each run's count of Foldout's frames during the
    drawer's 0.7 s opening, then its reference's, the GTK 3 drawer (a GtkRevealer and a CSS
    transition, tools/benchmarks/revealer-drawer.c), both medians and their ratio; no figure is
    judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "bench"), "selector", "--no-build", "--runs", "2"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    for label in ("selector-bench", "revealer-drawer"):
        lines = [line for line in result.stdout.splitlines() if line.startswith(f"{label}: ")]
        assert len(lines) == 2 and all("frames painted during the 0.7 s opening; 42 expected" in line for line in lines), \
            result.stdout
    assert "median of 2 runs: " in result.stdout, result.stdout
    assert "Foldout / GtkRevealer: " in result.stdout, result.stdout


@pytest.mark.skipif(not os.environ.get("FOLDOUT_BENCH_BIN"),
                    reason="runs the foldout-bench of the build under test ($FOLDOUT_BENCH_BIN; tools/test sets it)")
def test_bench_search_types_into_the_tree_and_counts_its_results():
    """tools/bench search's tree mode (Destinations of N generated parents, FOLDOUT_DESTINATIONS_ITEMS)
    types "heathrow" and back with real keys and reads each query's results from the trace: every
    query matches the two thirds of the parents that have flights; no figure is judged."""
    import subprocess
    result = subprocess.run([os.path.join(REPO, "tools", "with-display"), "dbus-run-session", "--", sys.executable,
                             os.path.join(REPO, "tools", "benchmarks", "search.py"), "--tree", "--items", "3000",
                             "--interval", "300"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    out = result.stdout
    assert "Foldout Destinations tree, 3000 parents, typing “heathrow” and back" in out, out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith("'")}
    for typed in ("'h'", "'hea'", "'heathrow'"):
        assert rows[typed][-1] == "2000", out
    assert rows["''"][-1] == "3000", out
    assert "treefilter" not in out, "no flat-list reference beside the tree"


# -- tools/bench itself: one command for every scenario ----------------------------------------

def test_the_summary_of_all_takes_every_ratio_under_its_scenario(tmp_path):
    """tools/bench all's closing table (tools/benchmarks/summary.py): each line a scenario
    printed with a ratio ("0.65x", "1.02×"), under that scenario, in the order given; a line
    without one, or a hexadecimal number, is left out; a scenario without output is named."""
    (tmp_path / "latency.out").write_text(
        "Input latency: key press to the first frame\n"
        "  1000000 Down (focus moves)   100/100   5.6   8.2   100\n"
        "  1000000 Down, Foldout's median / GtkTreeView's: 0.65x\n"
        "the window 0x7f3a went\n"
        "a column | with a bar: 1.02×\n")
    (tmp_path / "selector.out").write_text("median of 5 runs: 42 of 42 frames painted (100 %)\n")
    lines = summary.table([(name, (tmp_path / f"{name}.out").read_text() if (tmp_path / f"{name}.out").exists() else None)
                           for name in ("selector", "latency", "edits")]).splitlines()
    assert lines[:2] == ["| scenario | ratios against its reference, as printed |", "| --- | --- |"]
    assert lines[2:] == [
        "| selector | (no ratio printed) |",
        "| latency | 1000000 Down, Foldout's median / GtkTreeView's: 0.65x |",
        "| latency | a column / with a bar: 1.02× |",
        "| edits | (no output: the scenario failed) |",
    ]
    import subprocess
    result = subprocess.run([sys.executable, os.path.join(REPO, "tools", "benchmarks", "summary.py"), str(tmp_path),
                             "latency"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0 and "| latency | 1000000 Down, Foldout's median / GtkTreeView's: 0.65x |" in result.stdout



def test_bench_names_its_scenarios_and_refuses_an_unknown_one():
    import subprocess
    bench = os.path.join(REPO, "tools", "bench")
    listed = subprocess.run([bench, "--list"], capture_output=True, text=True, timeout=30)
    assert listed.returncode == 0, listed.stderr
    scenarios = listed.stdout.split()
    assert scenarios == ["startup", "list", "tree", "deep", "search", "search-tree", "edits", "snapshot",
                         "scroll", "latency", "arrange", "selector"], scenarios
    for name in scenarios:
        if name in ("tree", "search-tree"):
            continue  # list and search with one option
        assert os.access(os.path.join(REPO, "tools", "bench.d", name), os.X_OK), name
        # Each scenario's help names how it is run, without building or measuring anything.
        shown = subprocess.run([bench, name, "--help"], capture_output=True, text=True, timeout=30)
        assert shown.returncode == 0 and f"tools/bench {name}" in shown.stdout, (name, shown.stdout, shown.stderr)
    unknown = subprocess.run([bench, "scrolling"], capture_output=True, text=True, timeout=30)
    assert unknown.returncode == 2 and "no scenario scrolling" in unknown.stderr, unknown.stderr
    usage = subprocess.run([bench], capture_output=True, text=True, timeout=30)
    assert usage.returncode != 0 and "Usage: tools/bench SCENARIO" in usage.stdout, usage.stdout
