import Foundation
import RecipesCore
import RecipesLocalization
import RecipesSync

/// What `recipes sync` prints: the report and the account, as text or as the JSON
/// docs/command-line.md documents.
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
      console.note(
        localized("skipped {path}: {reason}", ["path": item.path, "reason": item.reason]))
    }
    if report.conflicts > 0 {
      console.note(
        localized(
          """
          {count} recipe(s) changed on both sides: the server's version stays, \
          and this machine's is kept beside it as “NAME (conflict, MACHINE, DATE)”
          """, ["count": String(report.conflicts)]))
    }
    guard !report.isEmpty else {
      return console.print(
        localized("In sync with {folder}; nothing to do.", ["folder": folder.absoluteString]))
    }
    console.print(
      localized(
        """
        Synced with {folder}: {uploaded} uploaded, {downloaded} downloaded, \
        {deletedHere} deleted here, {deletedThere} deleted there, {conflicts} conflicts.
        """,
        [
          "folder": folder.absoluteString, "uploaded": String(report.uploaded),
          "downloaded": String(report.downloaded), "deletedHere": String(report.deletedHere),
          "deletedThere": String(report.deletedThere), "conflicts": String(report.conflicts),
        ]))
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
        localized(
          "Sync is not set up: run `recipes sync --server URL --user NAME --password-file FILE`."
        ))
    }
    console.print(
      localized(
        """
        Server:         {server}
        User:           {user}
        Last synced:    {lastSynced}
        Synced recipes: {count}
        """,
        [
          "server": account.serverURL.absoluteString, "user": account.user,
          "lastSynced": lastSynced ?? localized("never"), "count": String(syncedRecipes),
        ]))
  }
}
