import Foundation
import RecipesLocalization

/// The plan's sync with a CalDAV calendar, as a feature of the window needs it ("Show in my
/// calendar").
///
/// A struct of closures: the live one (the composition root's) wraps `PlanCalendarSync`
/// over the app's network session and remembers the calendar in the library; tests replace
/// it.
public struct PlanCalendarClient: Sendable {
  /// Syncs the plan once with the calendar at `calendar` as `user`.
  ///
  /// The calendar is checked and remembered the first time (another calendar replaces the
  /// one before), then synced both ways. Throws a `SyncFailure` saying what is wrong;
  /// nothing already done is lost.
  public var sync:
    @Sendable (_ calendar: URL, _ user: String, _ password: SyncPassword)
      async throws(SyncFailure) -> PlanCalendarSummary

  /// The calendar's address for what the cook typed as `user` (a calendar's address, or a
  /// bare Nextcloud server address that stands for the user's default calendar); throws a
  /// `.setup` `SyncFailure` for text that is no address.
  public var address: @Sendable (_ typed: String, _ user: String) throws(SyncFailure) -> URL

  /// Creates a client from its operations; `address` defaults to taking the text as the
  /// calendar's address.
  public init(
    sync:
      @escaping @Sendable (URL, String, SyncPassword) async throws(SyncFailure) ->
      PlanCalendarSummary,
    address: @escaping @Sendable (String, String) throws(SyncFailure) -> URL = { typed, _ in
      try PlanCalendarClient.plainAddress(typed)
    }
  ) {
    self.sync = sync
    self.address = address
  }

  /// `typed` as an http(s) address with a host, ending in `/` (https when no scheme is
  /// given).
  public static func plainAddress(_ typed: String) throws(SyncFailure) -> URL {
    var text = typed.trimmingCharacters(in: .whitespaces)
    if let assumed = TypedAddress.assumingHTTPS(text, mayBeFile: false) {
      text = assumed.absoluteString
    }
    guard var parts = URLComponents(string: text),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      parts.host?.isEmpty == false, !text.contains(" ")
    else {
      throw SyncFailure(
        .setup,
        localized(
          """
          “{address}” is not a calendar address. Give one such as cloud.example.org or \
          https://cloud.example.org.
          """, ["address": typed]))
    }
    if !parts.percentEncodedPath.hasSuffix("/") { parts.percentEncodedPath += "/" }
    guard let url = parts.url else {
      throw SyncFailure(
        .setup,
        localized(
          """
          “{address}” is not a calendar address. Give one such as cloud.example.org or \
          https://cloud.example.org.
          """, ["address": typed]))
    }
    return url
  }

  /// A client for an app that cannot sync (`--offline`): every call fails with one line
  /// saying so.
  public static let unavailable = PlanCalendarClient(
    sync: { _, _, _ throws(SyncFailure) in
      throw SyncFailure(.unreachable, "the calendar sync needs the network, which is off")
    })
}

/// What one sync of the plan with its calendar did.
public struct PlanCalendarSummary: Equatable, Sendable {
  /// Events created for new entries.
  public var created: Int
  /// Events rewritten for entries changed here.
  public var updated: Int
  /// Events deleted for entries removed here.
  public var deletedThere: Int
  /// Entries moved here after their events moved in the calendar.
  public var movedHere: Int
  /// Entries removed here after their events were deleted in the calendar.
  public var removedHere: Int
  /// Events left alone, and why.
  public var skipped: [SyncSummary.Skipped]
  /// When it finished.
  public var finishedAt: Date

  /// Creates a summary.
  public init(
    created: Int = 0, updated: Int = 0, deletedThere: Int = 0, movedHere: Int = 0,
    removedHere: Int = 0, skipped: [SyncSummary.Skipped] = [], finishedAt: Date
  ) {
    self.created = created
    self.updated = updated
    self.deletedThere = deletedThere
    self.movedHere = movedHere
    self.removedHere = removedHere
    self.skipped = skipped
    self.finishedAt = finishedAt
  }
}
