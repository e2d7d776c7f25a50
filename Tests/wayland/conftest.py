import os
import shutil
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wayland_harness import Desktop, WaylandApp, require_wayland_session  # noqa: E402


@pytest.fixture(scope="session")
def desktop():
    """Mutter's RemoteDesktop session (keys, pointer) and its screen cast, for the whole lane."""
    require_wayland_session()
    session = Desktop().start()
    yield session
    session.stop()


@pytest.fixture
def state_home():
    path = tempfile.mkdtemp(prefix="foldout-state-")
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def launch(desktop, state_home):
    """Starts foldout on Wayland on the test's state folder; every started app is checked for
    criticals and stopped at the end."""
    started = []

    def start(**kwargs):
        kwargs.setdefault("state_home", state_home)
        app = WaylandApp(desktop, **kwargs)
        started.append(app)
        return app.start()

    start.started = started
    yield start
    for app in started:
        try:
            app.assert_healthy()
        finally:
            app.kill()


@pytest.fixture
def app(launch):
    return launch()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """An Orca scenario (test_gnome48.py) during which Orca itself exited runs once more, with
    a new Orca and a new app, as in Tests/ui (screen_reader.rerun_if_orca_exited)."""
    from screen_reader import rerun_if_orca_exited
    outcome = yield
    rerun_if_orca_exited(item, outcome)
