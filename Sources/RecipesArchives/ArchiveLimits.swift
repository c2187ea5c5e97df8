/// How much an archive may unpack to: a few kilobytes of deflate can claim gigabytes, so
/// every entry and the whole are capped before and while they are unpacked.
public struct ArchiveLimits: Equatable, Sendable {
  /// The most bytes one entry, or one gzip stream, may unpack to.
  public var entryBytes: Int
  /// The most bytes all entries read from one archive may unpack to together.
  public var totalBytes: Int

  /// Creates limits; the defaults leave room for a recipe with a large photo in it and a
  /// collection of some thousands of them.
  public init(entryBytes: Int = 64 << 20, totalBytes: Int = 2 << 30) {
    self.entryBytes = entryBytes
    self.totalBytes = totalBytes
  }
}
