/// The library's operations on the cook's corrections of nutrition: the food chosen for an
/// ingredient name, remembered for every recipe.
///
/// Grouped so `Library.init` takes them as one optional argument: a library without them
/// remembers no corrections and refuses to keep any.
public struct FoodCorrectionOperations: Sendable {
  /// `Library.foodCorrections`.
  public var all: @Sendable () async throws -> [String: FoodChoice]
  /// `Library.setFoodCorrection`.
  public var set: @Sendable (String, FoodChoice?) async throws -> Void

  /// Creates the operations.
  public init(
    all: @escaping @Sendable () async throws -> [String: FoodChoice],
    set: @escaping @Sendable (String, FoodChoice?) async throws -> Void
  ) {
    self.all = all
    self.set = set
  }

  /// A library that keeps no corrections.
  public static let unavailable = FoodCorrectionOperations(
    all: { [:] },
    set: { _, _ in throw RecipesError.library("this library keeps no corrections of foods") })
}
