import CAdwaita
import CGtk

/// The About window of GNOME apps (an `AdwAboutWindow`): the icon, name and version, who
/// made it, where its home and its issues are, and its licence a click away.
@MainActor
public final class AboutWindow: Widget {
  /// The licences the window knows by name.
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

    init?(_ license: GtkLicense) {
      switch license {
      case GTK_LICENSE_MIT_X11: self = .mit
      case GTK_LICENSE_GPL_3_0: self = .gpl3
      default: return nil
      }
    }
  }

  /// An About window, not shown yet.
  public init() {
    super.init(adw_about_window_new())
  }

  private var about: OpaquePointer { opaque }

  /// The app's name, under its icon.
  public var applicationName: String {
    get { string(adw_about_window_get_application_name(about)) }
    set { adw_about_window_set_application_name(about, newValue) }
  }

  /// The icon's name in the icon theme (the application id).
  public var applicationIcon: String {
    get { string(adw_about_window_get_application_icon(about)) }
    set { adw_about_window_set_application_icon(about, newValue) }
  }

  /// The version, under the name.
  public var version: String {
    get { string(adw_about_window_get_version(about)) }
    set { adw_about_window_set_version(about, newValue) }
  }

  /// Who makes the app, under the name.
  public var developerName: String {
    get { string(adw_about_window_get_developer_name(about)) }
    set { adw_about_window_set_developer_name(about, newValue) }
  }

  /// One sentence about the app.
  public var comments: String {
    get { string(adw_about_window_get_comments(about)) }
    set { adw_about_window_set_comments(about, newValue) }
  }

  /// The app's home page.
  public var website: String {
    get { string(adw_about_window_get_website(about)) }
    set { adw_about_window_set_website(about, newValue) }
  }

  /// Where to report a problem.
  public var issueURL: String {
    get { string(adw_about_window_get_issue_url(about)) }
    set { adw_about_window_set_issue_url(about, newValue) }
  }

  /// "© 2026 The Recipes contributors".
  public var copyright: String {
    get { string(adw_about_window_get_copyright(about)) }
    set { adw_about_window_set_copyright(about, newValue) }
  }

  /// The licence, shown with its text a click away; nil for one the window does not name.
  public var license: License? {
    get { License(adw_about_window_get_license_type(about)) }
    set { adw_about_window_set_license_type(about, newValue?.gtk ?? GTK_LICENSE_UNKNOWN) }
  }

  /// Who wrote the app, on the Credits page.
  public var developers: [String] {
    get {
      var names: [String] = []
      let list = adw_about_window_get_developers(about)
      while let name = list?[names.count] { names.append(String(cString: name)) }
      return names
    }
    set {
      withCStrings(newValue) {
        adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0))
      }
    }
  }

  /// Keeps the window above `parent` (modal, as GNOME's About windows are).
  public func setParent(_ parent: Window?) {
    gtk_window_set_transient_for(cast(), parent?.cast())
    gtk_window_set_modal(cast(), parent == nil ? 0 : 1)
  }

  /// Shows the window and brings it to the front.
  public func present() { gtk_window_present(cast()) }

  /// Destroys the window.
  public func destroy() { gtk_window_destroy(cast()) }

  private func string(_ text: UnsafePointer<CChar>?) -> String {
    text.map { String(cString: $0) } ?? ""
  }
}
