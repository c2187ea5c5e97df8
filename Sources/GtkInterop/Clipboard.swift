import CGtk

/// The display's clipboard: the app puts text on it for the person to paste elsewhere.
@MainActor
public enum Clipboard {
  /// Puts `text` on the default display's clipboard; false when there is no display.
  @discardableResult
  public static func setText(_ text: String) -> Bool {
    guard let clipboard = defaultClipboard else { return false }
    gdk_clipboard_set_text(clipboard, text)
    return true
  }

  /// The text this process last put on the clipboard, while it still owns it (for tests).
  ///
  /// Nil when another program's content is there: reading that would need the main loop.
  public static var ownText: String? {
    guard let clipboard = defaultClipboard, let text = recipes_clipboard_local_text(clipboard)
    else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }

  private static var defaultClipboard: OpaquePointer? {
    gdk_display_get_default().map { gdk_display_get_clipboard($0) }
  }
}
