/// Picking recipes for the week's empty dinners: a pure function of its inputs and the
/// random numbers it is given.
///
/// Favorites and the cook's own recipes come first, in random order, then the rest, in
/// random order; a recipe in `excluded` (cooked or planned lately) or whose category is
/// another course than a main (`MainCourse`) is never picked, and no recipe is picked
/// twice.
public enum DinnerSuggestions {
  /// One recipe for each of `emptyDays`, in their order, as far as the candidates go.
  public static func pick<Generator: RandomNumberGenerator>(
    for emptyDays: [PlanDay], from candidates: [RecipeSummary], favorites: Set<Recipe.ID>,
    excluded: Set<Recipe.ID>, using generator: inout Generator
  ) -> [(day: PlanDay, recipe: RecipeSummary)] {
    let ordered = order(
      candidates, favorites: favorites, excluded: excluded, using: &generator)
    return zip(emptyDays, ordered).map { (day: $0, recipe: $1) }
  }

  /// Every candidate that may be suggested, in the order to suggest them.
  public static func order<Generator: RandomNumberGenerator>(
    _ candidates: [RecipeSummary], favorites: Set<Recipe.ID>, excluded: Set<Recipe.ID>,
    using generator: inout Generator
  ) -> [RecipeSummary] {
    var seen: Set<Recipe.ID> = []
    var preferred: [RecipeSummary] = []
    var others: [RecipeSummary] = []
    for candidate in candidates
    where !excluded.contains(candidate.id) && MainCourse.includes(category: candidate.category)
      && seen.insert(candidate.id).inserted
    {
      if favorites.contains(candidate.id) || candidate.id.origin == .mine {
        preferred.append(candidate)
      } else {
        others.append(candidate)
      }
    }
    return shuffled(preferred, using: &generator) + shuffled(others, using: &generator)
  }

  /// Fisher–Yates, written out so the order depends on the generator alone, not on the
  /// standard library's version.
  private static func shuffled<Element, Generator: RandomNumberGenerator>(
    _ elements: [Element], using generator: inout Generator
  ) -> [Element] {
    var elements = elements
    guard elements.count > 1 else { return elements }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      elements.swapAt(index, other)
    }
    return elements
  }
}
