import CGtk
import Foundation

/// What the About dialog says about the app.
public struct AboutInfo: Sendable {
  /// The licences GTK knows by name.
  public enum License: Sendable {
    /// The MIT (X11) licence.
    case mit
    /// The GNU GPL, version 3 or later.
    case gpl3

    var gtk: GtkLicense {
      switch self {
      case .mit: GTK_LICENSE_MIT_X11
      case .gpl3: GTK_LICENSE_GPL_3_0
      }
    }
  }

  /// The app's name.
  public var programName: String
  /// The version shown under the name.
  public var version: String
  /// One sentence about what the app does.
  public var comments: String
  /// The licence, shown with its text a click away.
  public var license: License
  /// The icon shown above the name, from the icon theme.
  public var logoIconName: String
  /// Who wrote it.
  public var authors: [String]

  /// Describes the app.
  public init(
    programName: String, version: String, comments: String, license: License,
    logoIconName: String, authors: [String]
  ) {
    self.programName = programName
    self.version = version
    self.comments = comments
    self.license = license
    self.logoIconName = logoIconName
    self.authors = authors
  }
}

/// The About dialog and the keyboard shortcuts window.
@MainActor
public enum Dialogs {
  /// Shows the About dialog for `info` over `parent`.
  public static func showAbout(_ info: AboutInfo, over parent: Window?) {
    let dialog = gtk_about_dialog_new()
    let about = OpaquePointer(dialog)
    gtk_about_dialog_set_program_name(about, info.programName)
    gtk_about_dialog_set_version(about, info.version)
    gtk_about_dialog_set_comments(about, info.comments)
    gtk_about_dialog_set_license_type(about, info.license.gtk)
    gtk_about_dialog_set_logo_icon_name(about, info.logoIconName)
    withCStrings(info.authors) { authors in
      gtk_about_dialog_set_authors(about, authors.map { UnsafeMutablePointer(mutating: $0) })
    }
    present(dialog, over: parent)
  }

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
