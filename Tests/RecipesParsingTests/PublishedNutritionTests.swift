import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// The nutrition a source published is kept as it gave it: a page's schema.org
/// `NutritionInformation` (JSON-LD or microdata) and Paprika's `nutritional_info`, to show
/// beside the estimate and to write back with the recipe.
@Suite struct PublishedNutritionTests {
  private func read(_ html: String) throws -> Recipe {
    let found = try RecipePageReader.recipes(
      inHTML: Data(html.utf8), pageURL: URL(string: "https://soup.example.test/leek"),
      newID: { Recipe.ID(rawValue: "mine-1") })
    return try #require(found.first?.recipe)
  }

  @Test func aPagesJSONLDNutritionIsKeptAsPublished() throws {
    let recipe = try read(
      """
      <html><head><script type="application/ld+json">
      {"@context": "https://schema.org", "@type": "Recipe", "name": "Leek Soup",
       "recipeIngredient": ["2 leeks"], "recipeInstructions": "Cook.",
       "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.5"},
       "nutrition": {"@type": "NutritionInformation", "calories": "357 kcal",
                     "fatContent": "12 g", "sodiumContent": 420}}
      </script></head></html>
      """)
    #expect(
      recipe.publishedNutrition == [
        "calories": "357 kcal", "fatContent": "12 g", "sodiumContent": "420",
      ])
    // Only the nutrition is kept of the page: the rest is the page's, not the recipe's.
    #expect(recipe.publishedMembers?.members.map(\.name) == ["nutrition"])
    // Written back with the recipe, as given.
    let written = SchemaOrgRecipe.encode(recipe, imageFileName: nil, for: .cookbookFolder)
    let object = try #require(
      try JSONSerialization.jsonObject(with: written) as? [String: Any])
    let nutrition = try #require(object["nutrition"] as? [String: Any])
    #expect(nutrition["calories"] as? String == "357 kcal")
    #expect(nutrition["@type"] as? String == "NutritionInformation")
  }

  @Test func aPagesMicrodataNutritionIsKeptToo() throws {
    let recipe = try read(
      """
      <html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Leek Soup</h1>
      <span itemprop="recipeIngredient">2 leeks</span>
      <div itemprop="recipeInstructions">Cook.</div>
      <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
        <span itemprop="calories">250 calories</span>
        <span itemprop="proteinContent">9 g</span>
      </div></div></body></html>
      """)
    #expect(recipe.publishedNutrition == ["calories": "250 calories", "proteinContent": "9 g"])
  }

  @Test func aPageWithoutNutritionKeepsNone() throws {
    let recipe = try read(
      """
      <html><head><script type="application/ld+json">
      {"@type": "Recipe", "name": "Leek Soup", "recipeIngredient": ["2 leeks"],
       "recipeInstructions": "Cook.", "nutrition": {"@type": "NutritionInformation"}}
      </script></head></html>
      """)
    #expect(recipe.publishedNutrition == nil)
    #expect(recipe.publishedMembers == nil)
  }

  @Test func paprikasNutritionalInfoIsReadAsSchemaOrgNames() throws {
    let json = try JSONSerialization.data(withJSONObject: [
      "uid": "N-1", "name": "Loaf", "ingredients": "225 g butter",
      "nutritional_info":
        "Calories: 300\nTotal Fat: 12 g\nSodium 140mg\nServing size: 1 slice\nVibes: good",
    ])
    let read = try #require(PaprikaRecipeReader.recipe(json: json, newID: { "mine-x" }))
    #expect(
      read.imported.recipe.publishedNutrition == [
        "calories": "300", "fatContent": "12 g", "sodiumContent": "140mg",
        "servingSize": "1 slice",
      ])
    let none = try JSONSerialization.data(withJSONObject: [
      "uid": "N-2", "name": "Loaf", "nutritional_info": "Lovely with tea.",
    ])
    #expect(
      PaprikaRecipeReader.recipe(json: none, newID: { "mine-y" })?.imported.recipe
        .publishedNutrition == nil)
  }
}
