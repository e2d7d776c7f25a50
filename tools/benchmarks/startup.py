"""tools/bench startup's measurements (run by tools/bench.d/startup inside its Xvfb and D-Bus session).

Start to first frame of the C references hello.c and months.c and of Foldout (--foldout:
foldout-bench, the app code with the benchmarks' probes: --exit-after-first-frame, the trace
and the phase markers), interleaved
(the order turns every round), median wall time and peak RSS, Foldout's ratios to both; then
Foldout's start-up profile phase by phase: wall time and memory from traced runs
(FOLDOUT_BENCH_TRACE) and instruction counts from one callgrind run of each program, split at
the same places (Foldout's foldout_phase_* markers, and for all three main, gtk_init and
g_application_quit).
"""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

TRACE_VARIABLE = "FOLDOUT_BENCH_TRACE"
GOAL_TIME = 1.05    # × months.c
GOAL_MEMORY = 1.0   # × months.c

# What each phase is, by the name the trace or callgrind's trigger gives it.
PHASES = [
    ("process", "process start: exec → main (loader, relocations, library constructors)"),
    ("app", "main: built-in resources (GResource), the GtkApplication object, options"),
    ("gtk-init", "g_application_run → startup: command line, D-Bus name, gtk_init (display, GL, theme)"),
    ("css", "stylesheets, data folder, icon path"),
    ("state", "state file, GSettings, appearance (Settings portal), application actions"),
    ("window", "activate: the window, header bar, menu"),
    ("pages-data", "making the pages: data files, month names, the months controller"),
    ("first-page", "stack, switcher, help overlay, the first page put in place"),
    ("first-frame", "showing the window (realize, map, style, size) to the end of its first draw"),
    ("exit", "after the first frame: quit, shutdown, process end"),
]

# Common split for the three programs (callgrind triggers every program has).
COMMON_TRIGGERS = ["--dump-before=main", "--dump-before=gtk_init", "--dump-after=gtk_init",
                   "--dump-before=gtk_application_window_new", "--dump-before=g_application_quit"]
COMMON_GROUPS = [
    ("process start (exec → main)", {"process"}),
    ("main → gtk_init (app object, options, D-Bus name)", {"main", "foldout_main", "foldout_phase_app", "foldout_phase_gtk_init", "gtk_init"}),
    ("gtk_init (display, GL, settings, theme)", {"in gtk_init"}),
    ("after gtk_init → window (CSS, state, actions)", {"after gtk_init", "foldout_phase_css", "foldout_phase_state", "foldout_phase_window"}),
    ("window → first frame (build, show, paint)", {"gtk_application_window_new", "foldout_phase_pages_data", "foldout_phase_first_page", "foldout_phase_first_frame", "foldout_phase_exit"}),
    ("quit → process end", {"g_application_quit"}),
]


# Callgrind parts begun by the common triggers, in the trace's phase they fall in.
TRACE_PHASE_OF_PART = {"main": "process", "foldout_main": "process", "gtk_init": "gtk-init", "after gtk_init": "gtk-init",
                       "gtk_application_window_new": "window", "g_application_quit": "exit"}


def foldout_phase_name(part_phase):
    """The trace's name for a callgrind part named after its starting trigger."""
    if part_phase.startswith("foldout_phase_"):
        return part_phase[len("foldout_phase_"):].replace("_", "-")
    return part_phase


def group_parts(named):
    """Sums callgrind parts into COMMON_GROUPS. The part begun by --dump-before=gtk_init is
    inside gtk_init."""
    totals = {label: 0 for label, _ in COMMON_GROUPS}
    for phase, instructions in named:
        key = "in gtk_init" if phase == "gtk_init" else phase
        for label, members in COMMON_GROUPS:
            if key in members:
                totals[label] += instructions
                break
        else:
            raise ValueError(f"callgrind part begun by {phase!r} belongs to no group")
    return totals


