import Foundation

/// One file or folder of a PROPFIND answer.
public struct WebDAVEntry: Sendable, Equatable {
  /// Where it is, below the synced folder.
  public var path: WebDAVPath
  /// Whether it is a folder (`DAV:collection`).
  public var isCollection: Bool
  /// Its entity tag (`DAV:getetag`), if the server gave one.
  public var etag: WebDAVETag?
  /// Its size in bytes (`DAV:getcontentlength`), for files.
  public var size: Int?
  /// When it last changed (`DAV:getlastmodified`), to the second.
  public var lastModified: Date?
  /// Its media type (`DAV:getcontenttype`).
  public var contentType: String?

  /// Creates an entry.
  public init(
    path: WebDAVPath, isCollection: Bool, etag: WebDAVETag? = nil, size: Int? = nil,
    lastModified: Date? = nil, contentType: String? = nil
  ) {
    self.path = path
    self.isCollection = isCollection
    self.etag = etag
    self.size = size
    self.lastModified = lastModified
    self.contentType = contentType
  }
}
