import Foundation

/// The account the library syncs with: the server and user (never the password, which
/// lives in the Secret Service or is given on the command line each time), and when it last
/// synced.
public struct SyncAccount: Equatable, Sendable, Codable {
  /// The synced folder's address (a Nextcloud Cookbook folder, any WebDAV folder).
  public var serverURL: URL
  /// The user name.
  public var user: String
  /// When the last sync finished; nil before the first.
  public var lastSyncedAt: Date?
  /// The entity tag of the favorites file at the folder's root when last synced: an
  /// unchanged tag means it need not be read.
  public var favoritesETag: String?

  /// Creates an account.
  public init(serverURL: URL, user: String, lastSyncedAt: Date? = nil, favoritesETag: String? = nil)
  {
    self.serverURL = serverURL
    self.user = user
    self.lastSyncedAt = lastSyncedAt
    self.favoritesETag = favoritesETag
  }
}
