import Foundation
import RecipesCore
import RecipesFixtures
import RecipesLibrary

/// "What can I make?" over a generated library: `cookable_10k_ms`.
///
/// A library of `cookableRecipeCount` synthetic recipes (seeded, so the same on every run)
/// and a pantry of 40 lines as cooks write them. The first ranking reads every recipe's
/// lines and keeps their needs in the library (reported beside, as `first`); each timed
/// round then ranks every recipe against the pantry as the window does: the pantry read,
/// the needs (kept in memory while the file is unchanged), every recipe ranked, the best 20
/// given back. Beside it, `cold`: the first ranking of a second connection to the same file,
/// which decodes every recipe's kept needs — what a `recipes cookable` process pays.
enum CookableBenchmark {
  /// The slowest acceptable ranking of 10 000 recipes, in milliseconds.
  static let targetMilliseconds = 50.0

  /// A pantry of 40 lines, some in the generated recipes' words, some not.
  static let pantry = [
    "2 onions", "garlic", "6 eggs", "butter", "1 l milk", "olive oil", "500 g plain flour",
    "caster sugar", "basmati rice", "spaghetti", "penne", "1 tin chickpeas", "red lentils",
    "tomatoes", "potatoes", "3 carrots", "celery", "lemons", "limes", "honey", "soy sauce",
    "fish sauce", "coconut milk", "chicken stock", "cumin", "paprika", "cinnamon", "oregano",
    "fresh basil", "parsley", "thyme", "cheddar", "parmesan", "greek yoghurt", "chicken thighs",
    "ginger", "chillies", "frozen peas", "spinach", "mushrooms",
  ]

  /// Ranks the generated library `cookableRoundCount` times; returns the median.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.CookableFigures
  {
    try await TemporaryDirectory.with(label: "cookable") { directory in
      let database = try await SearchBenchmark.generatedLibrary(
        size: configuration.cookableRecipeCount, in: directory.url)
      let library = Library.live(database)
      _ = try await library.pantry.add(pantry)
      let request = CookableRequest(limit: 20)
      let clock = ContinuousClock()
      var ranked: [CookableRecipe] = []
      let first = try await clock.measure { ranked = try await library.pantry.cookable(request) }
      guard ranked.count == min(20, configuration.cookableRecipeCount) else {
        throw BenchmarkError.unexpected("cookable gave \(ranked.count) recipes")
      }
      var samples = Samples()
      for _ in 0..<max(1, configuration.cookableRoundCount) {
        samples.append(
          try await clock.measure { ranked = try await library.pantry.cookable(request) })
      }
      let reopened = try await LibraryDatabase.open(
        in: directory.url, catalog: SearchBenchmark.emptyCatalog, verifyingIntegrity: false)
      let cold = try await clock.measure {
        _ = try await Library.live(reopened).pantry.cookable(request)
      }
      var firsts = Samples()
      firsts.append(first)
      var colds = Samples()
      colds.append(cold)
      return BenchmarkReport.CookableFigures(
        medianMilliseconds: samples.median, firstMilliseconds: firsts.median,
        coldMilliseconds: colds.median,
        recipeCount: configuration.cookableRecipeCount, pantryCount: pantry.count,
        bestMissing: ranked.first?.missing.count ?? -1, bestNeed: ranked.first?.need ?? 0)
    }
  }
}

extension BenchmarkReport {
  /// "What can I make?" ranked over a generated library.
  public struct CookableFigures: Sendable, Equatable {
    /// The median ranking, needs already kept, in milliseconds.
    public var medianMilliseconds: Double
    /// The first ranking, which reads every recipe's lines and keeps their needs.
    public var firstMilliseconds: Double
    /// The first ranking over a second connection, which decodes the needs kept.
    public var coldMilliseconds: Double
    /// How many recipes were ranked.
    public var recipeCount: Int
    /// How many lines the pantry has.
    public var pantryCount: Int
    /// How many things the best recipe misses.
    public var bestMissing: Int
    /// How many things the best recipe needs.
    public var bestNeed: Int
  }
}
