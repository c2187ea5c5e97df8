import Foundation

/// A file read with GET.
public struct WebDAVFile: Sendable, Equatable {
  /// Its bytes.
  public var data: Data
  /// Its entity tag (`OC-ETag` where Nextcloud sends one, else `ETag`).
  public var etag: WebDAVETag?
  /// Its media type, as the server named it.
  public var contentType: String?

  /// Creates a file.
  public init(data: Data, etag: WebDAVETag?, contentType: String?) {
    self.data = data
    self.etag = etag
    self.contentType = contentType
  }
}
