import Foundation
import RecipesCore

/// Decoding a TheMealDB `search.php` response with `MealDB.decodeRecipes`.
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
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<max(1, configuration.decodeRunCount) {
      samples.append(
        try clock.measure {
          recipeCount = try MealDB.decodeRecipes(from: response).count
        })
    }
    let seconds = samples.median / 1_000
    return BenchmarkReport.DecodeFigures(
      megabytesPerSecond: seconds > 0 ? Double(response.count) / 1e6 / seconds : 0,
      responseBytes: response.count, recipeCount: recipeCount)
  }
}
