import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// Recipe data written in ways sites get wrong, each reduced to the one thing it does.
@Suite("RecipePageReader: odd recipe data")
struct OddRecipeDataTests {
  private static func recipe(jsonLD: String) throws -> Recipe {
    let page = "<html><head><script type=\"application/ld+json\">\(jsonLD)</script></head></html>"
    let found = try ImportFixtures.recipes(in: Data(page.utf8), pageURL: "https://odd.test/r")
    return try #require(found.count == 1 ? found.first?.recipe : nil)
  }

  @Test func aScriptEscapedAsHTMLTextIsRead() throws {
    let recipe = try Self.recipe(
      jsonLD:
        "{&quot;@type&quot;:&quot;Recipe&quot;,&quot;name&quot;:&quot;Leek &amp;amp; potato soup&quot;,&quot;recipeIngredient&quot;:[&quot;1 leek&quot;]}"
    )
    #expect(recipe.name == "Leek & potato soup")
    #expect(recipe.ingredients.map(\.text) == ["1 leek"])
  }

  @Test func aCategoryOrCuisineGivenAsAThingIsReadByItsName() throws {
    let recipe = try Self.recipe(
      jsonLD: """
        {"@type": "Recipe", "name": "Dal", "recipeIngredient": ["200 g red lentils"],
         "recipeCategory": {"@type": "Thing", "name": "Main course"},
         "recipeCuisine": [{"@type": "Thing", "name": "Indian"}]}
        """)
    #expect(recipe.category == "Main course")
    #expect(recipe.area == "Indian")
  }

