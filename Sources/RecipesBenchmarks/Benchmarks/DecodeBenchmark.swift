import Foundation
import RecipesCore

/// Decoding a TheMealDB `search.php` response with `MealDB.decodeRecipes`, and, taking
/// turns with it, with Foundation's `JSONDecoder` (`JSONDecoderMeals`), the limit it is
/// held to.
enum DecodeBenchmark {
  /// Decodes a generated response of `decodeMealCount` meals `decodeRunCount` times.
  @concurrent
  static func run(_ configuration: BenchmarkConfiguration) async throws
    -> BenchmarkReport.DecodeFigures
  {
    let response = try MealDBFixture.searchResponse(mealCount: configuration.decodeMealCount)
    // Once untimed: the first decode pays for loading and caching type metadata.
    var recipeCount = try MealDB.decodeRecipes(from: response).count
    guard recipeCount == configuration.decodeMealCount else {
      throw BenchmarkError.unexpected(
        "decoded \(recipeCount) of \(configuration.decodeMealCount) meals")
    }
    guard try JSONDecoderMeals.decode(response) == recipeCount else {
      throw BenchmarkError.unexpected("JSONDecoder read another number of meals")
    }
    var samples = Samples()
    var decoderSamples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.decodeRunCount) {
      samples.append(
        try clock.measure {
          recipeCount = try MealDB.decodeRecipes(from: response).count
        })
      decoderSamples.append(try clock.measure { _ = try JSONDecoderMeals.decode(response) })
    }
    func megabytesPerSecond(_ milliseconds: Double) -> Double {
      milliseconds > 0 ? Double(response.count) / 1e6 / (milliseconds / 1_000) : 0
    }
    return BenchmarkReport.DecodeFigures(
      megabytesPerSecond: megabytesPerSecond(samples.median),
      jsonDecoderMegabytesPerSecond: megabytesPerSecond(decoderSamples.median),
      responseBytes: response.count, recipeCount: recipeCount)
  }
}
