"""Mailbox's UI tests reuse Foldout's harness (Tests/ui/harness.py): the real process under
Xvfb and a session D-Bus, real X input through xdotool, checks through AT-SPI."""
import os
import shutil
import sys
import tempfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(EXAMPLE), "Tests", "ui"))
import harness  # noqa: E402

# The process under test is Mailbox, not Foldout.
harness.binary = lambda: os.environ.get("MAILBOX_BIN") or os.path.join(EXAMPLE, ".build", "debug", "mailbox")
harness.ARTIFACTS = os.path.join(harness.ARTIFACTS, "mailbox")


@pytest.fixture
def launch():
    """Starts Mailbox; every started app is checked for criticals and stopped at the end."""
    started = []
    state_home = tempfile.mkdtemp(prefix="mailbox-state-")

    def start(**kwargs):
        kwargs.setdefault("state_home", state_home)
        app = harness.FoldoutApp(**kwargs).start()
        started.append(app)
        return app

    yield start
    for app in started:
        try:
            app.assert_healthy()
        finally:
            app.kill()
    shutil.rmtree(state_home, ignore_errors=True)


@pytest.fixture
def app(launch):
    return launch()


@pytest.fixture(scope="module")
def orca_process():
    """One Orca for a module's scenarios (Foldout's screen_reader.py)."""
    from screen_reader import Orca
    reader = Orca().start()
    yield reader
    reader.stop()


@pytest.fixture
def orca(orca_process):
    """The screen reader, listening: ``app, heard = orca.launch(launch, args=[...])``."""
    assert orca_process.alive(), "Orca exited during an earlier scenario"
    return orca_process
