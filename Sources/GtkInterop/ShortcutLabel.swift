import CGtk

/// The keys of a keyboard shortcut drawn as GNOME draws them (a `GtkShortcutLabel`): each
/// key in a key cap, "Ctrl" "+" "F", several shortcuts side by side with "/" between.
@MainActor
public final class ShortcutLabel: Widget {
  /// The keys `accelerators` (GTK's syntax: "<Control>f", "F5") in one label.
  public init(accelerators: [String]) {
    super.init(gtk_shortcut_label_new(accelerators.joined(separator: " ")))
  }

  /// The keys shown, in GTK's syntax.
  public var accelerators: [String] {
    let text = gtk_shortcut_label_get_accelerator(opaque).map { String(cString: $0) } ?? ""
    return text.split(separator: " ").map(String.init)
  }

  /// How the desktop writes `accelerator` for a person ("Ctrl+F", in GTK's translation of
  /// the modifiers' names); the accelerator itself when GTK cannot read it.
  public static func readableName(of accelerator: String) -> String {
    var key: guint = 0
    var modifiers = GdkModifierType(rawValue: 0)
    guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0,
      let label = gtk_accelerator_get_label(key, modifiers)
    else { return accelerator }
    defer { g_free(label) }
    return String(cString: label)
  }
}
