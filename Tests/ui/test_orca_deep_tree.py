"""Heard as a blind user hears it: a three-level tree walked by keys (issue 32), Orca 43 saying
each row's tree level as it changes and its place among its siblings, not among the rows shown.

foldout-bench's generated tree in Destinations (as Tests/ui/test_deep_tree.py starts it: roots
"Node r", 4 children a node above the last level, the first root open down to the last level).
Orca 43 counts a row's level by walking its NODE_CHILD_OF relations up to the tree, and takes
"N of M" from its parent node's NODE_PARENT_OF relation: with open nodes at two levels at once
and with a row's grandparent scrolled out of view, both must name the true rows. This module's
Orca speaks positions (Orca's "Speak position in list" option, off by default).
"""
import pytest

from harness import bench_binary
from screen_reader import Orca
from test_orca import assert_heard, assert_not_heard

# 3 levels: 1 + 4 + 16 = 21 nodes a root, so 63 nodes make three roots.
DEEP = {"FOLDOUT_DESTINATIONS_ITEMS": "63", "FOLDOUT_DESTINATIONS_DEPTH": "3", "FOLDOUT_PAGE": "destinations"}


@pytest.fixture(scope="module")
def orca_process():
    """One Orca for the module, speaking each row's position among its siblings."""
    reader = Orca(settings={"enablePositionSpeaking": True}).start()
    yield reader
    reader.stop()


def said(name):
    """Orca has said row `name` itself (not a row whose name begins with it)."""
    return lambda heard: any(text == name or text.startswith(name + ".") and not text[len(name) + 1:][:1].isdigit()
                             or text.startswith(name + " ") for text in heard.utterances)


def test_a_three_level_tree_walked_by_keys_is_heard_level_by_level(launch, orca):
    app, heard = orca.launch(launch, expect=said("Node 0"), env=DEEP, executable=bench_binary(), timeout=60)
    assert_heard(heard, "tree level 1", "1 of 3", "expanded")

    # Down the open branch: each level said as it changes, each place among its own siblings.
    heard = orca.press("Down", expect=said("Node 0.0"))
    assert_heard(heard, "tree level 2", "1 of 4", "expanded")
    heard = orca.press("Down", expect=said("Node 0.0.0"))
    assert_heard(heard, "tree level 3", "1 of 4")
    heard = orca.press("Down", expect=said("Node 0.0.1"))
    assert_heard(heard, "2 of 4")
    assert_not_heard(heard, "tree level")  # the level did not change
    orca.press("Down", expect=said("Node 0.0.2"))
    heard = orca.press("Down", expect=said("Node 0.0.3"))
    assert_heard(heard, "4 of 4")
    # Back up to level 2, past the open node's children: 2 of 4 among Node 0's children.
    heard = orca.press("Down", expect=said("Node 0.1"))
    assert_heard(heard, "tree level 2", "2 of 4", "collapsed")

    # Right opens a second node at level 2 while Node 0.0 stays open: two open children of an
    # open root, and every place still among the row's own siblings.
    heard = orca.press("Right", expect="expanded")
    assert_not_heard(heard, "collapsed")
    heard = orca.press("Down", expect=said("Node 0.1.0"))
    assert_heard(heard, "tree level 3", "1 of 4")
    heard = orca.press("Up", expect=said("Node 0.1"))
    assert_heard(heard, "tree level 2", "2 of 4", "expanded")
    heard = orca.press("Up", expect=said("Node 0.0.3"))
    assert_heard(heard, "tree level 3", "4 of 4")
    # Left on a leaf goes to its parent; Left on an open node closes it.
    heard = orca.press("Left", expect=said("Node 0.0"))
    assert_heard(heard, "tree level 2", "1 of 4", "expanded")
    heard = orca.press("Left", expect="collapsed")
    assert_not_heard(heard, "expanded")
    heard = orca.press("Left", expect=said("Node 0"))
    assert_heard(heard, "tree level 1", "1 of 3")
    # Down past the open Node 0.1's children to the last child and the next root.
    orca.press("Down", expect=said("Node 0.0"))
    orca.press("Down", expect=said("Node 0.1"))
    orca.press("Down", "Down", "Down", "Down", "Down", expect=said("Node 0.2"))
    heard = orca.press("Down", expect=said("Node 0.3"))
    assert_heard(heard, "4 of 4")
    heard = orca.press("Down", expect=said("Node 1"))
    assert_heard(heard, "tree level 1", "2 of 3", "collapsed")

    # Expand all (Ctrl+E): the focused row, where it was, says it is open now.
    heard = orca.press("ctrl+e", expect=lambda h: said("Node 1")(h) and "2 of 3" in h.text)
    assert_heard(heard, "expanded")
    assert_not_heard(heard, "collapsed")
    heard = orca.press("Down", expect=said("Node 1.0"))
    assert_heard(heard, "tree level 2", "1 of 4", "expanded")
    heard = orca.press("Down", expect=said("Node 1.0.0"))
    assert_heard(heard, "tree level 3", "1 of 4")
    # Up into Node 0's last branch, its root now far above the rows in view: still level 3 and
    # 4 of 4, then level 2 and 4 of 4 among Node 0's children.
    orca.press("Up", expect=said("Node 1.0"))
    orca.press("Up", expect=said("Node 1"))
    heard = orca.press("Up", expect=said("Node 0.3.3"))
    assert_heard(heard, "tree level 3", "4 of 4")
    orca.press("Up", "Up", "Up", expect=said("Node 0.3.0"))
    heard = orca.press("Up", expect=said("Node 0.3"))
    assert_heard(heard, "tree level 2", "4 of 4", "expanded")
    heard = orca.press("Up", expect=said("Node 0.2.3"))
    assert_heard(heard, "tree level 3", "4 of 4")
    # End: the last node of the last root, all open.
    heard = orca.press("End", expect=said("Node 2.3.3"))
    assert_heard(heard, "4 of 4")

    # Collapse all (Shift+Ctrl+E): the focus goes to the nearest row still shown, its root,
    # heard with its level and place; closed.
    heard = orca.press("ctrl+shift+e", expect=said("Node 2"))
    assert_heard(heard, "tree level 1", "3 of 3", "collapsed")
    assert_not_heard(heard, "Node 2.3")
    heard = orca.press("Up", expect=said("Node 1"))
    assert_heard(heard, "2 of 3", "collapsed")
    app.assert_healthy()
