/// What a PROPFIND found in a folder.
public struct WebDAVListing: Sendable, Equatable {
  /// A member the answer named but that could not be used, and why.
  ///
  /// A name that does not decode, or no properties; the sync lists it as skipped.
  public struct Skipped: Sendable, Equatable {
    /// The `DAV:href` as sent.
    public var href: String
    /// Why it was skipped, in a few words.
    public var reason: String

    /// Creates a record.
    public init(href: String, reason: String) {
      self.href = href
      self.reason = reason
    }
  }

  /// The listed folder itself (its ETag tells whether anything below changed, on servers
  /// that propagate it); nil if the answer left it out.
  public var folder: WebDAVEntry?
  /// Everything below it the answer named, sorted by path.
  public var entries: [WebDAVEntry]
  /// Members left out.
  public var skipped: [Skipped]

  /// Creates a listing.
  public init(folder: WebDAVEntry?, entries: [WebDAVEntry], skipped: [Skipped] = []) {
    self.folder = folder
    self.entries = entries
    self.skipped = skipped
  }
}
