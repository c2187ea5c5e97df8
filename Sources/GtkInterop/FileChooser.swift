import CGtk
import Foundation

/// The desktop's own file chooser (a portal when there is one, GTK's dialog otherwise).
@MainActor
public enum FileChooser {
  /// What the person picks.
  public enum Kind: Sendable {
    /// A file; `imagesOnly` offers pictures alone.
    case file(imagesOnly: Bool)
    /// A folder.
    case folder
  }

  /// Asks for a file or folder over `parent`; `completion` gets it, or nil on Cancel.
  public static func choose(
    _ kind: Kind, title: String, acceptLabel: String, over parent: Window?,
    completion: @escaping @MainActor (URL?) -> Void
  ) {
    let action: GtkFileChooserAction
    switch kind {
    case .file: action = GTK_FILE_CHOOSER_ACTION_OPEN
    case .folder: action = GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
    }
    let parentWindow: UnsafeMutablePointer<GtkWindow>? = parent?.cast()
    guard
      let native = gtk_file_chooser_native_new(
        title, parentWindow, action, acceptLabel, "Cancel")
    else { return completion(nil) }
    let chooser = native
    let dialog = UnsafeMutablePointer<GtkNativeDialog>(native)
    if case .file(imagesOnly: true) = kind {
      let filter = gtk_file_filter_new()
      gtk_file_filter_set_name(filter, "Pictures")
      gtk_file_filter_add_pixbuf_formats(filter)
      gtk_file_chooser_add_filter(chooser, filter)
      g_object_unref(UnsafeMutableRawPointer(filter))
    }
    gtk_native_dialog_set_modal(dialog, 1)
    let object = UnsafeMutableRawPointer(dialog)
    // `response(gint id)`: a 32-bit argument like the unsigned kind; the ids are negative.
    Signals.connect(object, "response") { (id: UInt32) in
      let response = Int32(bitPattern: id)
      var chosen: URL?
      if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
        if let path = g_file_get_path(file) {
          chosen = URL(fileURLWithPath: String(cString: path))
          g_free(path)
        }
        g_object_unref(UnsafeMutableRawPointer(file))
      }
      completion(chosen)
      // The chooser was ours since `new`; GLib holds it until this emission ends.
      g_object_unref(object)
    }
    gtk_native_dialog_show(dialog)
  }
}
