"""Share puts the month on the Wayland clipboard: a row and its Share button clicked with the
pointer (RemoteDesktop's absolute motion and button events), read back by another Wayland
client, wl-paste."""
from harness import wait_for


def test_share_by_pointer_puts_the_month_on_the_wayland_clipboard(app):
    months = app.find("list box", "Months")
    march = app.find("list item", "March", root=months)
    app.click(march)
    wait_for(lambda: "expanded" in app.states(march), "a click unfolds March")
    share = app.find("push button", "Share", root=march)
    wait_for(lambda: "showing" in app.states(share), "March's bar shows Share")
    assert app.clipboard() != "March"
    app.click(share)
    wait_for(lambda: app.clipboard() == "March", "wl-paste reads March from the clipboard")
    app.find("label", "“March” copied", showing=True)
    types = set(__import__("subprocess").run(["wl-paste", "--list-types"], capture_output=True, text=True, timeout=5).stdout.split())
    assert "text/plain;charset=utf-8" in types or "UTF8_STRING" in types, types
