import Foundation
import RecipesCore
import RecipesFixtures
import RecipesParsing

/// Reading the recipe out of a 1 MB page with `RecipePageReader`: libxml2's parse, the
/// Swift DOM, JSON-LD and the schema.org mapping, as `recipes import` does it; beside each
/// read, libxml2 parsing the same page alone (`BareHTMLParse`), the limit it approaches.
enum ImportParseBenchmark {
  /// The page's size: the target is stated for 1 MB.
  static let pageBytes = 1_000_000
  /// The slowest acceptable median parse of that page, in milliseconds.
  static let targetMilliseconds = 20.0

  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.ImportParseFigures
  {
    let page = try ImportPageFixture.largeRecipePage(bytes: pageBytes)
    let pageURL = URL(string: "https://smallpantry.test/lemon-ricotta-pasta/")
    let uuid = UUID()
    func parse() throws -> [ImportedRecipe] {
      try RecipePageReader.recipes(inHTML: page, pageURL: pageURL, newID: { .mine(uuid) })
    }
    // Once untimed, and checked: a fast parse that found nothing would be no figure.
    var recipes = try parse()
    guard recipes.count == 1, recipes[0].recipe.steps.count == 4 else {
      throw BenchmarkError.unexpected("the 1 MB page gave \(recipes.count) recipes")
    }
    guard BareHTMLParse.parse(page) > page.count / 2 else {
      throw BenchmarkError.unexpected("libxml2 alone did not read the 1 MB page")
    }
    var samples = Samples()
    var cpuSamples = Samples()
    var bareSamples = Samples()
    var bareCPUSamples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<configuration.importParseRunCount {
      let cpuStart = processCPUTime()
      samples.append(try clock.measure { recipes = try parse() })
      let bareStart = processCPUTime()
      cpuSamples.append(bareStart - cpuStart)
      // Taking turns, so both meet the same load.
      bareSamples.append(clock.measure { _ = BareHTMLParse.parse(page) })
      bareCPUSamples.append(processCPUTime() - bareStart)
    }
    return BenchmarkReport.ImportParseFigures(
      medianMilliseconds: samples.median, cpuMedianMilliseconds: cpuSamples.median,
      bareParseMedianMilliseconds: bareSamples.median,
      bareParseCPUMedianMilliseconds: bareCPUSamples.median,
      pageBytes: page.count, recipeCount: recipes.count)
  }
}

extension BenchmarkReport {
  /// Reading a recipe page.
  public struct ImportParseFigures: Sendable, Equatable {
    /// The median parse of the page, in milliseconds.
    public var medianMilliseconds: Double
    /// The median CPU time of a parse (the process's), which a busy machine does not
    /// inflate as it does wall-clock time, in milliseconds.
    public var cpuMedianMilliseconds: Double
    /// The median parse of the same page by libxml2 alone (`BareHTMLParse`), in
    /// milliseconds.
    public var bareParseMedianMilliseconds: Double
    /// The median CPU time of that bare parse, in milliseconds.
    public var bareParseCPUMedianMilliseconds: Double
    /// The page's size in bytes.
    public var pageBytes: Int
    /// How many recipes it held.
    public var recipeCount: Int
  }
}

extension BenchmarkConfiguration {
  /// How many times the 1 MB page is parsed: as many times as the decode benchmark decodes
  /// (the two are the same kind of work, and the smoke test keeps both small).
  var importParseRunCount: Int { max(2, decodeRunCount) }
}
