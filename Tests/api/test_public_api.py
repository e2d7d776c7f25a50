"""The kit's public API speaks Swift only: no C type, raw pointer or `Unsafe*`/`OpaquePointer`
in any public or open declaration of FoldoutCore, FoldoutGtk, FoldoutModel and FoldoutControllers.

The check reads the modules' symbol graphs (`swift package dump-symbol-graph`, which reuses the
debug build), not the source text: every type a declaration mentions is a `typeIdentifier`
fragment carrying the type's USR, and C types have USRs that start with `c:`. The one allowed
exception is the escape hatch named `withUnsafe…` (e.g. `Widget.withUnsafeGtkWidget`).
"""
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KIT_MODULES = ("FoldoutCore", "FoldoutGtk", "FoldoutModel", "FoldoutControllers")
PUBLIC = {"public", "open"}
# The USRs of the standard library's pointer types (UnsafePointer, UnsafeMutablePointer, the raw
# and buffer ones, OpaquePointer, AutoreleasingUnsafeMutablePointer, Unmanaged).
POINTER_USRS = {"s:SP", "s:Sp", "s:SV", "s:Sv", "s:SR", "s:Sr", "s:SW", "s:Sw",
                "s:s13OpaquePointerV", "s:s33AutoreleasingUnsafeMutablePointerV", "s:s9UnmanagedV"}
POINTER_SPELLING = re.compile(r"Unsafe|OpaquePointer|Unmanaged")


def _fragments(symbol):
    """Every declaration fragment of a symbol: its declaration and its signature's parts."""
    yield from symbol.get("declarationFragments", [])
    signature = symbol.get("functionSignature", {})
    for parameter in signature.get("parameters", []):
        yield from parameter.get("declarationFragments", [])
    yield from signature.get("returns", [])


def _unsafe_types(symbol):
    """The C or pointer types a symbol's declaration mentions, by spelling."""
    found = []
    for fragment in _fragments(symbol):
        if fragment.get("kind") != "typeIdentifier":
            continue
        usr = fragment.get("preciseIdentifier", "")
        spelling = fragment.get("spelling", "")
        if usr.startswith("c:") or usr in POINTER_USRS or POINTER_SPELLING.search(spelling):
            found.append(spelling or usr)
    return found


def _title(symbol):
    return ".".join(symbol.get("pathComponents", [])) or symbol.get("names", {}).get("title", "?")


def violations(graph):
    """The public declarations of one symbol graph that mention a C type or an unsafe pointer,
    as "Module: Type.member: C or pointer types" lines. Extensions of C types count too."""
    module = graph.get("module", {}).get("name", "?")
    symbols = {s["identifier"]["precise"]: s for s in graph.get("symbols", [])}
    found = []
    for usr, symbol in symbols.items():
        if symbol.get("accessLevel") not in PUBLIC:
            continue
        if symbol.get("names", {}).get("title", "").startswith("withUnsafe"):
            continue
        # What a standard library protocol's extension gives a conforming type (a Sequence's
        # `withContiguousStorageIfAvailable`) is the library's declaration, not the kit's.
        if "::SYNTHESIZED::" in usr and not usr.startswith("c:"):
            continue
        bad = _unsafe_types(symbol)
        if usr.startswith("c:"):
            bad.append("a C declaration")
        if bad:
            found.append(f"{module}: {_title(symbol)}: {', '.join(sorted(set(bad)))}")
    # Members of C types (an `extension GtkAlign { public … }`): the relationship's target is a C USR.
    for relation in graph.get("relationships", []):
        target = relation.get("target", "")
        source = symbols.get(relation.get("source", ""))
        if target.startswith("c:") and source and source.get("accessLevel") in PUBLIC \
                and not source.get("names", {}).get("title", "").startswith("withUnsafe"):
            found.append(f"{module}: {_title(source)}: {relation.get('kind')} the C type "
                         f"{relation.get('targetFallback', target)}")
    return sorted(set(found))


def _symbol_graph_files(directory, module):
    """A module's graph and the graphs of its extensions of other modules (Module@Other)."""
    return sorted(directory.glob(f"{module}.symbols.json")) + sorted(directory.glob(f"{module}@*.symbols.json"))


@pytest.fixture(scope="module")
def symbol_graph_directory():
    """Writes the package's public symbol graphs (reusing the debug build) and returns their folder."""
    env = dict(os.environ, PATH=os.environ.get("PATH", "") + ":/opt/swift/usr/bin")
    result = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    match = re.search(r"Files written to (.+)", result.stdout + result.stderr)
    assert match, result.stdout + result.stderr
    return Path(match.group(1).strip())


def test_kit_public_api_has_no_c_types_or_pointers(symbol_graph_directory):
    problems = []
    for module in KIT_MODULES:
        files = _symbol_graph_files(symbol_graph_directory, module)
        assert files, f"no symbol graph for {module} in {symbol_graph_directory}"
        graph = json.loads(files[0].read_text())
        assert any(s.get("accessLevel") in PUBLIC for s in graph["symbols"]), f"{module} has no public symbol"
        for path in files:
            problems += violations(json.loads(path.read_text()))
    assert not problems, "public declarations with C types or unsafe pointers:\n" + "\n".join(problems)


