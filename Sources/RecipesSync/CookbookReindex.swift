import Foundation
import RecipesCore
import RecipesNetwork

/// Nextcloud Cookbook's `reindex`: asked after a sync that changed the server, so the
/// Cookbook web app and the phone apps show the change at once instead of after their next
/// rescan.
public enum CookbookReindex {
  /// The path of the reindex endpoint below the Nextcloud's root.
  static let endpoint = "index.php/apps/cookbook/api/v1/reindex"

  /// The reindex address of the Nextcloud that serves `folder`: the address up to
  /// `remote.php/` (the server's root, or the folder Nextcloud lives in) with the endpoint
  /// after it; nil when `folder` is no Nextcloud files address (`remote.php/dav/files/…` or
  /// `remote.php/webdav/…`), such as plain WebDAV, where there is no Cookbook to tell.
  public static func url(forFolder folder: URL) -> URL? {
    guard var parts = URLComponents(url: folder, resolvingAgainstBaseURL: true),
      ["http", "https"].contains(parts.scheme?.lowercased() ?? "")
    else { return nil }
    let path = parts.percentEncodedPath
    let markers = ["/remote.php/dav/files/", "/remote.php/webdav/"]
    guard let range = markers.lazy.compactMap({ path.range(of: $0) }).first else { return nil }
    parts.percentEncodedPath = String(path[..<range.lowerBound]) + "/" + endpoint
    parts.query = nil
    parts.fragment = nil
    return parts.url
  }

  /// The reindex request for the Nextcloud serving `folder` (nil where there is none):
  /// `POST` with the sync's credentials, whose answer, whatever it is (a 404 where Cookbook
  /// is not installed, a failure), is ignored.
  public static func live(
    session: CurlSession, folder: URL, credentials: HTTPCredentials, timeout: Duration
  ) -> (@Sendable () async -> Void)? {
    guard let url = url(forFolder: folder), let post = HTTPMethod(rawValue: "POST") else {
      return nil
    }
    return {
      let request = HTTPRequest(
        url: url, kind: .json, timeout: timeout, maximumBodyBytes: 64 * 1024, method: post,
        body: Data(), credentials: credentials)
      _ = try? await session.response(for: request)
    }
  }
}
