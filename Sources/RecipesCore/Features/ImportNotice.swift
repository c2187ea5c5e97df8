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
  /// Increases with every import, so two notices of the same recipes differ.
  public var sequence: Int

  /// The notice of an import of `recipes`, following `previous`.
  public init(imported recipes: [Recipe], after previous: ImportNotice?) {
    recipeIDs = recipes.map(\.id)
    name = recipes.count == 1 ? recipes.first?.name : nil
    sequence = (previous?.sequence ?? 0) + 1
  }

  /// "“Scones” was imported.", "3 recipes were imported.", or that none were.
  public var message: String {
    if let name { return localized("“{name}” was imported.", ["name": name]) }
    return recipeIDs.isEmpty
      ? localized("No recipes were found to import.")
      : localizedPlural(
        "{count} recipe was imported.", "{count} recipes were imported.",
        count: recipeIDs.count)
  }

  /// The recipe an "Open" button opens: the only one imported.
  public var openableID: Recipe.ID? { recipeIDs.count == 1 ? recipeIDs.first : nil }
}
