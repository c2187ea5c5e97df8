import RecipesCore
import Testing

/// A recipe window's collections button names where the recipe is.
@Suite("CollectionsButtonText")
struct CollectionsButtonTextTests {
  private let collections = [
    RecipeCollection(id: "a", name: "Winter", count: 3),
    RecipeCollection(id: "b", name: "Weeknight dinners", count: 5),
    RecipeCollection(id: "c", name: "Christmas", count: 1),
  ]

  @Test func inNoneItOffersToAddInOneItNamesItInMoreItCountsThem() {
    #expect(
      CollectionsButtonText.text(collections: collections, checked: []) == "Add to collection")
    #expect(
      CollectionsButtonText.text(collections: collections, checked: ["b"])
        == "In “Weeknight dinners”")
    #expect(
      CollectionsButtonText.text(collections: collections, checked: ["a", "c"])
        == "In 2 collections")
    // An id of a collection since deleted counts for nothing.
    #expect(
      CollectionsButtonText.text(collections: collections, checked: ["gone"]) == "Add to collection"
    )
  }
}
