"""A tree of any depth: foldout-bench's generated tree in Destinations (FOLDOUT_DESTINATIONS_DEPTH,
the shape of ../shared/bench/treedeep.c: roots "Node r", 4 children a node above the last level,
the first root open down to the last level), walked by keys as in GtkTreeView, each row telling
screen readers its tree level and its place among its siblings (the level, posinset and setsize
attributes); expand all and collapse all by the page's accelerators."""
from harness import bench_binary, focused_place, wait_for

# 3 levels: 1 + 4 + 16 = 21 nodes a root, so 63 nodes make three roots.
DEEP = {"FOLDOUT_DESTINATIONS_ITEMS": "63", "FOLDOUT_DESTINATIONS_DEPTH": "3", "FOLDOUT_PAGE": "destinations"}


def tree(app):
    return app.find("tree", "Destinations")


def showing(app):
    return [node.name for node in app.find_all("tree item", root=tree(app)) if "showing" in app.states(node)]


def node(app, name):
    return [n for n in app.find_all("tree item", root=tree(app)) if n.name == name and "showing" in app.states(n)][0]


def focused_name(app):
    focused = app.focused()
    return focused.name if focused is not None else None


def test_a_three_level_tree_walked_by_keys_tells_levels_and_places(launch):
    app = launch(executable=bench_binary(), env=DEEP)
    first = ["Node 0", "Node 0.0", "Node 0.0.0", "Node 0.0.1", "Node 0.0.2", "Node 0.0.3", "Node 0.1", "Node 0.2", "Node 0.3",
             "Node 1", "Node 2"]
    wait_for(lambda: showing(app) == first, "the first root opens down to the last level, as in treedeep.c", timeout=30)
    app.focus_window()
    tree(app).queryComponent().grabFocus()
    app.key("Home")
    wait_for(lambda: focused_place(app) == ("Node 0", 1, 1, 3), "a root: level 1, 1 of 3")
    app.key("Down")
    wait_for(lambda: focused_place(app) == ("Node 0.0", 2, 1, 4), "its first child: level 2, 1 of 4")
    assert "expanded" in app.states(node(app, "Node 0.0"))
    app.key("Right")
    wait_for(lambda: focused_place(app) == ("Node 0.0.0", 3, 1, 4), "Right on an open node goes to its first child: level 3")
    assert "expandable" not in app.states(app.focused()), "the last level does not expand"
    app.key("Down", "Down", "Down")
    wait_for(lambda: focused_place(app) == ("Node 0.0.3", 3, 4, 4), "the last of its siblings: 4 of 4")
    app.key("Left")
    wait_for(lambda: focused_place(app) == ("Node 0.0", 2, 1, 4), "Left on a leaf goes to its parent")
    app.key("Left")
    wait_for(lambda: "expanded" not in app.states(node(app, "Node 0.0")), "Left on an open node collapses it")
    wait_for(lambda: showing(app)[:4] == ["Node 0", "Node 0.0", "Node 0.1", "Node 0.2"], "its children go")
    app.key("Left")
    wait_for(lambda: focused_place(app) == ("Node 0", 1, 1, 3), "Left on a closed node goes to its parent")
    app.key("Down", "Down")
    wait_for(lambda: focused_place(app) == ("Node 0.1", 2, 2, 4), "Node 0.1: 2 of 4")
    app.key("plus")
    wait_for(lambda: showing(app)[:7] == ["Node 0", "Node 0.0", "Node 0.1", "Node 0.1.0", "Node 0.1.1", "Node 0.1.2", "Node 0.1.3"],
             "+ expands it")
    assert focused_name(app) == "Node 0.1", "the focus stays on it"
    app.key("minus")
    wait_for(lambda: showing(app)[:4] == ["Node 0", "Node 0.0", "Node 0.1", "Node 0.2"], "- collapses it")

    # Moves among siblings at level 2, and their undo.
    app.key("alt+Down")
    wait_for(lambda: focused_place(app) == ("Node 0.1", 2, 3, 4), "Alt+Down moves it one place down among its siblings")
    assert showing(app)[:5] == ["Node 0", "Node 0.0", "Node 0.2", "Node 0.1", "Node 0.3"]
    app.key("ctrl+z")
    wait_for(lambda: focused_place(app) == ("Node 0.1", 2, 2, 4), "Ctrl+Z puts it back")
    assert showing(app)[:5] == ["Node 0", "Node 0.0", "Node 0.1", "Node 0.2", "Node 0.3"]

    # A whole subtree: * opens Node 1 and everything beneath it, / closes it all.
    app.key("Down", "Down", "Down")
    wait_for(lambda: focused_place(app) == ("Node 1", 1, 2, 3), "Node 1: 2 of 3")
    app.key("asterisk")
    wait_for(lambda: "expanded" in app.states(node(app, "Node 1")), "* expands Node 1")
    app.key("Down")
    wait_for(lambda: focused_place(app) == ("Node 1.0", 2, 1, 4), "its first child")
    wait_for(lambda: "expanded" in app.states(node(app, "Node 1.0")), "* opened the children too")
    app.key("Down")
    wait_for(lambda: focused_place(app) == ("Node 1.0.0", 3, 1, 4), "and their children show")
    app.key("BackSpace")
    wait_for(lambda: focused_place(app) == ("Node 1.0", 2, 1, 4), "BackSpace goes to the parent")
    app.key("Down")
    wait_for(lambda: focused_place(app) == ("Node 1.0.0", 3, 1, 4), "back down")
    app.key("Left", "Left", "Left")
    wait_for(lambda: focused_place(app) == ("Node 1", 1, 2, 3), "Left, Left, Left: back to Node 1")
    app.key("slash")
    wait_for(lambda: "expanded" not in app.states(node(app, "Node 1")), "/ collapses the subtree")
    app.key("shift+Right")
    wait_for(lambda: "expanded" in app.states(node(app, "Node 1")), "Shift+Right expands the subtree")
    app.key("Down")
    wait_for(lambda: focused_name(app) == "Node 1.0" and "expanded" in app.states(node(app, "Node 1.0")),
             "Shift+Right opened the children too")
    app.key("Up", "shift+Left")
    wait_for(lambda: "expanded" not in app.states(node(app, "Node 1")), "Shift+Left collapses it")

    # Expand all and collapse all: the page's Ctrl+E and Shift+Ctrl+E.
    app.key("ctrl+e")
    wait_for(lambda: "expanded" in app.states(node(app, "Node 1")), "Ctrl+E expands all")
    assert focused_name(app) == "Node 1", "the focus stays on its row"
    app.key("End")
    wait_for(lambda: focused_place(app) == ("Node 2.3.3", 3, 4, 4), "End: the last node of the last root, all open")
    app.key("ctrl+shift+e")
    wait_for(lambda: showing(app) == ["Node 0", "Node 1", "Node 2"], "Shift+Ctrl+E collapses all: only the roots show")
    wait_for(lambda: focused_place(app) == ("Node 2", 1, 3, 3), "the focus goes to the nearest row still shown, its root")
    app.assert_healthy()