# The kit's surface: what an app sees in a completion list, counted as the issue measured it (every
# public or open symbol of the four library products' graphs, those a standard protocol gives
# included).
SURFACE_BOUND = 600


def test_kit_public_surface_is_small(symbol_graph_directory):
    counts = {}
    for module in KIT_MODULES:
        counts[module] = sum(1 for path in _symbol_graph_files(symbol_graph_directory, module)
                             for symbol in json.loads(path.read_text())["symbols"]
                             if symbol.get("accessLevel") in PUBLIC)
    total = sum(counts.values())
    print(f"public symbols: {total} ({counts})")
    assert all(counts.values()), counts
    assert total <= SURFACE_BOUND, f"{total} public symbols, above {SURFACE_BOUND}: {counts}"


# The checker itself, on a hand-made graph: it must fail on C types and pointers, and pass Swift.

def _symbol(name, fragments, access="public", usr=None):
    return {"identifier": {"precise": usr or f"s:7Fixture{name}", "interfaceLanguage": "swift"},
            "names": {"title": name}, "pathComponents": ["Widget", name], "accessLevel": access,
            "declarationFragments": fragments}


def _type(spelling, usr):
    return {"kind": "typeIdentifier", "spelling": spelling, "preciseIdentifier": usr}


def _graph(*symbols, relationships=()):
    return {"module": {"name": "Fixture"}, "symbols": list(symbols), "relationships": list(relationships)}


def test_checker_finds_a_c_type_in_a_parameter():
    graph = _graph(_symbol("setAlign(horizontal:)", [
        {"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " "},
        {"kind": "identifier", "spelling": "setAlign"}, {"kind": "text", "spelling": "("},
        {"kind": "externalParam", "spelling": "horizontal"}, {"kind": "text", "spelling": ": "},
        _type("GtkAlign", "c:@E@GtkAlign"), {"kind": "text", "spelling": "?)"}]))
    assert violations(graph) == ["Fixture: Widget.setAlign(horizontal:): GtkAlign"]


def test_checker_finds_pointers_in_signatures_and_closures():
    graph = _graph(
        dict(_symbol("rawRow(at:)", []), functionSignature={"returns": [_type("UnsafeMutableRawPointer", "s:Sv")]}),
        _symbol("on(_:handler:)", [{"kind": "text", "spelling": "(("},
                                   _type("OpaquePointer", "s:s13OpaquePointerV"), {"kind": "text", "spelling": ") -> "},
                                   _type("Bool", "s:Sb"), {"kind": "text", "spelling": ")"}]),
        _symbol("widget", [_type("UnsafeMutablePointer", "s:Sp"), {"kind": "text", "spelling": "<"},
                           _type("GtkWidget", "c:@S@_GtkWidget"), {"kind": "text", "spelling": ">"}]))
    assert violations(graph) == [
        "Fixture: Widget.on(_:handler:): OpaquePointer",
        "Fixture: Widget.rawRow(at:): UnsafeMutableRawPointer",
        "Fixture: Widget.widget: GtkWidget, UnsafeMutablePointer",
    ]


def test_checker_finds_members_of_c_types():
    member = _symbol("swiftName", [_type("String", "s:SS")], usr="s:So8GtkAlignV7FixtureE9swiftNameSSvp")
    graph = _graph(member, relationships=[{"kind": "memberOf", "source": member["identifier"]["precise"],
                                           "target": "c:@E@GtkAlign", "targetFallback": "GtkAlign"}])
    assert violations(graph) == ["Fixture: Widget.swiftName: memberOf the C type GtkAlign"]


def test_checker_passes_swift_types_internal_declarations_and_the_escape_hatch():
    graph = _graph(
        _symbol("setAlign(horizontal:)", [_type("Align", "s:10FoldoutGtk5AlignO")]),
        _symbol("widget", [_type("UnsafeMutablePointer", "s:Sp")], access="internal"),
        _symbol("withUnsafeGtkWidget(_:)", [_type("OpaquePointer", "s:s13OpaquePointerV")]))
    assert violations(graph) == []


def test_checker_leaves_members_a_standard_protocol_gives_but_not_the_kits_own():
    pointer = [{"kind": "identifier", "spelling": "body"}, {"kind": "text", "spelling": ": ("},
               _type("UnsafeBufferPointer", "s:SR"), {"kind": "text", "spelling": ") -> R"}]
    given = _symbol("withContiguousStorageIfAvailable", pointer,
                    usr="s:ST32withContiguousStorageIfAvailableyqd__Sgqd__SRy7ElementQzGKXEKlF::SYNTHESIZED::s:7Fixture5RowsV")
    declared = _symbol("withContiguousStorage", pointer)
    assert violations(_graph(given)) == []
    assert violations(_graph(given, declared)) == ["Fixture: Widget.withContiguousStorage: UnsafeBufferPointer"]
