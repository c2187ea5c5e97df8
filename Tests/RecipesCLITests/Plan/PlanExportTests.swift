import Foundation
import RecipesCatalog
import RecipesFixtures
import RecipesLibrary
import Testing

/// `recipes plan export --ics`: the file read back by a real parser (Debian's
/// python3-icalendar), folding and escaping included, and UIDs stable across exports.
@MainActor
@Suite struct PlanExportTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  private func plan(_ arguments: [String]) async -> CommandResult {
    await recipes(["plan"] + arguments + ["--offline"] + recipes.dataDirectory)
  }

  /// A page of our own whose recipe has a long name full of commas and semicolons.
  private static let page = """
    <html><head><script type="application/ld+json">
    {"@context": "https://schema.org", "@type": "Recipe",
     "name": "Slow-Cooked Beef Rendang, Coconut; Lemongrass, Galangal, Kaffir Lime Leaves, and a Very Long Name Indeed \\\\ Tested",
     "recipeYield": "4", "recipeIngredient": ["400 g beef", "2 stalks lemongrass"],
     "recipeInstructions": "Cook it slowly."}
    </script></head><body></body></html>
    """

  private static let parse = """
    import sys, json, icalendar
    calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
    events = []
    for event in calendar.walk('VEVENT'):
        events.append({
            'uid': str(event.get('uid')),
            'summary': str(event.get('summary')),
            'description': str(event.get('description')) if event.get('description') else None,
            'start': event.decoded('dtstart').isoformat(),
            'minutes': int(event.decoded('duration').total_seconds() // 60),
            'url': str(event.get('url')) if event.get('url') else None,
        })
    print(json.dumps({'version': str(calendar.get('version')), 'events': events}))
    """

  private func parsed(_ file: URL) throws -> [String: Any] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", Self.parse, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theExportIsReadByARealParserWithItsFoldsAndEscapes() async throws {
    let imported = await recipes(
      ["import", "-", "--url", "https://kitchen.example.org/rendang", "--json", "--offline"]
        + recipes.dataDirectory, input: Data(Self.page.utf8))
    #expect(imported.status == 0, "\(imported.errors)")
    let id = try #require(try imported.rows().first?["id"] as? String)
    let dinner = await plan([
      "add", id, "--date", "2026-12-02", "--meal", "dinner", "--servings", "8",
    ])
    #expect(dinner.status == 0, "\(dinner.errors)")
    let note = "Leftovers, from Sunday;\nand a \\ backslash — with ünïcödé"
    _ = await plan(["note", note, "--date", "2026-11-30", "--meal", "lunch"])
    _ = await recipes(
      ["--offline"] + recipes.dataDirectory + [
        "plan", "note", "Toast", "--date", "2026-12-01",
        "--meal", "breakfast",
      ])
    let file = recipes.directory.file("plan.ics")
    let export = await plan(["export", "--ics", file.path, "--from", "2026-11-30"])
    #expect(export.status == 0, "\(export.errors)")
    #expect(export.output == "Wrote 3 events from 2026-11-30 to 2026-12-06 to \(file.path).\n")

    let raw = try Data(contentsOf: file)
    let lines = String(decoding: raw, as: UTF8.self).components(separatedBy: "\r\n")
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.contains { $0.hasPrefix(" ") }, "a long line is folded")

    let calendar = try parsed(file)
    #expect(calendar["version"] as? String == "2.0")
    let events = try #require(calendar["events"] as? [[String: Any]])
    #expect(events.count == 3)
    let lunch = try #require(events.first { $0["start"] as? String == "2026-11-30T12:30:00" })
    #expect(lunch["summary"] as? String == "Lunch: " + note)
    #expect(lunch["minutes"] as? Int == 60)
    let breakfast = try #require(events.first { $0["start"] as? String == "2026-12-01T08:00:00" })
    #expect(breakfast["summary"] as? String == "Breakfast: Toast")
    let rendang = try #require(events.first { $0["start"] as? String == "2026-12-02T19:00:00" })
    #expect(
      rendang["summary"] as? String
        == "Dinner: Slow-Cooked Beef Rendang, Coconut; Lemongrass, Galangal, Kaffir Lime "
        + "Leaves, and a Very Long Name Indeed \\ Tested")
    #expect(rendang["url"] as? String == "https://kitchen.example.org/rendang")
    let description = try #require(rendang["description"] as? String)
    #expect(description.hasPrefix("8 servings\n\n"), "\(description)")
    #expect(description.contains("800 g"), "scaled from 400 g for 4: \(description)")

    // Exported again: the same UIDs.
    let again = recipes.directory.file("again.ics")
    _ = await plan(["export", "--ics", again.path, "--from", "2026-11-30"])
    let uids = try #require(try parsed(again)["events"] as? [[String: Any]]).compactMap {
      $0["uid"] as? String
    }
    #expect(uids == events.compactMap { $0["uid"] as? String })
    #expect(uids.allSatisfy { $0.hasPrefix("plan-") && $0.hasSuffix("@recipesapp.org") })
  }

  @Test func theMealsTimeComesFromThePreferences() async throws {
    do {
      let library = try await LibraryDatabase.open(
        in: recipes.directory.url, catalog: try RecipesCatalog.data())
      try await library.setPreference("plan.time.dinner", "18:15")
    }
    _ = await plan(["note", "Pizza", "--date", "2026-12-02", "--meal", "dinner"])
    let file = recipes.directory.file("plan.ics")
    _ = await plan(["export", "--ics", file.path, "--from", "2026-11-30"])
    let events = try #require(try parsed(file)["events"] as? [[String: Any]])
    #expect(events.compactMap { $0["start"] as? String } == ["2026-12-02T18:15:00"])
  }
}
