import CGtk
import Foundation

/// The keyboard shortcuts window, from its GtkBuilder description.
@MainActor
public enum Dialogs {
  /// Shows the window with id `objectID` of the GtkBuilder `xml` (a GtkShortcutsWindow)
  /// over `parent`.
  public static func showWindow(fromBuilderXML xml: String, objectID: String, over parent: Window?)
  {
    let builder = gtk_builder_new_from_string(xml, -1)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, objectID) else { return }
    present(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self), over: parent)
  }

  private static func present(_ dialog: UnsafeMutablePointer<GtkWidget>?, over parent: Window?) {
    guard let dialog else { return }
    let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
    if let parent { gtk_window_set_transient_for(window, parent.cast()) }
    gtk_window_set_modal(window, 1)
    gtk_window_present(window)
  }
}
