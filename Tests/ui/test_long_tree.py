"""The expandable rows at a million parents (foldout-bench's generated destinations, the shape of
../shared/bench/treestore.c: parent i is "City i" with i % 3 flights, City 1 open at start):
the recycling engine under the tree, walked by keys as a person would."""
import pyatspi

from harness import bench_binary, wait_for

MILLION = {"FOLDOUT_DESTINATIONS_ITEMS": "1000000", "FOLDOUT_PAGE": "destinations"}


def tree(app):
    return app.find("tree", "Destinations")


def items(app):
    return app.find_all("tree item", root=tree(app))


def showing(app):
    return [node.name for node in items(app) if "showing" in app.states(node)]


def focused_name(app):
    node = app.focused()
    return node.name if node is not None else None


def node(app, name):
    return [n for n in items(app) if n.name == name and "showing" in app.states(n)][0]


def test_a_million_parents_walked_by_keys_with_only_the_rows_in_view(launch):
    app = launch(executable=bench_binary(), env=MILLION)
    wait_for(lambda: showing(app)[:4] == ["City 0", "City 1", "MAN → LHR", "City 2"], "City 1 opens at start, as in treestore.c",
             timeout=30)
    assert len(items(app)) < 40, "only the rows in view (and a margin) exist"
    app.focus_window()
    tree(app).queryComponent().grabFocus()
    app.key("Home")
    wait_for(lambda: focused_name(app) == "City 0", "Home focuses the first parent")
    app.key("End")
    wait_for(lambda: focused_name(app) == "City 999999", "End goes to the last of a million parents")
    assert "City 999999" in showing(app)
    assert len(items(app)) < 40, "still only the rows in view"
    last = node(app, "City 999999")
    assert "expandable" not in app.states(last), "999999 % 3 = 0: no flights, nothing to expand"
    app.key("Up")
    wait_for(lambda: focused_name(app) == "City 999998", "Up walks to the one before")
    app.key("Right")
    wait_for(lambda: "expanded" in app.states(node(app, "City 999998")), "Right expands it")
    wait_for(lambda: showing(app)[-4:] == ["City 999998", "MAN → LHR", "MAN → LHR", "City 999999"],
             "its two flights come in beneath it, in view")
    app.key("Right")
    wait_for(lambda: focused_name(app) == "MAN → LHR", "Right again goes to its first flight")
    flight = app.focused()
    assert "expandable" not in app.states(flight)
    parents = [relation.getTarget(0) for relation in flight.getRelationSet()
               if relation.getRelationType() == pyatspi.RELATION_NODE_CHILD_OF]
    assert parents and parents[0].name == "City 999998", "screen readers place the flight under its parent"
    app.key("Left")
    wait_for(lambda: focused_name(app) == "City 999998", "Left on a flight goes to its parent")
    app.key("Left")
    wait_for(lambda: "expanded" not in app.states(node(app, "City 999998")), "Left collapses it")
    wait_for(lambda: showing(app)[-2:] == ["City 999998", "City 999999"], "its flights go")
    app.key("Home")
    wait_for(lambda: focused_name(app) == "City 0" and "City 0" in showing(app), "Home goes back to the top")
    assert len(items(app)) < 40
    app.screenshot("long-tree-top")
    app.assert_healthy()
