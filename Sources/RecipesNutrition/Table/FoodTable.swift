import Foundation
import RecipesFoodData

/// The foods nutrition is worked out from: USDA SR21, as `data/foods/foods.tsv` keeps it.
///
/// Read once, on first use (`FoodTableLoader`), never at startup: about 7 400 foods.
public struct FoodTable: Sendable {
  /// Every food, by USDA number.
  public let foods: [Food]
  /// Common names and makers the source gives beside a description ("scallions"), by food.
  let otherNames: [Food.ID: String]
  private let positions: [Food.ID: Int]
  private let searchIndex = MadeOnce<FoodSearch>()
  private let densities = MadeOnce<TypicalDensities>()
  private let kindred = MadeOnce<KindredPortions>()
  private let cooked = MadeOnce<CookedForms>()
  private let trimmed = MadeOnce<[Food.ID: Food.ID]>()

  /// The descriptions indexed by their nouns, made on the first search and kept.
  var search: FoodSearch { searchIndex.value { FoodSearch(foods: foods) } }

  /// What a millilitre of each kind of food weighs, worked out on first need and kept.
  var typicalDensities: TypicalDensities { densities.value { TypicalDensities(foods: foods) } }

  /// The portions of foods described as `food` is, worked out on first need and kept.
  var kindredPortions: KindredPortions { kindred.value { KindredPortions(foods: foods) } }

  /// Each raw meat's cooked form, worked out on first use.
  var cookedForms: CookedForms { cooked.value { CookedForms(foods: foods) } }

  /// The lean of each cut the table weighs "separable lean and fat" and also "separable
  /// lean only" (what is left once a knife takes off its fat), worked out on first need.
  func leanOnly(of food: Food) -> Food? {
    let twins = trimmed.value {
      var byName: [Substring: Food.ID] = [:]
      for food in foods where food.name.contains(Self.leanOnly) {
        byName[Substring(food.name)] = food.id
      }
      var twins: [Food.ID: Food.ID] = [:]
      for food in foods where food.name.contains(Self.leanAndFat) {
        let lean = food.name.replacingOccurrences(of: Self.leanAndFat, with: Self.leanOnly)
        twins[food.id] = byName[Substring(lean)]
      }
      return twins
    }
    return twins[food.id].flatMap { self[$0] }
  }

  private static let leanAndFat = "separable lean and fat"
  private static let leanOnly = "separable lean only"

  /// A table of `foods`, for tests and for the shipped file's reader.
  public init(foods: [Food]) {
    self.init(foods: foods, otherNames: [:])
  }

  init(foods: [Food], otherNames: [Food.ID: String]) {
    self.foods = foods
    self.otherNames = otherNames
    var positions: [Food.ID: Int] = [:]
    positions.reserveCapacity(foods.count)
    for (index, food) in foods.enumerated() { positions[food.id] = index }
    self.positions = positions
  }

  /// The food numbered `id`, if the table has it.
  public subscript(id: Food.ID) -> Food? {
    positions[id].map { foods[$0] }
  }

  /// The foods whose descriptions hold every word of `query`, best first.
  ///
  /// For a cook choosing the food of a line: "chicken thigh", "onio" (a word's start will
  /// do). Empty for an empty query.
  public func foods(matching query: String, limit: Int = 30) -> [Food] {
    search.foods(matching: FoodWords.words(query), limit: limit)
  }

  /// The table shipped with the app, read from its bundle.
  public static func bundled() throws -> FoodTable {
    try FoodTable(tsv: RecipesFoodData.tableData())
  }

  /// Reads the table's text (`scripts/derive-foods.py`'s format); a malformed row is skipped.
  public init(tsv data: Data) throws(FoodTableError) {
    var foods: [Food] = []
    var otherNames: [Food.ID: String] = [:]
    foods.reserveCapacity(7_500)
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[start] != 0x23, let row = FoodTableRow(bytes[start..<end]) {
          foods.append(row.food)
          if !row.otherNames.isEmpty { otherNames[row.food.id] = row.otherNames }
        }
        start = end + 1
      }
    }
    guard !foods.isEmpty else { throw .noFoods }
    self.init(foods: foods, otherNames: otherNames)
  }
}

/// Why the food table could not be read.
public enum FoodTableError: Error, Equatable, Sendable {
  /// The file holds no row of foods.
  case noFoods
}

/// What a table works out from its foods when first needed — its search index, typical
/// densities, kindred portions, cooked forms — made once and kept (a table read only to look
/// a food up never makes them).
private final class MadeOnce<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?

  func value(_ make: () -> Value) -> Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
