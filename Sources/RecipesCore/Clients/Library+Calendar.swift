/// The library's records of the plan's calendar sync: the account and, per plan entry,
/// what the last sync left.
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// has no calendar and refuses to record one.
public struct CalendarOperations: Sendable {
  /// The calendar account, or nil when the plan is not synced with a calendar.
  public var account: @Sendable () async throws -> CalendarAccount?
  /// Remembers the calendar account, replacing the one before.
  public var saveAccount: @Sendable (_ account: CalendarAccount) async throws -> Void
  /// Every entry's record.
  public var records: @Sendable () async throws -> [CalendarRecord]
  /// Records (inserts or replaces) what a sync left of one entry, by its id.
  public var saveRecord: @Sendable (_ record: CalendarRecord) async throws -> Void
  /// Forgets the record of one entry (nothing happens if there is none).
  public var removeRecord: @Sendable (_ id: PlanEntry.ID) async throws -> Void
  /// Forgets the account and every record; the plan stays.
  public var forget: @Sendable () async throws -> Void

  /// Creates the operations.
  public init(
    account: @escaping @Sendable () async throws -> CalendarAccount?,
    saveAccount: @escaping @Sendable (CalendarAccount) async throws -> Void,
    records: @escaping @Sendable () async throws -> [CalendarRecord],
    saveRecord: @escaping @Sendable (CalendarRecord) async throws -> Void,
    removeRecord: @escaping @Sendable (PlanEntry.ID) async throws -> Void,
    forget: @escaping @Sendable () async throws -> Void
  ) {
    self.account = account
    self.saveAccount = saveAccount
    self.records = records
    self.saveRecord = saveRecord
    self.removeRecord = removeRecord
    self.forget = forget
  }

  /// A library with no calendar: no account, no records, and every record refused.
  public static let unavailable = CalendarOperations(
    account: { nil },
    saveAccount: { _ in throw RecipesError.library("this library has no calendar records") },
    records: { [] },
    saveRecord: { _ in throw RecipesError.library("this library has no calendar records") },
    removeRecord: { _ in },
    forget: {})
}
