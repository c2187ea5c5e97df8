import Foundation
import RecipesCore
import RecipesQuantities

/// Parsing ingredient lines with `IngredientLineParser.parse`: `ingredient_parse_per_sec`.
enum IngredientParseBenchmark {
  /// Parses `ingredientLineCount` generated lines per round, `ingredientRoundCount` rounds,
  /// and reports the median round's rate per second of CPU time (the headline: on a shared
  /// machine wall-clock time measures the other processes too) and of wall-clock time.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.IngredientParseFigures
  {
    let corpus = lines()
    // Once untimed: the vocabulary's tables are built on first use.
    var checksum = corpus.reduce(0) { $0 &+ IngredientLineParser.parse($1).name.utf8.count }
    guard checksum > 0 else { throw BenchmarkError.unexpected("no ingredient line had a name") }
    let count = max(1, configuration.ingredientLineCount)
    var cpuRates: [Double] = []
    var wallRates: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.ingredientRoundCount) {
      let cpuStart = processCPUTime()
      let duration = clock.measure {
        for index in 0..<count {
          let line = IngredientLineParser.parse(corpus[index % corpus.count])
          checksum &+= line.name.utf8.count &+ (line.quantity?.denominator ?? 0)
        }
      }
      cpuRates.append(rate(count, per: processCPUTime() - cpuStart))
      wallRates.append(rate(count, per: duration))
    }
    return BenchmarkReport.IngredientParseFigures(
      linesPerSecond: median(cpuRates), wallClockLinesPerSecond: median(wallRates),
      lineCount: count, distinctLineCount: corpus.count, checksum: checksum)
  }

  /// Distinct lines in the shapes recipes use: fractions, ranges, glued units, package sizes,
  /// notes after commas and in parentheses, bare names.
  static func lines() -> [String] {
    let amounts = ["1", "2", "½", "1 ½", "1/2", "3/4", "2-3", "1.5", "0,5", "a", "250", "1 1/4"]
    let units = ["cup", "cups", "tbsp", "Tbsp.", "tsp", "g", "kg", "ml", "oz", "lb", "", "cloves"]
    let names = [
      "plain flour", "unsalted butter", "garlic", "olive oil", "brown sugar", "milk",
      "chicken thighs", "red onion", "cherry tomatoes", "fresh parsley", "black beans",
      "basmati rice", "double cream", "ground cumin",
    ]
    let notes = [
      "", ", sifted", ", finely chopped", " (optional)", ", to taste", ", at room temperature",
      ", peeled and diced", " for frying",
    ]
    var lines: [String] = []
    for (index, name) in names.enumerated() {
      for offset in 0..<amounts.count {
        let amount = amounts[(index + offset) % amounts.count]
        let unit = units[(index * 5 + offset) % units.count]
        let note = notes[(index + offset * 3) % notes.count]
        let size = offset % 5 == 0 ? "large " : ""
        lines.append(
          [amount, unit, size + name].filter { !$0.isEmpty }.joined(separator: " ") + note)
      }
    }
    lines += [
      "1 (14 oz) can diced tomatoes", "2 x 400g tins chickpeas, drained", "salt and pepper",
      "100g butter", "Juice of 1 lemon", "3 large eggs, beaten", "a pinch of salt",
      "1 cup + 2 tbsp milk",
    ]
    return lines
  }
}

extension BenchmarkReport {
  /// Ingredient line parsing.
  public struct IngredientParseFigures: Sendable, Equatable {
    /// Lines per second of CPU time, the median of the rounds.
    public var linesPerSecond: Double
    /// Lines per second of wall-clock time, the median of the rounds.
    public var wallClockLinesPerSecond: Double
    /// How many lines each round parsed.
    public var lineCount: Int
    /// How many different lines they cycle through.
    public var distinctLineCount: Int
    /// A sum over the results, so the parsing cannot be optimised away.
    public var checksum: Int
  }
}
