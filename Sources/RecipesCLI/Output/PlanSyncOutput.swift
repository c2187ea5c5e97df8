import Foundation
import RecipesLocalization
import RecipesSync

/// What `recipes plan sync` prints: the report as text, or as the JSON docs/manual.md documents.
enum PlanSyncOutput {
  /// `plan sync --json`: the counts and what was left alone.
  private struct Report: Encodable {
    let created: Int
    let updated: Int
    let deletedThere: Int
    let movedHere: Int
    let removedHere: Int
    let skipped: [PlanCalendarSkip]
  }

  /// Prints what one sync did: the counts on the output, each skipped event on the errors
  /// (text) or everything as one JSON object.
  static func printReport(
    _ report: PlanCalendarReport, calendar: URL, json: Bool, to console: Console
  ) throws {
    if json {
      return try console.printJSON(
        Report(
          created: report.created, updated: report.updated, deletedThere: report.deletedThere,
          movedHere: report.movedHere, removedHere: report.removedHere, skipped: report.skipped))
    }
    for item in report.skipped {
      console.note(
        localized("skipped {path}: {reason}", ["path": item.path, "reason": item.reason]))
    }
    guard !report.isEmpty else {
      return console.print(
        localized(
          "The plan is in sync with {calendar}; nothing to do.",
          ["calendar": calendar.absoluteString]))
    }
    console.print(
      localized(
        """
        Synced the plan with {calendar}: {created} created, {updated} updated, \
        {deletedThere} deleted there, {movedHere} moved here, {removedHere} removed here.
        """,
        [
          "calendar": calendar.absoluteString, "created": String(report.created),
          "updated": String(report.updated), "deletedThere": String(report.deletedThere),
          "movedHere": String(report.movedHere), "removedHere": String(report.removedHere),
        ]))
  }
}
