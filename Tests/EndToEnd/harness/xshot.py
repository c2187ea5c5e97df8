"""Reads screen pixels straight from the X server (libX11 through ctypes, stdlib only).

Much cheaper than running ImageMagick for every look: polling the screen must not take the
CPU the app needs (the machine has two cores).
"""

import ctypes
import ctypes.util

_X11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")


class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


_X11.XOpenDisplay.restype = ctypes.c_void_p
_X11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_X11.XDefaultRootWindow.restype = ctypes.c_ulong
_X11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
_X11.XGetImage.restype = ctypes.POINTER(_XImage)
_X11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                           ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
_X11.XFree.argtypes = [ctypes.c_void_p]
_X11.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
_X11.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]

_ALL_PLANES = 0xFFFFFFFF
_Z_PIXMAP = 2
_display = None


def _open():
    global _display
    if _display is None:
        _display = _X11.XOpenDisplay(None)
        if not _display:
            raise RuntimeError("cannot open the X display")
    return _display


def screen_size():
    display = _open()
    return _X11.XDisplayWidth(display, 0), _X11.XDisplayHeight(display, 0)


def grab(x, y, w, h):
    """The RGB bytes (row by row, 3 per pixel) of a rectangle of the root window."""
    display = _open()
    image = _X11.XGetImage(display, _X11.XDefaultRootWindow(display), x, y, w, h,
                           _ALL_PLANES, _Z_PIXMAP)
    if not image:
        raise RuntimeError("XGetImage failed")
    try:
        info = image.contents
        if info.bits_per_pixel != 32:
            raise RuntimeError(f"unexpected {info.bits_per_pixel} bits per pixel")
        stride = info.bytes_per_line
        raw = ctypes.string_at(info.data, stride * h)
    finally:
        _X11.XFree(ctypes.cast(image.contents.data, ctypes.c_void_p))
        _X11.XFree(image)
    out = bytearray(w * h * 3)
    for row in range(h):
        line = raw[row * stride:row * stride + w * 4]
        # Little-endian 24-bit TrueColor: B, G, R, X.
        out[row * w * 3 + 0:(row + 1) * w * 3:3] = line[2::4]
        out[row * w * 3 + 1:(row + 1) * w * 3:3] = line[1::4]
        out[row * w * 3 + 2:(row + 1) * w * 3:3] = line[0::4]
    return bytes(out)


# MARK: - The top-level windows (what xwininfo -root -children shows), without x11-utils

class _XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int), ("depth", ctypes.c_int),
                ("visual", ctypes.c_void_p), ("root", ctypes.c_ulong), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


_X11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                            ctypes.POINTER(ctypes.c_ulong),
                            ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                            ctypes.POINTER(ctypes.c_uint)]
_X11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                      ctypes.POINTER(_XWindowAttributes)]
_X11.XInternAtom.restype = ctypes.c_ulong
_X11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
_X11.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                                    ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
                                    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                                    ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                    ctypes.POINTER(ctypes.c_void_p)]
_X11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
_X11.XSetErrorHandler.restype = ctypes.c_void_p
_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda d, e: 0)
_X11.XSetErrorHandler(_ERROR_HANDLER)  # a window may vanish between two requests

_IS_VIEWABLE = 2


def _property(display, window, name, kind):
    atom = _X11.XInternAtom(display, name, 0)
    actual, fmt = ctypes.c_ulong(), ctypes.c_int()
    count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
    status = _X11.XGetWindowProperty(display, window, atom, 0, 4096, 0, kind, ctypes.byref(actual),
                                     ctypes.byref(fmt), ctypes.byref(count), ctypes.byref(after),
                                     ctypes.byref(data))
    if status != 0 or not data.value:
        return None
    try:
        return ctypes.string_at(data.value, count.value) if fmt.value == 8 else None
    finally:
        _X11.XFree(data)


def top_windows():
    """(id, title, x, y, width, height) of the root's viewable children, bottom of the stack first."""
    display = _open()
    root = _X11.XDefaultRootWindow(display)
    _X11.XSync(display, 0)
    root_return, parent = ctypes.c_ulong(), ctypes.c_ulong()
    kids, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
    if not _X11.XQueryTree(display, root, ctypes.byref(root_return), ctypes.byref(parent),
                           ctypes.byref(kids), ctypes.byref(count)):
        return []
    ids = [kids[i] for i in range(count.value)]
    if kids:
        _X11.XFree(kids)
    utf8 = _X11.XInternAtom(display, b"UTF8_STRING", 0)
    out = []
    for wid in ids:
        attributes = _XWindowAttributes()
        if not _X11.XGetWindowAttributes(display, wid, ctypes.byref(attributes)):
            continue
        if attributes.map_state != _IS_VIEWABLE:
            continue
        title = _property(display, wid, b"_NET_WM_NAME", utf8)
        if title is None:
            title = _property(display, wid, b"WM_NAME", 31)  # XA_STRING
            title = title.decode("latin-1") if title is not None else ""
        else:
            title = title.decode("utf-8", "replace")
        out.append((wid, title, attributes.x, attributes.y, attributes.width, attributes.height))
    return out
