/// Finds the food whose USDA description best fits a name the cook's words do not know.
///
/// Descriptions lead with their noun groups ("Chicken, broilers or fryers, breast, meat
/// only, raw"): the name's last word (its head noun) must end one of them; the name's other
/// words, and the form the line names ("canned", "cooked"), add to the score;
/// words the description has and the name does not, a form it was not asked for, a brand
/// and the groups of prepared dishes (fast food, meals, baby food, restaurants) take away.
struct FoodSearch: Sendable {
  private let foods: [Food]
  /// Word → positions of the foods with a group that ends in it.
  private let headIndex: [String: [Int]]
  private let groupWords: [[[String]]]

  init(foods: [Food]) {
    self.foods = foods
    var headIndex: [String: [Int]] = [:]
    var groupWords: [[[String]]] = []
    groupWords.reserveCapacity(foods.count)
    // Descriptions repeat their groups (" raw", " cooked", "Chicken"): each is folded once.
    var folded: [Substring: [String]] = [:]
    for (position, food) in foods.enumerated() {
      let groups = food.name.utf8.split(separator: UInt8(ascii: ",")).map { bytes in
        let group = Substring(bytes)
        if let words = folded[group] { return words }
        let words = FoodWords.words(String(group))
        folded[group] = words
        return words
      }
      groupWords.append(groups)
      var last: String?
      for word in groups.compactMap(\.last) where word != last {
        // A description ending two groups in one word is indexed once for it.
        if headIndex[word]?.last != position { headIndex[word, default: []].append(position) }
        last = word
      }
    }
    self.headIndex = headIndex
    self.groupWords = groupWords
  }

  /// The best food for `words` (a name's, folded), in the form `forms` ask for; nil when no
  /// description holds the head noun.
  func bestFood(for words: [String], forms: Set<String>) -> Food? {
    let wanted = words.filter { !FoodWords.descriptive.contains($0) }
    guard let head = wanted.last, let candidates = headIndex[head] else { return nil }
    // "Almond milk" is not milk: a word that names a food of its own must be in the
    // description.
    let namesOfFoods = wanted.dropLast().filter { CookWords.table[$0] != nil }
    var best: (score: Int, position: Int)?
    let qualifiers = wanted.dropLast().filter {
      !FoodWords.forms.contains($0) && !FoodWords.concentratedForms.contains($0)
    }
    for position in candidates {
      let all = groupWords[position].joined()
      guard namesOfFoods.allSatisfy({ all.contains($0) }) else { continue }
      // "Simple syrup" is neither chocolate nor malt syrup: when none of the name's other
      // words is there, only a description of the head noun alone will do ("Onions, raw").
      guard
        qualifiers.isEmpty || qualifiers.contains(where: all.contains)
          || all.allSatisfy({ $0 == head || FoodWords.forms.contains($0) })
      else { continue }
      let score = self.score(position, wanted: wanted, forms: forms)
      if let current = best, current.score >= score { continue }
      best = (score, position)
    }
    return best.map { foods[$0.position] }
  }

  private func score(_ position: Int, wanted: [String], forms: Set<String>) -> Int {
    let food = foods[position]
    let groups = groupWords[position]
    var score = 0  // in tenths: whole numbers add up the same in any order
    let all = Set(groups.joined())
    if groups.first?.last == wanted.last { score += 20 }
    for word in wanted {
      if groups.first?.contains(word) == true {
        score += 30
      } else if all.contains(word) {
        score += 15
      }
    }
    let wantedSet = Set(wanted)
    for word in all where !wantedSet.contains(word) {
      if FoodWords.concentratedForms.contains(word) {
        score -= 40
      } else if FoodWords.forms.contains(word) {
        score -= forms.contains(word) ? -20 : 15
      } else {
        score -= 3
      }
    }
    if all.contains("raw") && forms.isDisjoint(with: FoodWords.cookedForms) { score += 15 }
    if food.isBranded { score -= 40 }
    // "Vegetable oil, coconut" is no coconut, "sunflower seed butter" no seeds: a product
    // made of the food ("oil", "butter", "flour") is what the name must ask for.
    for word in all where Self.productHeads.contains(word) && !wantedSet.contains(word) {
      score -= 30
    }
    // A plain name means the everyday food, not its fat-free or light kind.
    if !all.isDisjoint(with: Self.lighterKinds), wantedSet.isDisjoint(with: Self.lighterKinds) {
      score -= 20
    }
    if Self.preparedGroups.contains(food.group) { score -= 50 }
    // Meat as a cook buys it is lean and fat: "separable lean only" is what is left once its
    // fat is cut away, only when the name asks for lean.
    if all.contains("lean"), all.contains("only"), !wantedSet.contains("lean") { score -= 10 }
    return score
  }

  /// The foods whose descriptions hold every word of `query` (each as a word's start), for a
  /// cook choosing a line's food: generic before branded, raw before prepared, shorter
  /// descriptions first.
  func foods(matching query: [String], limit: Int) -> [Food] {
    guard !query.isEmpty, limit > 0 else { return [] }
    var found: [(rank: Int, position: Int)] = []
    for (position, groups) in groupWords.enumerated() {
      let words = groups.joined()
      guard query.allSatisfy({ wanted in words.contains { $0.hasPrefix(wanted) } }) else {
        continue
      }
      let food = foods[position]
      var rank = words.count
      if food.isBranded { rank += 100 }
      if Self.preparedGroups.contains(food.group) { rank += 50 }
      if !words.contains("raw") { rank += 2 }
      if groups.first?.contains(query[0]) != true { rank += 10 }
      found.append((rank, position))
    }
    return found.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.prefix(limit)
      .map { foods[$0.position] }
  }

  /// Heads of products made from another food.
  private static let productHeads: Set<String> = [
    "oil", "juice", "flour", "milk", "butter", "sauce", "paste", "powder", "syrup", "extract",
    "soup", "drink", "beverage", "spread", "dressing", "candy", "candies", "cereal",
  ]

  /// Words of a description that make the food a lighter kind of itself.
  private static let lighterKinds: Set<String> = [
    "free", "reduced", "low", "lowfat", "nonfat", "light", "lite", "diet", "calorie",
  ]

  /// Baby foods, fast foods, meals and side dishes, snacks, restaurant foods.
  private static let preparedGroups: Set<String> = ["03", "21", "22", "25", "36"]
}
