import os
import shutil
import stat
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import ROOT, FoldoutApp  # noqa: E402


@pytest.fixture
def datadir():
    """A copy of resources/ and data/ for FOLDOUT_DATADIR, which a test may rewrite or make
    hostile while the app runs."""
    root = tempfile.mkdtemp(prefix="foldout-data-")
    shutil.copytree(os.path.join(ROOT, "resources"), os.path.join(root, "resources"))
    shutil.copytree(os.path.join(ROOT, "data"), os.path.join(root, "data"))
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def state_home():
    path = tempfile.mkdtemp(prefix="foldout-state-")
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def launch(state_home):
    """Starts foldout (again) on the test's state folder; every started app is checked
    for criticals and stopped at the end."""
    started = []

    def start(**kwargs):
        kwargs.setdefault("state_home", state_home)
        app = FoldoutApp(**kwargs).start()
        started.append(app)
        return app

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


@pytest.fixture(scope="module")
def orca_process():
    """One Orca for a module's scenarios (it outlives each scenario's app)."""
    from screen_reader import Orca
    reader = Orca().start()
    yield reader
    reader.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """A scenario during which Orca itself exited (crashed: the failure is silence from then
    on) runs once more, with a new Orca and a new app; the crash is reported as a warning with
    Orca's last words. A second failure fails the scenario."""
    from screen_reader import rerun_if_orca_exited
    outcome = yield
    rerun_if_orca_exited(item, outcome)


@pytest.fixture
def orca(orca_process):
    """The screen reader, listening (see screen_reader.py): ``app, heard = orca.launch(launch)``."""
    assert orca_process.alive(), "Orca exited during an earlier scenario" + orca_process.exit_report()
    return orca_process


# The settings tests' and the hostile-input tests' fake URI handlers.
@pytest.fixture
def handlers():
    """Fake default applications for https: and mailto: in temporary XDG folders; each records
    the URI it is given into a file."""
    root = tempfile.mkdtemp(prefix="foldout-handlers-")
    data, config = os.path.join(root, "data"), os.path.join(root, "config")
    os.makedirs(os.path.join(data, "applications"))
    os.makedirs(config)
    records = {}
    for scheme in ("https", "mailto"):
        record = os.path.join(root, f"{scheme}.txt")
        script = os.path.join(root, f"record-{scheme}")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(f"#!/bin/sh\nprintf '%s\\n' \"$1\" >> '{record}'\n")
        os.chmod(script, stat.S_IRWXU)
        with open(os.path.join(data, "applications", f"fake-{scheme}.desktop"), "w", encoding="utf-8") as handle:
            handle.write(f"[Desktop Entry]\nType=Application\nName=Fake {scheme}\nExec={script} %u\n"
                         f"MimeType=x-scheme-handler/{scheme};\nNoDisplay=true\n")
        records[scheme] = record
    with open(os.path.join(config, "mimeapps.list"), "w", encoding="utf-8") as handle:
        handle.write("[Default Applications]\nx-scheme-handler/https=fake-https.desktop\n"
                     "x-scheme-handler/mailto=fake-mailto.desktop\n")
    env = {"XDG_DATA_HOME": data, "XDG_CONFIG_HOME": config, "XDG_DATA_DIRS": "/usr/share"}
    yield env, records
    shutil.rmtree(root, ignore_errors=True)