# 6 levels: 1 + 4 + … + 1024 = 1365 nodes a root, so about a million nodes make 732 roots.
MILLION = {"FOLDOUT_DESTINATIONS_ITEMS": "1000000", "FOLDOUT_DESTINATIONS_DEPTH": "6", "FOLDOUT_PAGE": "destinations"}


def rows_told(app):
    """The rows the tree tells screen readers it has (its rows are the children of the box
    inside it that holds them)."""
    holder = tree(app)
    while holder.childCount == 1:
        holder = holder.getChildAtIndex(0)
    return holder.childCount


def test_a_million_nodes_open_at_once_and_every_row_reached_is_true(launch):
    """Expand all of a million nodes (the app counts the nodes beneath each without making
    them): the rows made as the keys reach them are the true ones, levels and places included,
    and screen readers are told every row."""
    app = launch(executable=bench_binary(), env=MILLION)
    wait_for(lambda: showing(app)[:3] == ["Node 0", "Node 0.0", "Node 0.0.0"], "the first root opens", timeout=30)
    app.focus_window()
    tree(app).queryComponent().grabFocus()
    app.key("Home")
    wait_for(lambda: focused_place(app) == ("Node 0", 1, 1, 732), "the first of 732 roots")
    app.key("ctrl+e")
    wait_for(lambda: rows_told(app) == 732 * 1365, "Ctrl+E opens every node: 999,180 rows told")
    app.key("End")
    wait_for(lambda: focused_place(app) == ("Node 731.3.3.3.3.3", 6, 4, 4), "End: the last node, six levels down")
    app.key("Left")
    wait_for(lambda: focused_place(app) == ("Node 731.3.3.3.3", 5, 4, 4), "Left goes to its parent")
    app.key("Up")
    wait_for(lambda: focused_place(app) == ("Node 731.3.3.3.2.3", 6, 4, 4), "Up: the last child of the parent's sibling")
    app.key("Home", "Page_Down")
    wait_for(lambda: (focused_place(app) or ("", 0))[1] == 6 and focused_place(app)[0].startswith("Node 0.0.0."),
             "Page Down from the first row: a page down the first root, on a node of the last level (all open)")
    app.key("ctrl+shift+e")
    wait_for(lambda: rows_told(app) == 732, "Shift+Ctrl+E closes every node")
    wait_for(lambda: focused_place(app) == ("Node 0", 1, 1, 732), "the focus goes to its root")
    app.key("End")
    wait_for(lambda: focused_place(app) == ("Node 731", 1, 732, 732), "End: the last root")
    app.assert_healthy()
