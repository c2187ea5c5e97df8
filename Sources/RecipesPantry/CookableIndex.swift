/// Recipes' needs read once into numbers, so ranking thousands of recipes against a pantry
/// compares integers, not strings.
///
/// Every distinct food key gets a number; each recipe keeps its needs (optional ones left
/// out, repeated ones once) as arrays of those numbers, and its name folded for the order.
/// A ranking asks the pantry about each key once, then counts.
public struct CookableIndex: Sendable {
  /// The recipes' ids, in the order they were given.
  public let ids: [String]
  let names: [String]
  let foldedNames: [String]
  /// Each recipe's needs: each need its alternatives' key numbers and its name.
  let needs: [[(alternatives: [Int32], name: String)]]
  /// The food keys, by number.
  let keys: [String]

  /// The index of `recipes`.
  public init(_ recipes: [PantryRecipe]) {
    var numbers: [String: Int32] = [:]
    var keys: [String] = []
    var needs: [[(alternatives: [Int32], name: String)]] = []
    needs.reserveCapacity(recipes.count)
    for recipe in recipes {
      var seen: Set<[Int32]> = []
      var own: [(alternatives: [Int32], name: String)] = []
      for need in recipe.needs where !need.isOptional {
        let alternatives = need.alternatives.map { key -> Int32 in
          if let number = numbers[key] { return number }
          let number = Int32(keys.count)
          numbers[key] = number
          keys.append(key)
          return number
        }
        if seen.insert(alternatives).inserted { own.append((alternatives, need.name)) }
      }
      needs.append(own)
    }
    ids = recipes.map(\.id)
    names = recipes.map(\.name)
    foldedNames = recipes.map { $0.name.lowercased() }
    self.needs = needs
    self.keys = keys
  }

  /// How many recipes it holds.
  public var count: Int { ids.count }

  /// "What can I make?": the recipes against `stock`, ranked by how few of their needs are
  /// missing, then by how many are at home, then by name; the one ranking every library uses.
  ///
  /// Only the recipes whose id `including` lets through (nil: all), missing at most
  /// `maxMissing` (nil: any), at most `limit` (nil: all). A recipe that needs nothing the
  /// pantry can compare (no ingredients) is left out. A need is counted once per recipe
  /// however many lines name it, and an optional need never counts. Each food is compared
  /// with the pantry once per ranking.
  public func rank(
    against stock: PantryStock, including: Set<String>? = nil, maxMissing: Int? = nil,
    limit: Int? = nil
  ) -> [CookableMatch] {
    let held = keys.map { stock.holds($0) }
    var scored: [(missing: Int, have: Int, index: Int)] = []
    scored.reserveCapacity(ids.count)
    for index in ids.indices {
      if let including, !including.contains(ids[index]) { continue }
      var have = 0
      for need in needs[index] where need.alternatives.contains(where: { held[Int($0)] }) {
        have += 1
      }
      let total = needs[index].count
      guard total > 0 else { continue }
      let missing = total - have
      if let maxMissing, missing > maxMissing { continue }
      scored.append((missing, have, index))
    }
    scored.sort { a, b in
      if a.missing != b.missing { return a.missing < b.missing }
      if a.have != b.have { return a.have > b.have }
      let (x, y) = (foldedNames[a.index], foldedNames[b.index])
      if x != y { return x < y }
      return ids[a.index] < ids[b.index]
    }
    let kept = limit.map { scored.prefix(max($0, 0)) } ?? scored[...]
    return kept.map { entry in
      let missing = needs[entry.index].filter { need in
        !need.alternatives.contains { held[Int($0)] }
      }.map(\.name)
      return CookableMatch(
        id: ids[entry.index], name: names[entry.index], have: entry.have,
        need: needs[entry.index].count, missing: missing)
    }
  }
}
