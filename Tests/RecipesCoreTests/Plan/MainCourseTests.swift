import RecipesCore
import Testing

/// What "Suggest dinners" takes for a main course: categories and tags as cooks and sites
/// write them, in English, German and French.
@Suite("Main course")
struct MainCourseTests {
  @Test(arguments: [
    "Dessert", "Desserts", "Breakfast", "Side", "Side dish", "Starter", "Appetizers",
    "Drinks", "Cakes & baking", "Sauces and dressings", "Snack", "Nachspeise", "Frühstück",
    "Beilagen", "Vorspeise", "Getränke", "Petit-déjeuner", "Accompagnement", "Boissons",
    "Pâtisserie", "Brunch",
  ])
  func aCategoryNamingAnotherCourseIsNoDinner(_ category: String) {
    #expect(!MainCourse.includes(category: category), "\(category)")
  }

  @Test(arguments: [
    "Beef", "Chicken", "Seafood", "Pasta", "Vegetarian", "Vegan", "Miscellaneous", "Lamb",
    "Main course", "Hauptgericht", "Plat principal", "Soups", "Curry", "Sweet potato mains",
  ])
  func aMainCategoryIsADinner(_ category: String) {
    #expect(MainCourse.includes(category: category), "\(category)")
  }

  @Test func noCategoryIsADinnerAndATagCountsOnlyAsAWhole() {
    #expect(MainCourse.includes(category: nil))
    #expect(MainCourse.includes(category: nil, tags: ["Sweet and sour", "Side of rice?"]))
    #expect(!MainCourse.includes(category: "Pork", tags: ["quick", "Dessert"]))
    #expect(!MainCourse.includes(category: nil, tags: ["petit déjeuner"]))
  }
}
