"""A launcher, as a person's dock or app grid is: a Wayland window (GTK 3) with one button that
starts a program through GIO with GTK's launch context. On Wayland that context asks the
compositor for an xdg-activation token (tied to the launcher's last input event and its focused
window) and hands it to the program (DESKTOP_STARTUP_ID, XDG_ACTIVATION_TOKEN), which passes it
on to a running instance; the instance presents its window with it and Mutter moves the focus.

Usage: launcher.py PROGRAM   (prints "launched TOKEN" on stdout after each launch)"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402


def main():
    program = sys.argv[1]
    window = Gtk.Window(title="Launcher")
    window.set_default_size(240, 80)
    button = Gtk.Button(label="Launch Foldout")

    def launch(_button):
        context = Gdk.Display.get_default().get_app_launch_context()
        info = Gio.AppInfo.create_from_commandline(program, "Foldout", Gio.AppInfoCreateFlags.SUPPORTS_STARTUP_NOTIFICATION)
        tokens = []
        context.connect("launched", lambda _ctx, _info, data: tokens.append(data.lookup_value("startup-notification-id", None)))
        info.launch([], context)
        token = tokens[0].get_string() if tokens and tokens[0] is not None else ""
        print("launched", token, flush=True)

    button.connect("clicked", launch)
    window.add(button)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    print("ready", flush=True)
    Gtk.main()


if __name__ == "__main__":
    main()
