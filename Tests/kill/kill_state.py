"""Kills the state-file hammer (Tests/kill, state-hammer) with SIGKILL at random moments and
checks after each kill that the state file parses and holds the last state the hammer reported
saved or the one after it (the save in flight) — never a torn or mixed file — that at most
one temporary file of the killed save is left (the next start removes it), and that the next
start loads the file.

Usage: kill_state.py HAMMER KILLS SEED
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


def main():
    hammer, kills, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    folder = tempfile.mkdtemp(prefix="foldout-kill-state-")
    path = os.path.join(folder, "foldout", "state.json")
    expected = 0  # the counter the file holds
    saves = 0
    passed = False
    inside = 0  # kills that left a temporary file: they landed inside a save
    try:
        for kill in range(1, kills + 1):
            process = subprocess.Popen([hammer, path], stdout=subprocess.PIPE)
            delay = rng.uniform(0.0, 0.05)
            started = time.monotonic()
            # Wait for "start N" (the load) before the random moment, so every kill tests a save.
            first = b""
            while not first.endswith(b"\n"):
                byte = process.stdout.read(1)
                if not byte:
                    break
                first += byte
            line = first.decode().strip()
            if line != f"start {expected}":
                process.kill()
                process.wait()
                sys.exit(f"kill {kill}: the hammer started with {line!r}, expected 'start {expected}' (seed {seed})")
            while time.monotonic() - started < delay:
                pass
            process.send_signal(signal.SIGKILL)
            rest = process.stdout.read()
            process.wait()
            reported = [int(l.split()[1]) for l in rest.decode().splitlines() if l.startswith("saved ")]
            last = reported[-1] if reported else expected
            saves += last - expected
            try:
                with open(path, encoding="utf-8") as handle:
                    state = json.load(handle)
            except FileNotFoundError:
                if last != 0:
                    sys.exit(f"kill {kill}: the state file is gone after save {last} (seed {seed})")
                expected = 0
                continue
            except ValueError as error:
                sys.exit(f"kill {kill}: the state file does not parse: {error} (seed {seed})")
            n = state.get("hammer", {}).get("n")
            pad = state.get("hammer", {}).get("pad", "")
            if n not in (last, last + 1):
                sys.exit(f"kill {kill}: the file holds state {n}, expected {last} or {last + 1} (seed {seed})")
            if len(pad) != (65536 if n % 2 else 100) or set(pad) != {"o" if n % 2 else "e"}:
                sys.exit(f"kill {kill}: state {n} has a wrong body (seed {seed})")
            leftovers = [name for name in os.listdir(os.path.dirname(path)) if name.startswith(".state.json.tmp-")]
            if len(leftovers) > 1:
                sys.exit(f"kill {kill}: {len(leftovers)} temporary files pile up: {leftovers} (seed {seed})")
            inside += bool(leftovers)
            expected = n
        # A last start must load the file and clean up.
        process = subprocess.Popen([hammer, path], stdout=subprocess.PIPE)
        line = process.stdout.readline().decode().strip()
        process.kill()
        process.wait()
        if line != f"start {expected}":
            sys.exit(f"the final start read {line!r}, expected 'start {expected}' (seed {seed})")
        print(f"state-file writer: {kills} kills (seed {seed}), {saves} saves completed between them, "
              f"{inside} kills inside a save; every file parsed and held the last or the in-flight state, no temporary files piled up")
        passed = True
    finally:
        if passed:
            shutil.rmtree(folder, ignore_errors=True)
        else:
            print(f"the state folder is kept in {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()
