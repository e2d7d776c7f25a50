"""The release build, the binary the .deb ships and the UI tests drive (tools/build-release):
it carries the Swift runtime and libstdc++ inside, so starting it loads no library that a C
GTK program would not (loading the shared libstdc++ cost 0.7 ms of every start)."""
import os
import subprocess

import pytest

from harness import binary

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