  @Test func lineBreaksBesideTagsStillBreakLines() throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"Pancakes","recipeIngredient":"2 eggs\n1 cup milk<br>pinch of salt"}"#
    )
    #expect(recipe.ingredients.map(\.text) == ["2 eggs", "1 cup milk", "pinch of salt"])
  }

  @Test(arguments: [
    "Step 1: Whisk the eggs. Step 2: Add the milk. Step 3: Cook gently.",
    "1. Whisk the eggs. 2. Add the milk. 3) Cook gently.",
  ])
  func stepNumbersWrittenInlineSplitTheMethod(_ method: String) throws {
    let recipe = try Self.recipe(
      jsonLD: #"{"@type":"Recipe","name":"Custard","recipeInstructions":"\#(method)"}"#)
    #expect(recipe.steps == ["Whisk the eggs.", "Add the milk.", "Cook gently."])
  }

  @Test(arguments: [
    "Heat the oven to 180. 2 trays go in.", "1. Mix 2 eggs with 3. 5 cups of flour.",
    "1.5 kg of potatoes, peeled. 2. Boil them.", "Add 1. Then 2. Then 3.",
  ])
  func numbersThatDoNotCountStepsStayInTheText(_ method: String) throws {
    let recipe = try Self.recipe(
      jsonLD: #"{"@type":"Recipe","name":"Plain","recipeInstructions":"\#(method)"}"#)
    #expect(recipe.steps.count == 1)
  }

  @Test func aStepListedTwiceIsOneStep() throws {
    let recipe = try Self.recipe(
      jsonLD: #"""
        {"@type":"Recipe","name":"Twice","recipeInstructions":[
          {"@type":"HowToStep","name":"Step 1","text":"Do the first thing."},
          {"@type":"HowToStep","text":"Do the second thing."},
          {"@type":"HowToStep","text":"Do the first thing."}]}
        """#)
    #expect(recipe.steps == ["Do the first thing.", "Do the second thing."])
  }

  @Test func anEscapedAmpersandInAnImageAddressIsOne() throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"Pic","image":{"@type":"ImageObject","url":"https://cdn.odd.test/a.jpg?w=500&amp;h=300"}}"#
    )
    #expect(recipe.thumbnailURL == URL(string: "https://cdn.odd.test/a.jpg?w=500&h=300"))
  }

  @Test func dataVocabularyMicrodataWithIngredientItems() throws {
    let page = """
      <html><body><div itemscope itemtype="http://data-vocabulary.org/Recipe">
      <h1 itemprop="name">Oat porridge</h1><img itemprop="photo" src="data:image/gif;base64,R0lGOD" data-original="/p/porridge.jpg">
      <ul><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">
      <span itemprop="amount">1 cup</span> <span itemprop="name">rolled oats</span></li>
      <li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">
      <span itemprop="amount">2 cups</span> <span itemprop="name">milk</span></li></ul>
      <div itemprop="instructions"><p>Simmer the oats in the milk.</p><p>Stir often.</p></div>
      </div></body></html>
      """
    let found = try ImportFixtures.recipes(in: Data(page.utf8), pageURL: "https://old.test/p")
    let recipe = try #require(found.count == 1 ? found.first?.recipe : nil)
    #expect(recipe.name == "Oat porridge")
    #expect(recipe.ingredients.map(\.text) == ["1 cup rolled oats", "2 cups milk"])
    #expect(recipe.steps == ["Simmer the oats in the milk.", "Stir often."])
    #expect(recipe.thumbnailURL == URL(string: "https://old.test/p/porridge.jpg"))
  }

  @Test func relatedRecipesWithoutIngredientsOrStepsAreNotImported() throws {
    let related = (1...3).map {
      #"{"@type":"Recipe","name":"Related \#($0)","url":"https://odd.test/r\#($0)","image":"/r\#($0).jpg"}"#
    }
    let main =
      #"{"@type":"Recipe","name":"The one","recipeIngredient":["1 egg"],"recipeInstructions":"Boil it."}"#
    // Related recipes in the same graph as the page's own, as some themes write them.
    let recipe = try Self.recipe(
      jsonLD: #"{"@graph":[\#(related.joined(separator: ",")),\#(main)]}"#)
    #expect(recipe.name == "The one")
  }

  private static func page(head: String, jsonLD: String) -> Data {
    Data(
      "<html><head>\(head)<script type=\"application/ld+json\">\(jsonLD)</script></head></html>"
        .utf8)
  }

  private static let minimal =
    #"{"@type":"recipe","name":"Lower case","recipeIngredient":["1 fig"]}"#

  @Test func aTypeInLowerCaseIsARecipe() throws {
    let found = try ImportFixtures.recipes(
      in: Self.page(head: "", jsonLD: Self.minimal), pageURL: "https://odd.test/fig")
    #expect(found.map(\.recipe.name) == ["Lower case"])
  }

  @Test func theOpenGraphAddressStandsInForAMissingCanonical() throws {
    let head = #"<meta property="og:url" content="https://odd.test/recipes/fig/">"#
    let found = try ImportFixtures.recipes(
      in: Self.page(head: head, jsonLD: Self.minimal), pageURL: "https://odd.test/fig?utm=x")
    #expect(found.first?.recipe.sourceURL == URL(string: "https://odd.test/recipes/fig/"))
  }

  @Test func aCanonicalNamingTheHomePageIsIgnored() throws {
    let head = #"<link rel="canonical" href="https://odd.test/">"#
    let found = try ImportFixtures.recipes(
      in: Self.page(head: head, jsonLD: Self.minimal), pageURL: "https://odd.test/fig")
    #expect(found.first?.recipe.sourceURL == URL(string: "https://odd.test/fig"))
  }

  @Test func jsonLDThatOnlyNamesTheRecipeGivesWayToFullMicrodata() throws {
    let page = """
      <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Fig jam",
      "image":"/fig.jpg","aggregateRating":{"@type":"AggregateRating","ratingValue":"5"}}</script>
      </head><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Fig jam</h1><img itemprop="image" src="/fig-large.jpg">
      <ul><li itemprop="recipeIngredient">500 g figs</li><li itemprop="recipeIngredient">250 g sugar</li></ul>
      <ol itemprop="recipeInstructions"><li>Chop the figs.</li><li>Boil with the sugar for 20 minutes.</li></ol>
      </div></body></html>
      """
    let found = try ImportFixtures.recipes(in: Data(page.utf8), pageURL: "https://odd.test/jam")
    let recipe = try #require(found.count == 1 ? found.first?.recipe : nil)
    #expect(recipe.ingredients.map(\.text) == ["500 g figs", "250 g sugar"])
    #expect(recipe.steps == ["Chop the figs.", "Boil with the sugar for 20 minutes."])
    #expect(recipe.thumbnailURL == URL(string: "https://odd.test/fig-large.jpg"))
  }

  @Test func utf8EncodedTwiceIsDecoded() throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"CrÃ¨me brÃ»lÃ©e","recipeIngredient":["Â½ cup cream","200 g crème fraîche","SÃO PAULO coffee"]}"#
    )
    #expect(recipe.name == "Crème brûlée")
    #expect(
      recipe.ingredients.map(\.text) == ["½ cup cream", "200 g crème fraîche", "SÃO PAULO coffee"])
  }

  @Test func stepNumbersWrittenIntoStepTextsGo() throws {
    let recipe = try Self.recipe(
      jsonLD: #"""
        {"@type":"Recipe","name":"Numbered","recipeInstructions":[
          {"@type":"HowToStep","text":"1. Heat the oven to 200°C."},
          {"@type":"HowToStep","text":"Step 2: Stir in 2 eggs."},
          {"@type":"HowToStep","text":"1.5 kg of potatoes go in last."}]}
        """#)
    #expect(
      recipe.steps == [
        "Heat the oven to 200°C.", "Stir in 2 eggs.", "1.5 kg of potatoes go in last.",
      ])
  }

  @Test func aRecipeWithoutANameTakesThePagesTitle() throws {
    let head =
      #"<title>Fig tart | Odd Kitchen</title><meta property="og:title" content="Fig tart">"#
    let found = try ImportFixtures.recipes(
      in: Self.page(head: head, jsonLD: #"{"@type":"Recipe","recipeIngredient":["6 figs"]}"#),
      pageURL: "https://odd.test/tart")
    #expect(found.map(\.recipe.name) == ["Fig tart"])
  }

  @Test(arguments: [
    ("Makes 2 dozen", 24), ("1 loaf (12 slices)", 12), ("4-6 servings", 4), ("Serves 4 to 6", 4),
    ("12 cookies", 12), ("6 portions", 6),
  ])
  func yieldsServe(_ yield: String, _ servings: Int) throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"Y","recipeIngredient":["1 egg"],"recipeYield":"\#(yield)"}"#)
    #expect(recipe.servings == servings)
    #expect(recipe.yield == yield)
  }

  /// A weight or a volume is no number of servings ("250 grams" served 250).
  ///
  /// The yield is kept, and the servings are worked out from it where they are needed.
  @Test(arguments: ["250 grams", "1 quart", "About 4 cups", "750 ml", "2 lbs"])
  func yieldsMeasuredServeNoCount(_ yield: String) throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"Y","recipeIngredient":["1 egg"],"recipeYield":"\#(yield)"}"#)
    #expect(recipe.servings == nil)
    #expect(recipe.yield == yield)
  }

  @Test func aMeasuredYieldBesideACountServesTheCount() throws {
    let recipe = try Self.recipe(
      jsonLD:
        #"{"@type":"Recipe","name":"Y","recipeIngredient":["1 egg"],"recipeYield":["6","1 quart"]}"#
    )
    #expect(recipe.servings == 6)
    #expect(recipe.yield == "1 quart")
  }
}
