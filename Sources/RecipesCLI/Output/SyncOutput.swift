import Foundation
import RecipesCore
import RecipesSync

/// What `recipes sync` prints: the report and the account, as text or as the JSON the README
/// documents.
enum SyncOutput {
  /// `sync --status --json`: `configured`, and when it is, the account.
  private struct Status: Encodable {
    let configured: Bool
    let server: String?
    let user: String?
    /// ISO 8601; left out before the first sync.
    let lastSynced: String?
    let syncedRecipes: Int?
  }

  /// Prints what one sync did: the counts on the output, each skipped item on the errors
  /// (text) or everything as one JSON object.
  static func printReport(
    _ report: SyncReport, folder: URL, json: Bool, to console: Console
  ) throws {
    if json { return try console.printJSON(report) }
    for item in report.skipped {
      console.note("skipped \(item.path): \(item.reason)")
    }
    if report.conflicts > 0 {
      console.note(
        "\(report.conflicts) recipe(s) changed on both sides: the server's version stays, "
          + "and this machine's is kept beside it as “NAME (conflict, MACHINE, DATE)”")
    }
    guard !report.isEmpty else {
      return console.print("In sync with \(folder.absoluteString); nothing to do.")
    }
    console.print(
      "Synced with \(folder.absoluteString): \(report.uploaded) uploaded, "
        + "\(report.downloaded) downloaded, \(report.deletedHere) deleted here, "
        + "\(report.deletedThere) deleted there, \(report.conflicts) conflicts.")
  }

  /// Prints the account and how many recipes it syncs, or that sync is not set up.
  static func printStatus(
    _ account: SyncAccount?, syncedRecipes: Int, json: Bool, to console: Console
  ) throws {
    let lastSynced = account?.lastSyncedAt.map { $0.formatted(.iso8601) }
    if json {
      return try console.printJSON(
        Status(
          configured: account != nil, server: account?.serverURL.absoluteString,
          user: account?.user, lastSynced: lastSynced,
          syncedRecipes: account.map { _ in syncedRecipes }))
    }
    guard let account else {
      return console.print(
        "Sync is not set up: run `recipes sync --server URL --user NAME --password-file FILE`.")
    }
    console.print(
      """
      Server:         \(account.serverURL.absoluteString)
      User:           \(account.user)
      Last synced:    \(lastSynced ?? "never")
      Synced recipes: \(syncedRecipes)
      """)
  }
}
