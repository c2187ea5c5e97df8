import Foundation
import RecipesCatalog
import RecipesCore
import RecipesFixtures
import RecipesLibrary
import Testing

/// `recipes plan`: add, note, move, remove, the JSON, shop, suggest, and the exit statuses.
@MainActor
@Suite struct PlanCommandTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func plan(_ arguments: [String]) async -> CommandResult {
    await recipes(["plan"] + arguments + ["--offline"] + recipes.dataDirectory)
  }

  /// The Monday at least two weeks from the real today, plus `offset` days, as `YYYY-MM-DD`:
  /// the command line takes today from the clock, so the days planned here are always ahead of
  /// it, whatever day the test runs.
  private func day(_ offset: Int) -> String {
    PlanDay.today(in: .current).adding(days: 14).startOfWeek(firstWeekday: 2)
      .adding(days: offset).description
  }

  private func week(_ from: String? = nil) async throws -> [[String: Any]] {
    let from = from ?? day(0)
    let result = await plan(["--from", from, "--json"])
    #expect(result.status == 0, "\(result.errors)")
    return try result.rows()
  }

  @Test func entriesAreAddedShownMovedAndRemoved() async throws {
    let add = await plan(
      ["add", "catalog-1", "--date", day(2), "--meal", "dinner", "--servings", "3"])
    #expect(add.status == 0, "\(add.errors)")
    let recipeEntry = add.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(recipeEntry.hasPrefix("plan-"))
    let note = await plan(["note", "Leftovers", "--date", day(0), "--meal", "LUNCH"])
    #expect(note.status == 0, "\(note.errors)")
    let noteEntry = note.output.trimmingCharacters(in: .whitespacesAndNewlines)

    let rows = try await week()
    #expect(rows.count == 2)
    #expect(rows.map { $0["id"] as? String } == [noteEntry, recipeEntry])
    #expect(Set(rows[0].keys) == ["id", "date", "meal", "recipeId", "name", "servings", "note"])
    #expect(rows[0]["date"] as? String == day(0))
    #expect(rows[0]["meal"] as? String == "lunch")
    #expect(rows[0]["recipeId"] is NSNull)
    #expect(rows[0]["servings"] is NSNull)
    #expect(rows[0]["note"] as? String == "Leftovers")
    #expect(rows[1]["recipeId"] as? String == "catalog-1")
    #expect(rows[1]["servings"] as? Int == 3)
    #expect(rows[1]["note"] is NSNull)
    #expect((rows[1]["name"] as? String)?.isEmpty == false)

    let move = await plan(["move", recipeEntry, "--date", day(1)])
    #expect(move.status == 0, "\(move.errors)")
    let moved = try await week()
    #expect(moved[1]["date"] as? String == day(1))
    #expect(moved[1]["meal"] as? String == "dinner")
    _ = await plan(["move", recipeEntry, "--date", day(9), "--meal", "breakfast"])
    #expect(try await week().count == 1)
    #expect(try await week(day(7)).first?["meal"] as? String == "breakfast")

    let remove = await plan(["remove", noteEntry])
    #expect(remove.status == 0, "\(remove.errors)")
    #expect(try await week().isEmpty)
    let text = await plan(["--from", day(0)])
    #expect(text.output == "Nothing planned from \(day(0)) to \(day(6)).\n")
  }

  @Test(arguments: [
    ["add", "catalog-1", "--date", "2026-02-30", "--meal", "dinner"],
    ["add", "catalog-1", "--date", "tomorrow", "--meal", "dinner"],
    ["add", "catalog-1", "--date", "today", "--meal", "supper"],
    ["add", "catalog-1", "--date", "today", "--meal", "dinner", "--servings", "0"],
    ["add", "catalog-1", "--meal", "dinner"],
    ["note", "  ", "--date", "today", "--meal", "lunch"],
    ["note", String(repeating: "x", count: 501), "--date", "today", "--meal", "lunch"],
    ["move", "plan-x", "--date", "30/11/2026"],
    ["--from", "2026-13-01"],
    ["shop", "--from", "2020-01-01", "--to", "2026-01-01"],
  ])
  func badArgumentsExitWithTheUsage(_ arguments: [String]) async throws {
    let result = await plan(arguments)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(result.errors.contains("Usage"), "\(result.errors)")
    #expect(try await week().isEmpty)
  }

  @Test func unknownRecipesAndEntriesExitWithOneLine() async throws {
    for arguments in [
      ["add", "catalog-999999", "--date", "today", "--meal", "dinner"],
      ["move", "plan-none", "--date", "today"],
      ["remove", "plan-none"],
    ] {
      let result = await plan(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
      #expect(result.output.isEmpty)
    }
    #expect(try await week().isEmpty)
  }

  @Test func theWeekGoesOnTheShoppingListWithItsDays() async throws {
    _ = await plan([
      "add", "catalog-1", "--date", day(0), "--meal", "dinner", "--servings", "2",
    ])
    _ = await plan([
      "add", "catalog-1", "--date", day(3), "--meal", "lunch", "--servings", "3",
    ])
    _ = await plan([
      "add", "catalog-2", "--date", day(1), "--meal", "dinner", "--servings", "4",
    ])
    _ = await plan(["note", "Out", "--date", day(2), "--meal", "dinner"])
    _ = await plan(["add", "catalog-3", "--date", day(8), "--meal", "dinner"])
    let shop = await plan(["shop", "--from", day(0)])
    #expect(shop.status == 0, "\(shop.errors)")
    #expect(shop.output == "Added 2 recipes to the shopping list.\n")
    let list = await recipes(["shopping", "--json", "--offline"] + recipes.dataDirectory)
    let listed = try #require(try list.object()["recipes"] as? [[String: Any]])
    #expect(listed.compactMap { $0["id"] as? String } == ["catalog-1", "catalog-2"])
    #expect(listed.compactMap { $0["servings"] as? Int } == [5, 4])
  }

  /// Suggestions start from today, so the week suggested for is a week from the real today:
  /// never in the past, whatever day the test runs (a fixed day became one on 2026-12-01).
  @Test func suggestionsFillTheEmptyDinnersOnceEachAndRepeatWithTheSeed() async throws {
    let from = day(0)
    _ = await plan(["add", "catalog-1", "--date", from, "--meal", "dinner"])
    let suggest = await plan(["suggest", "--from", from, "--seed", "7"])
    #expect(suggest.status == 0, "\(suggest.errors)")
    #expect(suggest.output.hasPrefix("Planned 6 dinners.\n"), "\(suggest.output)")
    let rows = try await week(from)
    let dinners = rows.filter { $0["meal"] as? String == "dinner" }
    #expect(dinners.compactMap { $0["date"] as? String }.count == 7)
    #expect(Set(dinners.compactMap { $0["date"] as? String }).count == 7)
    #expect(Set(dinners.compactMap { $0["recipeId"] as? String }).count == 7)
    let again = await plan(["suggest", "--from", from, "--seed", "7"])
    #expect(again.output == "No dinners to suggest: every day is planned, or nothing fits.\n")

    // The same seed on another library with the same plan picks the same recipes.
    let other = try CommandLineRun()
    _ = await other(
      ["plan", "add", "catalog-1", "--date", from, "--meal", "dinner", "--offline"]
        + other.dataDirectory)
    _ = await other(
      ["plan", "suggest", "--from", from, "--seed", "7", "--offline"]
        + other.dataDirectory)
    let otherRows = try await other(
      ["plan", "--from", from, "--json", "--offline"] + other.dataDirectory
    ).rows()
    #expect(
      otherRows.compactMap { $0["recipeId"] as? String }
        == rows.compactMap { $0["recipeId"] as? String })
  }

  @Test func showSaysWhenARecipeWasLastCooked() async throws {
    let show = await recipes(["show", "catalog-1", "--json", "--offline"] + recipes.dataDirectory)
    #expect(show.status == 0, "\(show.errors)")
    let document = try show.object()
    #expect(document.keys.contains("lastCooked"))
    #expect(document["lastCooked"] is NSNull)

    do {
      let library = try await LibraryDatabase.open(
        in: recipes.directory.url, catalog: try RecipesCatalog.data())
      try await library.recordCooked("catalog-1", on: PlanDay.fixedDay("2026-11-02"))
      try await library.recordCooked("catalog-1", on: PlanDay.fixedDay("2026-11-20"))
      try await library.recordCooked("catalog-1", on: PlanDay.fixedDay("2026-10-01"))
    }
    let cooked = try await recipes(
      ["show", "catalog-1", "--json", "--offline"] + recipes.dataDirectory
    ).object()
    #expect(cooked["lastCooked"] as? String == "2026-11-20")
  }
}

extension PlanDay {
  /// The day written `YYYY-MM-DD` in a test (1970-01-01 for a typo, which fails the test).
  static func fixedDay(_ text: String) -> PlanDay {
    PlanDay(parsing: text) ?? PlanDay(dayNumber: 0)
  }
}
