"""What Foldout's benchmarks share: running a program to its end with its wall time and peak
memory, medians, reading the app's trace (FOLDOUT_BENCH_TRACE, see
Sources/FoldoutBenchmarks/BenchmarkTrace.swift) and callgrind's dumps, and the figures drawn from
frames and input (frames painted, the worst gap, input-to-frame latency).

Every time is in microseconds on CLOCK_MONOTONIC, the clock of GDK's frame clock, of the app's
trace and of time.monotonic_ns(); the X server's event times are milliseconds on the same clock.
Nothing here asserts a timing: the tools print figures and ratios.
"""
import os
import re
import subprocess
import time

FRAME_US = 1_000_000 / 60  # one frame of a 60 Hz display


def now_us():
    return time.monotonic_ns() // 1000


def median(values):
    values = sorted(values)
    if not values:
        raise ValueError("median of nothing")
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def ratio_interval(numerators, denominators, resamples=2000, seed=20261124):
    """A 95 % interval for median(numerators) / median(denominators), by resampling the rounds
    (paired: round i gave numerators[i] and denominators[i]) with replacement, seeded so the
    same runs give the same interval. On a noisy machine it says whether a ratio's distance
    from a goal is more than the noise."""
    import random
    if len(numerators) != len(denominators) or not numerators:
        raise ValueError("ratio_interval needs the same number of runs on both sides, and some")
    pick = random.Random(seed)
    count = len(numerators)
    ratios = []
    for _ in range(resamples):
        rounds = [pick.randrange(count) for _ in range(count)]
        ratios.append(median([numerators[i] for i in rounds]) / median([denominators[i] for i in rounds]))
    ratios.sort()
    return ratios[int(0.025 * (resamples - 1))], ratios[int(0.975 * (resamples - 1))]


def run_to_end(argv, env=None, timeout=60, cpu=None):
    """Runs `argv` to its end; returns (start_us, end_us, peak RSS in KiB), and appends the CPU
    time it used (user + system, µs) to the list `cpu` if given. Fails on a non-zero status,
    naming the program and showing its stderr."""
    start = now_us()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"{argv[0]} took more than {timeout} s")
        time.sleep(0.001)
    end = now_us()
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if cpu is not None:
        cpu.append(round((usage.ru_utime + usage.ru_stime) * 1_000_000))
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise RuntimeError(f"{' '.join(argv)} exited with status {code}:\n{stderr}")
    return start, end, usage.ru_maxrss


# -- the app's trace ------------------------------------------------------------------------

class Trace:
    """A parsed FOLDOUT_BENCH_TRACE file."""

    def __init__(self):
        self.phases = []   # (name, time_us, rss_kib, peak_kib) in order
        self.paints = []   # time_us at which each frame was painted
        self.events = []   # (kind, time_us, server_ms, key)
        self.values = []   # (time_us, value): a vertical scrollbar moved
        self.searches = []  # (time_us, results, complete): a list's search showed results


def parse_trace(text):
    trace = Trace()
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split()
        if not fields:
            continue
        try:
            if fields[0] == "phase":
                trace.phases.append((fields[1], int(fields[2]), int(fields[3]), int(fields[4])))
            elif fields[0] == "value":
                trace.values.append((int(fields[1]), float(fields[2])))
            elif fields[0] == "paint":
                trace.paints.append(int(fields[1]))
            elif fields[0] == "search":
                trace.searches.append((int(fields[1]), int(fields[2]), fields[3] == "1"))
            elif fields[0] in ("key-press", "key-release", "button-press", "button-release", "scroll", "motion"):
                trace.events.append((fields[0], int(fields[1]), int(fields[2]), fields[3] if len(fields) > 3 else ""))
            else:
                raise ValueError(f"unknown record {fields[0]!r}")
        except (IndexError, ValueError) as error:
            raise ValueError(f"trace line {number}: {line!r}: {error}") from None
    return trace


def phase_spans(trace, start_us, end_us):
    """Each start-up phase's (name, wall µs, peak RSS KiB at its end): 'process' from `start_us`
    (just before exec) to the first phase, each phase to the next, the last to `end_us` (the
    process's end). The peak RSS at a phase's end is the VmHWM the next phase read (for the
    last, None: the whole process's peak is measured outside)."""
    marks = [("process", start_us, None, None)] + list(trace.phases)
    spans = []
    for index, (name, begun, _, _) in enumerate(marks):
        following = marks[index + 1] if index + 1 < len(marks) else None
        ended = following[1] if following else end_us
        spans.append((name, ended - begun, following[3] if following else None))
    return spans


