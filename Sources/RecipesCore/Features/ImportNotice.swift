import RecipesLocalization

/// What the main window says after an import finished: how many recipes came in, and the
/// one to open when there was one.
///
/// Each import gets the next `sequence`, so importing the same page twice says so twice.
public struct ImportNotice: Equatable, Sendable {
  /// The recipes imported, in the importer's order.
  public var recipeIDs: [Recipe.ID]
  /// The name of the only recipe imported, when there was one.
  public var name: String?
  /// How many of them the library held already (imported again: brought up to date from
  /// their source, not copied).
  public var alreadyHeldCount: Int
  /// Increases with every import, so two notices of the same recipes differ.
  public var sequence: Int

  /// The notice of an import of `recipes`, of which the library held `alreadyHeld`
  /// before, following `previous`.
  public init(
    imported recipes: [Recipe], alreadyHeld: Set<Recipe.ID> = [], after previous: ImportNotice?
  ) {
    recipeIDs = recipes.map(\.id)
    name = recipes.count == 1 ? recipes.first?.name : nil
    alreadyHeldCount = recipes.filter { alreadyHeld.contains($0.id) }.count
    sequence = (previous?.sequence ?? 0) + 1
  }

  /// "“Scones” was imported.", "3 recipes were imported.", that none were, or that they
  /// were in My recipes already ("“Scones” is already in My recipes.").
  public var message: String {
    if let name {
      return alreadyHeldCount > 0
        ? localized("“{name}” is already in My recipes.", ["name": name])
        : localized("“{name}” was imported.", ["name": name])
    }
    if recipeIDs.isEmpty { return localized("No recipes were found to import.") }
    let new = recipeIDs.count - alreadyHeldCount
    let held = localizedPlural(
      "{count} recipe is already in My recipes.", "{count} recipes are already in My recipes.",
      count: alreadyHeldCount)
    guard new > 0 else { return held }
    let imported = localizedPlural(
      "{count} recipe was imported.", "{count} recipes were imported.", count: new)
    return alreadyHeldCount > 0 ? imported + " " + held : imported
  }

  /// The recipe an "Open" button opens: the only one imported.
  public var openableID: Recipe.ID? { recipeIDs.count == 1 ? recipeIDs.first : nil }
}
