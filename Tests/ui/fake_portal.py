#!/usr/bin/python3
"""A fake desktop Settings portal for the UI tests: owns org.freedesktop.portal.Desktop on the
session bus and serves org.freedesktop.portal.Settings at /org/freedesktop/portal/desktop with
one setting, org.freedesktop.appearance color-scheme (u: 0 no preference, 1 dark, 2 light).

  fake_portal.py VALUE [--version 1]

--version 1 is an older portal without ReadOne (only Read, whose value is wrapped twice).
The tests change the value with
  gdbus call --session --dest org.freedesktop.portal.Desktop --object-path /org/freedesktop/portal/desktop \
    --method io.github.foldout.FakePortal.Set 1
which emits SettingChanged like a real portal. "ready" is printed once the name is owned.
"""
import argparse
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    %s
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
  <interface name="io.github.foldout.FakePortal">
    <method name="Set"><arg type="u" direction="in"/></method>
  </interface>
</node>
"""
READ_ONE = '<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>'
NAMESPACE, KEY = "org.freedesktop.appearance", "color-scheme"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("value", type=int)
    parser.add_argument("--version", type=int, default=2)
    options = parser.parse_args()
    state = {"value": options.value}
    info = Gio.DBusNodeInfo.new_for_xml(XML % (READ_ONE if options.version >= 2 else ""))
    loop = GLib.MainLoop()

    def not_found(invocation):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "Requested setting not found")

    def call(connection, sender, path, interface, method, parameters, invocation):
        if method == "Set":
            state["value"] = parameters.unpack()[0]
            invocation.return_value(None)
            connection.emit_signal(None, path, "org.freedesktop.portal.Settings", "SettingChanged",
                                   GLib.Variant("(ssv)", (NAMESPACE, KEY, GLib.Variant("u", state["value"]))))
        elif method in ("Read", "ReadOne"):
            namespace, key = parameters.unpack()
            if (namespace, key) != (NAMESPACE, KEY):
                return not_found(invocation)
            value = GLib.Variant("u", state["value"])
            # Read (version 1) wraps the value in one more variant.
            invocation.return_value(GLib.Variant("(v)", (value if method == "ReadOne" else GLib.Variant("v", value),)))
        elif method == "ReadAll":
            invocation.return_value(GLib.Variant("(a{sa{sv}})", ({NAMESPACE: {KEY: GLib.Variant("u", state["value"])}},)))
        else:
            invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", method)

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("u", options.version)

    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    for interface in info.interfaces:
        bus.register_object("/org/freedesktop/portal/desktop", interface, call, get_property, None)

    def acquired(connection, name):
        print("ready", flush=True)

    def lost(connection, name):
        print("name lost", file=sys.stderr, flush=True)
        loop.quit()

    Gio.bus_own_name_on_connection(bus, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, lost)
    loop.run()


if __name__ == "__main__":
    main()
