"""The release build, the binary the .deb ships and the UI tests drive (tools/build-release):
it carries the Swift runtime and libstdc++ inside, so starting it loads no library that a C
GTK program would not (loading the shared libstdc++ cost 0.7 ms of every start), and no
benchmark code (that is foldout-bench's, built beside it)."""
import os
import subprocess

import pytest

from harness import bench_binary, binary

pytestmark = pytest.mark.skipif(not os.environ.get("FOLDOUT_BIN"),
                                reason="the release build is tested through $FOLDOUT_BIN (tools/test sets it)")


def loaded_libraries():
    """The shared libraries the dynamic loader loads for the binary, by name."""
    out = subprocess.run(["ldd", binary()], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in out.splitlines() if line.strip()]


def test_the_release_build_loads_gtk_but_no_shared_libstdcxx():
    libraries = loaded_libraries()
    assert any(name.startswith("libgtk-3.so") for name in libraries), libraries
    assert [name for name in libraries if name.startswith("libstdc++")] == []


def test_the_release_build_loads_nothing_from_the_swift_toolchain():
    libraries = loaded_libraries()
    assert [name for name in libraries
            if any(part in name.lower() for part in ("swift", "foundation", "dispatch", "icu"))] == []


# What exists only for the benchmarks: the module FoldoutBenchmarks (the trace, the frame
# benchmarks, the generated items; run by foldout-bench), as Swift mangles its name at the head
# of each of its symbols, the GTK layer's probes (FoldoutGtkProbes: InputEvents, the scrollbars of a
# window) and the phase markers callgrind splits at.
BENCH_SYMBOLS = ("17FoldoutBenchmarks", "16FoldoutGtkProbes", "foldout_phase_")
# The benchmarks' variables, option and output, which stay in a stripped binary too (the .deb's).
BENCH_STRINGS = (b"FOLDOUT_BENCH_TRACE", b"FOLDOUT_MONTHS_ITEMS", b"FOLDOUT_BENCH_UNFOLD",
                 b"FOLDOUT_BENCH_SELECTOR", b"FOLDOUT_DESTINATIONS_ITEMS", b"FOLDOUT_DESTINATIONS_CHILDREN",
                 b"FOLDOUT_BENCH_EXPAND", b"FOLDOUT_BENCH_EDITS", b"FOLDOUT_MONTHS_MIXED",
                 b"exit-after-first-frame", b"frames painted during", b"ms to the next frame", b"edit-bench",
                 b"FOLDOUT_BENCH_SNAPSHOT", b"snapshot-bench")


def symbols(path):
    """The binary's symbol names, as mangled (the release build is not stripped; the .deb's is)."""
    out = subprocess.run(["nm", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    return [line.split()[-1] for line in out.splitlines() if line.strip()]


def bench_parts(path):
    """The benchmark symbols and strings found in the binary at `path`."""
    names = symbols(path)
    assert any(name.startswith("$s10FoldoutApp") for name in names), f"{path} has no symbols to look through"
    with open(path, "rb") as file:
        data = file.read()
    return ([symbol for symbol in BENCH_SYMBOLS if any(symbol in name for name in names)] +
            [text.decode() for text in BENCH_STRINGS if text in data])


def test_the_shipped_binary_holds_no_benchmark_code():
    assert bench_parts(binary()) == []


def test_the_bench_binary_holds_the_benchmark_code_the_shipped_one_lacks():
    # The other side of the check above: the same look finds all of it in foldout-bench.
    path = bench_binary()
    assert os.path.exists(path), f"no foldout-bench beside the foldout under test ({path}; tools/build-release builds it)"
    assert bench_parts(path) == [*BENCH_SYMBOLS, *(text.decode() for text in BENCH_STRINGS)]
