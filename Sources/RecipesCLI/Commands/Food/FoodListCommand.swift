import ArgumentParser
import RecipesCore
import RecipesLocalization
import RecipesNutrition

/// `recipes food list`: the foods the cook chose for ingredients.
struct FoodListCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: localized("List the foods chosen for ingredients."))

  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  /// One choice, as `food list --json` writes it: `food` null when left out.
  private struct Row: Encodable {
    var name: String
    var id: String?
    var food: String?

    private enum CodingKeys: String, CodingKey { case name, id, food }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(id, forKey: .id)
      try container.encode(food, forKey: .food)
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    let table = try FoodTables.bundled(context.console)
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let kept: [String: FoodChoice]
      do {
        kept = try await dependencies.library.foodCorrections()
      } catch {
        context.console.error(RecipesError(error).message)
        throw ExitCode(1)
      }
      let rows = kept.keys.sorted().map { name -> Row in
        switch kept[name] {
        case .food(let id)?: Row(name: name, id: id, food: table[id]?.name)
        default: Row(name: name, id: nil, food: nil)
        }
      }
      if json {
        try context.console.printJSON(rows)
        return
      }
      guard !rows.isEmpty else {
        context.console.note(localized("No food was chosen for any ingredient."))
        return
      }
      context.console.print(
        rows.map { row in
          "\(row.name) — " + (row.id.map { "\($0) \(row.food ?? "")" } ?? localized("left out"))
        }.joined(separator: "\n"))
    }
  }
}
