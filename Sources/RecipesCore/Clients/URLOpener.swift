import Foundation

/// Opens a link in the person's web browser.
///
/// The live one (in `RecipesGTK`) hands it to GTK (`LinkOpener` in `GtkInterop`); a test
/// records the URL instead.
public struct URLOpener: Sendable {
  /// Hands `url` to the desktop.
  public var open: @Sendable (_ url: URL) async throws -> Void

  /// Creates an opener.
  public init(open: @escaping @Sendable (URL) async throws -> Void) {
    self.open = open
  }

  /// Whether the app agrees to open `url`: only http and https links with a host are.
  public static func isOpenable(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return false
    }
    return !(url.host ?? "").isEmpty
  }
}
