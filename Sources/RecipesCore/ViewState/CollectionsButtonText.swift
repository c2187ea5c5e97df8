import RecipesLocalization

/// What a recipe window's collections button says: "Add to collection" while the recipe is
/// in none, else the collections it is in ("In “Weeknights”", "In 3 collections"), so a
/// recipe just added to a collection says so where the cook looks.
public enum CollectionsButtonText {
  /// The button's text for a recipe in the collections `checked` (ids) among `collections`.
  public static func text(collections: [RecipeCollection], checked: Set<String>) -> String {
    let memberOf = collections.filter { checked.contains($0.id) }
    switch memberOf.count {
    case 0: return localized("Add to collection")
    case 1: return localized("In “{collection}”", ["collection": memberOf[0].name])
    default:
      return localizedPlural(
        "In {count} collection", "In {count} collections", count: memberOf.count)
    }
  }
}