# -- callgrind ----------------------------------------------------------------------------

def callgrind_parts(directory, base):
    """The parts callgrind dumped as `base`, `base.1`, `base.2` … in order: a list of
    (trigger that ended the part, instructions). The trigger is the text of `desc: Trigger:`
    ('--dump-before=main', 'Program termination')."""
    names = [name for name in os.listdir(directory) if name == base or re.fullmatch(re.escape(base) + r"\.\d+", name)]
    names.sort(key=lambda name: int(name.rsplit(".", 1)[1]) if name != base else 1 << 30)
    parts = []
    for name in names:
        with open(os.path.join(directory, name), errors="replace") as file:
            parts.append(read_callgrind_part(file.read()))
    return parts


def read_callgrind_part(text):
    trigger, total = None, None
    for line in text.splitlines():
        if line.startswith("desc: Trigger:"):
            trigger = line.split(":", 2)[2].strip()
        elif line.startswith("totals:") or (total is None and line.startswith("summary:")):
            total = int(line.split(":", 1)[1].split()[0])
    if trigger is None or total is None:
        raise ValueError("not a callgrind dump (no trigger or no totals)")
    return trigger, total


def trigger_function(trigger):
    """'--dump-before=*foldout_phase_css*' → ('before', 'foldout_phase_css'); 'Program
    termination' → ('end', None)."""
    match = re.fullmatch(r"--dump-(before|after)=(.*)", trigger)
    if not match:
        return "end", None
    function = match.group(2).strip("*")
    # Swift's mangled marker names ($s10FoldoutApp17foldout_phase_cssyyF, or the pattern
    # *foldout_phase_cssy*) back to the C name: the mangling's "yyF" (() -> ()) is not part of it.
    phase = re.search(r"foldout_phase_[a-z_]+", function)
    return match.group(1), re.sub(r"y{1,2}$", "", phase.group(0)) if phase else function


def phases_from_parts(parts, first_phase="process"):
    """Names each dumped part after the phase it measured: the first is `first_phase`, each
    later one is the phase its predecessor's trigger began. Returns [(phase, instructions)]."""
    named = []
    current = first_phase
    for trigger, total in parts:
        named.append((current, total))
        when, function = trigger_function(trigger)
        current = f"{function}" if when == "before" else f"after {function}"
    return named


# -- frames and input -------------------------------------------------------------------------

def frames_in_span(paints, start_us, end_us):
    """Frames painted within [start, end], the frames a 60 Hz display shows in that time, and
    the worst gap: the longest time in the span without a new frame (from the span's start to
    the first frame, between frames, and from the last frame to the span's end)."""
    inside = [paint for paint in paints if start_us <= paint <= end_us]
    expected = (end_us - start_us) / FRAME_US
    points = [start_us] + inside + [end_us]
    worst = max(later - earlier for earlier, later in zip(points, points[1:]))
    return len(inside), expected, worst


def longest_input_pause(times_us, start_us, end_us):
    """The longest time within [start, end] without an input event (times on the trace's
    clock), counting from the span's start to the first event and from the last to the end."""
    inside = sorted(time_ for time_ in times_us if start_us <= time_ <= end_us)
    points = [start_us] + inside + [end_us]
    return max(later - earlier for earlier, later in zip(points, points[1:]))


def input_to_frame(events, paints, kind="key-press", keys=None):
    """For each input event of `kind` (and key name in `keys`), the time from the event (the X
    server's time, ms) to the first frame painted after GTK received it. Events after the last
    frame have none and are left out. Returns a list of µs."""
    latencies = []
    paints = sorted(paints)
    at = 0
    for event_kind, received, server_ms, key in sorted(events, key=lambda event: event[1]):
        if event_kind != kind or (keys is not None and key not in keys):
            continue
        while at < len(paints) and paints[at] < received:
            at += 1
        if at == len(paints):
            break
        pressed = server_time_us(server_ms, received)
        latencies.append(paints[at] - pressed)
    return latencies


def server_time_us(server_ms, received_us):
    """The X server's 32-bit millisecond time as µs on the trace's clock: the value congruent
    to it modulo 2³² ms that lies nearest before (or at) the time GTK received the event."""
    received_ms = received_us // 1000
    wrap = 1 << 32
    behind = (received_ms - server_ms) % wrap
    if behind > wrap // 2:  # the server's clock read a millisecond later than ours
        behind -= wrap
    return (received_ms - behind) * 1000


def percentile_line(values_us):
    values = sorted(values_us)
    return median(values) / 1000, values[-1] / 1000