def run_callgrind(argv, env, directory, name, extra_triggers=()):
    out = os.path.join(directory, f"{name}.callgrind")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *COMMON_TRIGGERS, *extra_triggers, *argv]
    benchlib.run_to_end(command, env=env, timeout=600)
    return benchlib.phases_from_parts(benchlib.callgrind_parts(directory, f"{name}.callgrind"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hello", required=True)
    parser.add_argument("--months", required=True)
    parser.add_argument("--foldout", required=True)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--no-callgrind", action="store_true")
    options = parser.parse_args()

    work = tempfile.mkdtemp(prefix="foldout-bench-")
    try:
        report(options, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def foldout_env(work, trace=None):
    env = dict(os.environ)
    env["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="state-", dir=work)  # fresh, empty
    env.pop(TRACE_VARIABLE, None)
    if trace:
        env[TRACE_VARIABLE] = trace
    return env


def report(options, work):
    programs = {
        "hello.c": ([options.hello], lambda: dict(os.environ)),
        "months.c": ([options.months], lambda: dict(os.environ)),
        "foldout": ([options.foldout, "--exit-after-first-frame"], lambda: foldout_env(work)),
    }
    names = list(programs)
    results = {name: [] for name in names}
    cpu = {name: [] for name in names}
    traced = []
    print("==> warm-up (unmeasured)", file=sys.stderr)
    for name in names:
        argv, env = programs[name]
        benchlib.run_to_end(argv, env=env())
    for round_ in range(options.runs):
        print(f"==> round {round_ + 1}/{options.runs}", file=sys.stderr)
        order = names[round_ % len(names):] + names[:round_ % len(names)]
        for name in order + ["traced"]:
            if name == "traced":
                path = os.path.join(work, f"trace-{round_}")
                start, end, _ = benchlib.run_to_end(programs["foldout"][0], env=foldout_env(work, trace=path))
                if not os.path.exists(path):
                    continue  # a Foldout from before FOLDOUT_BENCH_TRACE: totals only
                with open(path) as file:
                    traced.append(benchlib.phase_spans(benchlib.parse_trace(file.read()), start, end))
                continue
            argv, env = programs[name]
            start, end, rss = benchlib.run_to_end(argv, env=env(), cpu=cpu[name])
            results[name].append((end - start, rss))

    wall = {name: benchlib.median([w for w, _ in results[name]]) for name in names}
    rss = {name: benchlib.median([r for _, r in results[name]]) for name in names}
    used = {name: benchlib.median(cpu[name]) for name in names}
    print(f"\nStart to first frame, median of {options.runs} interleaved runs (one Xvfb, one D-Bus session)\n")
    print(f"{'program':<10} {'wall ms':>9} {'CPU ms':>8} {'peak RSS MiB':>13}")
    for name in names:
        print(f"{name:<10} {wall[name] / 1000:>9.1f} {used[name] / 1000:>8.1f} {rss[name] / 1024:>13.1f}")
    print()
    for reference in ("hello.c", "months.c"):
        print(f"foldout / {reference:<9} time {wall['foldout'] / wall[reference]:.2f}x   "
              f"CPU {used['foldout'] / used[reference]:.2f}x   memory {rss['foldout'] / rss[reference]:.2f}x")
    low, high = benchlib.ratio_interval([w for w, _ in results["foldout"]], [w for w, _ in results["months.c"]])
    print(f"foldout / months.c time, 95 % interval over the rounds: {low:.2f}x-{high:.2f}x")
    time_ratio = wall["foldout"] / wall["months.c"]
    memory_ratio = rss["foldout"] / rss["months.c"]
    print(f"\nGoals against months.c (information only): time <= {GOAL_TIME:.2f}x: {time_ratio:.2f}x "
          f"({'met' if time_ratio <= GOAL_TIME else 'not met'}); memory <= {GOAL_MEMORY:.2f}x: "
          f"{memory_ratio:.2f}x ({'met' if memory_ratio <= GOAL_MEMORY else 'not met'})")

    instructions = {}
    if not options.no_callgrind and shutil.which("valgrind"):
        print("==> callgrind: one run of each program (instruction counts)", file=sys.stderr)
        markers = [f"--dump-before=*{marker}y*" for marker in
                   ("foldout_phase_" + phase.replace("-", "_") for phase, _ in PHASES[1:])]
        for name in names:
            argv, env = programs[name]
            # Foldout traced, so that the end of its first draw begins the exit phase.
            environment = foldout_env(work, trace=os.path.join(work, "trace-callgrind")) if name == "foldout" else env()
            instructions[name] = run_callgrind(argv, environment, work, name.replace(".", "-"),
                                               markers if name == "foldout" else ())

    print("\nFoldout's start-up profile, phase by phase")
    print(f"(wall: median of {options.runs} traced runs; RSS: peak at the phase's end; Ir: instructions, one callgrind run)\n")
    by_phase_ir = {}
    for phase, count in instructions.get("foldout", []):
        key = TRACE_PHASE_OF_PART.get(phase, foldout_phase_name(phase))
        by_phase_ir[key] = by_phase_ir.get(key, 0) + count
    total_ir = sum(by_phase_ir.values())
    counted = bool(by_phase_ir)
    print(f"{'phase':<12} {'wall ms':>8} {'RSS MiB':>8}" + (f" {'M Ir':>8} {'Ir %':>6}" if counted else "") + "  what")
    for phase, what in PHASES:
        walls = [wall_us for spans in traced for name, wall_us, _ in spans if name == phase]
        peaks = [peak for spans in traced for name, _, peak in spans if name == phase and peak]
        ir = by_phase_ir.get(phase, 0)
        line = (f"{phase:<12} {benchlib.median(walls) / 1000 if walls else float('nan'):>8.1f} "
                + (f"{benchlib.median(peaks) / 1024:>8.1f}" if peaks else f"{'(peak)':>8}"))
        if counted:
            line += f" {ir / 1e6:>8.1f} {100 * ir / total_ir:>6.1f}"
        print(f"{line}  {what}")
    walls = [sum(wall_us for _, wall_us, _ in spans) for spans in traced]
    print(f"{'total':<12} {benchlib.median(walls) / 1000 if walls else float('nan'):>8.1f} {rss['foldout'] / 1024:>8.1f}"
          + (f" {total_ir / 1e6:>8.1f}" if counted else ""))

    if instructions:
        print("\nInstructions by common phase (callgrind; M Ir) and where Foldout's extra goes")
        grouped = {name: group_parts(parts) for name, parts in instructions.items()}
        print(f"{'':<52} {'hello.c':>9} {'months.c':>9} {'foldout':>9} {'- months':>9}")
        for label, _ in COMMON_GROUPS:
            row = [grouped[name][label] / 1e6 for name in names]
            print(f"{label:<52} {row[0]:>9.1f} {row[1]:>9.1f} {row[2]:>9.1f} {row[2] - row[1]:>+9.1f}")
        totals = [sum(grouped[name].values()) / 1e6 for name in names]
        print(f"{'total':<52} {totals[0]:>9.1f} {totals[1]:>9.1f} {totals[2]:>9.1f} {totals[2] - totals[1]:>+9.1f}")
        print(f"\nInstructions: foldout / hello.c {totals[2] / totals[0]:.2f}x, foldout / months.c {totals[2] / totals[1]:.2f}x")


if __name__ == "__main__":
    main()
