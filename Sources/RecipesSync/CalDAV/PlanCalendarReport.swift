/// What one calendar sync did.
public struct PlanCalendarReport: Equatable, Sendable {
  /// Events created in the calendar for new entries.
  public var created = 0
  /// Events written over because their entries changed here.
  public var updated = 0
  /// Events deleted in the calendar because their entries were removed here.
  public var deletedThere = 0
  /// Entries moved here because their events were moved in the calendar.
  public var movedHere = 0
  /// Entries removed here because their events were deleted in the calendar.
  public var removedHere = 0
  /// Events and entries left alone, and why.
  public var skipped: [PlanCalendarSkip] = []

  /// An empty report.
  public init() {}

  /// Whether the sync changed nothing on either side.
  public var isEmpty: Bool {
    created == 0 && updated == 0 && deletedThere == 0 && movedHere == 0 && removedHere == 0
  }
}

/// Why a calendar sync stopped; what it had done before is recorded.
public enum PlanCalendarSyncError: Error, Equatable, Sendable {
  /// The calendar server failed or refused.
  case server(CalDAVError)
  /// The library could not be read or written; its one-line reason.
  case library(String)
}
