import CGtk
import Foundation

/// Hands links to the desktop: the person's browser, mail client, ….
@MainActor
public enum LinkOpener {
  /// Opens `url` with the application the desktop chose for its scheme (`gtk_show_uri`).
  public static func open(_ url: URL, over parent: Window? = nil) {
    gtk_show_uri(parent?.cast(), url.absoluteString, guint32(GDK_CURRENT_TIME))
  }
}
