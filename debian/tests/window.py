"""Starts the installed foldout and checks through AT-SPI, as a screen reader sees it, that its
window shows the Months page with twelve months, the first focused. Exits 0 on success."""
import subprocess
import sys
import time

import pyatspi

app = subprocess.Popen(["foldout"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def find(node, role, name=None, depth=0):
    if node is None or depth > 40:
        return []
    found = []
    try:
        if node.getRoleName() == role and (name is None or node.name == name):
            found.append(node)
        for index in range(node.childCount):
            found += find(node.getChildAtIndex(index), role, name, depth + 1)
    except Exception:  # a node that went away while it was read
        pass
    return found


def months():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        program = desktop.getChildAtIndex(index)
        if program is not None and program.name == "foldout":
            for listbox in find(program, "list box", "Months"):
                names = [item.name for item in find(listbox, "list item")]
                if len(names) >= 12:
                    return names
    return None


deadline = time.monotonic() + 30
names = None
try:
    while time.monotonic() < deadline and app.poll() is None:
        names = months()
        if names:
            break
        time.sleep(0.3)
finally:
    app.terminate()
    output = app.communicate(timeout=10)[0].decode("utf-8", "replace")

if not names:
    print("foldout showed no Months list with twelve months within 30 s; it said:\n" + output)
    sys.exit(1)
print("the Months list: " + ", ".join(names[:12]))
sys.exit(0 if names[0] == "January" and names[11] == "December" else 1)
