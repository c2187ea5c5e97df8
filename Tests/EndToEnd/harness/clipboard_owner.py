#!/usr/bin/python3
"""Owns the X CLIPBOARD with the text of a file until it is ended (a person's "copy").

    clipboard_owner.py FILE      prints "READY" once the clipboard holds the text.

A GTK 4 process through python3-gi (Debian's gir1.2-gtk-4.0): no xclip or xsel needed.
"""

import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        text = f.read()
    Gtk.init()
    clipboard = Gdk.Display.get_default().get_clipboard()
    clipboard.set_content(Gdk.ContentProvider.new_for_bytes(
        "text/plain;charset=utf-8", GLib.Bytes.new(text.encode("utf-8"))))
    loop = GLib.MainLoop()
    GLib.idle_add(lambda: print("READY", flush=True) and False)
    loop.run()


if __name__ == "__main__":
    main()
