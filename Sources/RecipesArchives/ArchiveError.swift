import RecipesLocalization

/// Why an archive or a compressed stream could not be read: every way hostile or damaged
/// input ends, so none of them crashes or loops.
public enum ArchiveError: Error, Equatable, Sendable {
  /// The data ends before what its headers promise.
  case truncated
  /// The data is not the format asked for (no ZIP directory, no gzip header).
  case notAnArchive
  /// A valid archive using something this reader does not: ZIP64, encryption, spanning
  /// several files, a compression method other than stored and deflate.
  case unsupported(String)
  /// A header points outside the data or at the wrong kind of record.
  case damaged(String)
  /// An entry (named) would unpack to more than `limit` bytes.
  case entryTooLarge(name: String, limit: Int)
  /// The entries together would unpack to more than `limit` bytes.
  case archiveTooLarge(limit: Int)
  /// An entry's unpacked bytes do not match the checksum stored for them.
  case checksumMismatch(name: String)

  /// A short reason, to follow "cannot be read".
  public var reason: String {
    switch self {
    case .truncated: return localized("it is cut short")
    case .notAnArchive: return localized("it is not a ZIP or gzip archive")
    case .unsupported(let what):
      return localized("it uses {what}, which the app cannot read", ["what": what])
    case .damaged(let what): return localized("it is damaged: {what}", ["what": what])
    case .entryTooLarge(let name, let limit):
      return localized(
        "“{name}” would unpack to more than {size}", ["name": name, "size": Self.size(limit)])
    case .archiveTooLarge(let limit):
      return localized("it would unpack to more than {size}", ["size": Self.size(limit)])
    case .checksumMismatch(let name):
      return localized("“{name}” is damaged (its checksum differs)", ["name": name])
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20
      ? localized("{count} MiB", ["count": String(bytes >> 20)])
      : localizedPlural("{count} bytes", "{count} bytes", count: bytes)
  }
}
