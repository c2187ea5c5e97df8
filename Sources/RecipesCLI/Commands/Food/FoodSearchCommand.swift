import ArgumentParser
import RecipesLocalization
import RecipesNutrition

/// `recipes food search WORDS…`: the foods whose descriptions hold every word.
struct FoodSearchCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: localized("List the foods whose descriptions hold every word (a start will do)."))

  /// The most foods `--limit` takes.
  static let limitRange = 1...200

  @Argument(help: ArgumentHelp(localized("Words of the food's description: chicken thigh.")))
  var words: [String]
  @Option(help: ArgumentHelp(localized("List at most this many foods (1 to 200).")))
  var limit = 20
  @Flag(help: ArgumentHelp(localized("Print JSON instead of text."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard Self.limitRange.contains(limit) else {
      throw ValidationError(
        localized(
          "--limit must be a whole number from 1 to 200, not {limit}.", ["limit": String(limit)]))
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    let table = try FoodTables.bundled(context.console)
    let foods = table.foods(matching: words.joined(separator: " "), limit: limit)
    if json {
      try context.console.printJSON(foods.map { FoodRow(id: $0.id, name: $0.name) })
      return
    }
    guard !foods.isEmpty else {
      context.console.note(
        localized("No food of the table holds “{words}”.", ["words": words.joined(separator: " ")]))
      return
    }
    context.console.print(foods.map { "\($0.id)  \($0.name)" }.joined(separator: "\n"))
  }
}

/// One food, as `food search --json` writes it.
struct FoodRow: Encodable {
  var id: String
  var name: String
}

/// The shipped food table, or one line saying it cannot be read and exit status 1.
enum FoodTables {
  static func bundled(_ console: Console) throws -> FoodTable {
    do {
      return try FoodTable.bundled()
    } catch {
      console.error(localized("the food table cannot be read."))
      throw ExitCode(1)
    }
  }
}
