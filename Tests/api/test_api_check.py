"""tools/api-check, the CI step that holds the kit to its last release: it passes on the
committed baseline, and fails when the baseline promises a public function the sources no
longer have (a baseline doctored here: one of FoldoutGtk's public functions renamed in it, as if the
sources had removed it)."""
import json
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BASELINE = os.path.join(ROOT, "api", "baseline")


def run_check(baseline):
    env = dict(os.environ, FOLDOUT_API_BASELINE=baseline, PATH=os.environ.get("PATH", "") + ":/opt/swift/usr/bin")
    return subprocess.run([os.path.join(ROOT, "tools", "api-check")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=1800)


def walk(node):
    yield node
    for child in node.get("children", []):
        yield from walk(child)


def first_function(node):
    """The first public function in the digester's tree (depth first)."""
    if node.get("kind") == "Function" and node.get("usr", "").startswith("s:"):
        return node
    for child in node.get("children", []):
        found = first_function(child)
        if found:
            return found
    return None


def test_the_release_is_recorded_with_its_commit():
    with open(os.path.join(BASELINE, "RELEASE"), encoding="utf-8") as handle:
        fields = dict(line.split(" ", 1) for line in handle.read().splitlines())
    assert fields["version"].count(".") == 2 and len(fields["commit"]) == 40
    for module in ("FoldoutGtk", "FoldoutModel", "FoldoutControllers"):
        with open(os.path.join(BASELINE, module + ".json"), encoding="utf-8") as handle:
            tree = json.load(handle)
        # What a consumer sees: no package-level or internal declaration but initialisers.
        hidden = [node["name"] for node in walk(tree["ABIRoot"]) if node.get("isInternal") and node["kind"] != "Constructor"]
        assert first_function(tree["ABIRoot"]) and hidden == [], (module, hidden[:10])
    with open(os.path.join(ROOT, "CHANGELOG.md"), encoding="utf-8") as handle:
        changelog = handle.read()
    assert "## [%s]" % fields["version"] in changelog and fields["commit"] in changelog


def run_doctored(module, doctor):
    """tools/api-check against a copy of the committed baseline whose `module` file `doctor`
    changed (it edits the digester's tree in place): the check's output and exit status."""
    folder = tempfile.mkdtemp(prefix="foldout-api-")
    try:
        for name in os.listdir(BASELINE):
            shutil.copy(os.path.join(BASELINE, name), folder)
        path = os.path.join(folder, module + ".json")
        with open(path, encoding="utf-8") as handle:
            tree = json.load(handle)
        doctor(tree)
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(tree, handle)
        doctored = run_check(folder)
        return doctored.stdout + doctored.stderr, doctored.returncode
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_removed_public_function_fails_the_check():
    def rename_first_function(tree):
        function = first_function(tree["ABIRoot"])
        assert function, "no public function in the baseline"
        function["name"] = "removedForTheTest"
        function["printedName"] = "removedForTheTest()"
        function["usr"] = function["usr"] + "RemovedForTheTest"
    output, status = run_doctored("FoldoutGtk", rename_first_function)
    assert status != 0, output
    assert "removedForTheTest()" in output
    assert "has been removed" in output


def test_a_release_declaration_made_package_fails_the_check():
    """The digester counts `package` declarations as API, so the check also reads the public
    symbol graphs: a release declaration that is `package` now is a break unless its line is in
    api/allowed-breaks.txt. JSONValue was public in 1.0.0 and is the model's own (`package`)
    since 2.0.0: put back in a doctored baseline under another printed name, its line is not
    there."""
    json_value = {"kind": "TypeDecl", "name": "JSONValue", "printedName": "JSONValueForTheTest",
                  "declKind": "Enum", "usr": "s:12FoldoutModel9JSONValueO",
                  "mangledName": "$s12FoldoutModel9JSONValueO", "moduleName": "FoldoutModel",
                  "isEnumExhaustive": True}

    def add_json_value(tree):
        assert not [node for node in walk(tree["ABIRoot"])
                    if node.get("kind") == "TypeDecl" and node.get("name") == "JSONValue"], \
            "JSONValue is in the release's baseline"
        tree["ABIRoot"]["children"].append(json_value)
    output, status = run_doctored("FoldoutModel", add_json_value)
    assert status != 0, output
    assert "API breakage: enum JSONValueForTheTest is no longer public" in output, output[-4000:]


def test_the_sources_keep_the_release_api():
    result = run_check(BASELINE)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
