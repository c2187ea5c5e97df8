import Foundation
import RecipesCore
import RecipesFixtures
import RecipesParsing
import Testing

/// Whole pages in the shapes publishing stacks emit (`data/fixtures/import/site-*.html`,
/// written by `scripts/make-import-pages.py`): the recipe among tens of kilobytes of head
/// tags, scripts, ads, comments and footers.
@Suite("RecipePageReader: whole pages from publishing stacks")
struct PublishingStackPageTests {
  @Test func wordPressYoastGraphWithRecipeMakerCard() throws {
    let recipe = try Self.read("site-wprm-yoast.html")
    #expect(recipe.name == "Smoky Bean Chilli")
    #expect(recipe.author == "Hallie Marsh")
    #expect(
      recipe.description
        == "A pot of beans that tastes like it simmered all day \u{2013} it didn't.")
    #expect(
      recipe.ingredients.map(\.text) == [
        "2 tbsp olive oil", "1 large onion, diced", "3 cloves garlic, crushed",
        "1 ½ tsp smoked paprika", "2 x 400 g tins kidney beans, drained",
        "400 g tin chopped tomatoes", "1 square dark chocolate (Grandma's trick)",
        "salt & pepper",
      ])
    #expect(recipe.stepSections.map(\.title) == ["Base", "Simmer"])
    #expect(
      recipe.stepSections.map(\.steps) == [
        [
          "Warm the oil in a heavy pot and soften the onion for 8 minutes.",
          "Stir in the garlic & paprika for a minute.",
        ],
        [
          "Add the beans and tomatoes, cover, and simmer for 1 hour.",
          "Melt in the chocolate, season, and simmer uncovered for 30 minutes more.",
        ],
      ])
    #expect(recipe.servings == 6)
    #expect(recipe.yield == "6 portions")
    #expect(recipe.prepMinutes == 15)
    #expect(recipe.cookMinutes == 90)
    #expect(recipe.totalMinutes == 105)
    #expect(recipe.tags == ["beans", "chilli", "one pot", "vegetarian"])
    #expect(recipe.category == "Main Course")
    #expect(recipe.area == "Tex-Mex")
    #expect(
      recipe.thumbnailURL
        == .test("https://copperpot.test/wp-content/uploads/2024/02/smoky-bean-chilli-225x225.jpg"))
    #expect(recipe.videoURL == .test("https://videos.copperpot.test/chilli.mp4"))
    #expect(recipe.sourceURL == .test("https://copperpot.test/smoky-bean-chilli/"))
    try Self.expectClean(recipe)
  }

  @Test func tastyRecipesCardBesideABreadcrumbScript() throws {
    let recipe = try Self.read("site-tasty.html")
    #expect(recipe.name == "Blistered Green Beans with Miso Butter")
    #expect(recipe.author == "Jun Okafor")
    #expect(recipe.description == "Charred beans, a glossy miso butter, and a sesame crunch.")
    #expect(recipe.ingredients.count == 5)
    #expect(recipe.ingredients.first?.text == "450g green beans, trimmed")
    #expect(
      recipe.steps == [
        "Heat the oil in a wide skillet until it shimmers.",
        "Add the beans in one layer; leave them alone for 3 minutes so they blister.",
        "Off the heat, stir in the butter and miso until glossy. Scatter with sesame.",
      ])
    #expect(recipe.servings == 4)
    #expect(recipe.yield == "4-6 servings")
    #expect(recipe.prepMinutes == 10)
    #expect(recipe.cookMinutes == 45)
    #expect(recipe.totalMinutes == 55)
    #expect(
      recipe.thumbnailURL
        == .test("https://willowtable.test/wp-content/uploads/beans-1200x1200.jpg"))
    #expect(recipe.sourceURL == .test("https://willowtable.test/blistered-green-beans/"))
    try Self.expectClean(recipe)
  }

  @Test func createCardWithStepsWithoutTypeOrText() throws {
    let recipe = try Self.read("site-create-card.html")
    #expect(recipe.name == "Maple Oat Loaf")
    #expect(recipe.author == "Greer Lindqvist")
    #expect(
      recipe.ingredients.map(\.text) == [
        "1 cup (90 g) rolled oats", "1 ½ cups boiling water", "⅓ cup maple syrup",
        "2 ¼ tsp instant yeast", "3 ½ cups bread flour", "1 ½ tsp salt",
      ])
    #expect(
      recipe.steps == [
        "Pour the boiling water over the oats and leave until lukewarm, about 30 minutes.",
        "Stir in the maple syrup and yeast, then the flour and salt. Knead for 8 minutes.",
        "Let rise until doubled, about 1 hour.",
        "Shape into a loaf, rise again, and bake at 190°C for 45 minutes.",
      ])
    // "1 loaf (12 slices)": the slices are the portions; the loaf stays in the yield.
    #expect(recipe.servings == 12)
    #expect(recipe.yield == "1 loaf (12 slices)")
    #expect(recipe.prepMinutes == 20)
    #expect(recipe.cookMinutes == 45)
    #expect(recipe.totalMinutes == 185)
    #expect(
      recipe.thumbnailURL
        == .test("https://hearthandhollow.test/wp-content/uploads/2023/11/oat-loaf-720x720.jpg"))
    #expect(recipe.sourceURL == .test("https://hearthandhollow.test/maple-oat-loaf/"))
    try Self.expectClean(recipe)
  }

  @Test func publisherRecipeThatIsAlsoANewsArticle() throws {
    let recipe = try Self.read("site-publisher.html")
    #expect(recipe.name == "Whole Roast Cauliflower With Tahini")
    #expect(recipe.author == "Odile Fairbanks, Daily Platter Test Kitchen")
    #expect(recipe.ingredients.map(\.text).last == "a handful of parsley, chopped")
    #expect(recipe.ingredients.count == 5)
    #expect(
      recipe.steps == [
        "Heat the oven to 220°C.",
        "Rub the cauliflower with oil and salt and roast for 90 minutes, until a knife slides in.",
        "Whisk the tahini with the lemon juice and enough water to make it pour.",
        "Spoon the sauce over and finish with parsley.",
      ])
    #expect(recipe.servings == 8)
    #expect(recipe.yield == nil)
    #expect(recipe.prepMinutes == 90)
    #expect(recipe.cookMinutes == 90)
    #expect(recipe.totalMinutes == 180)
    #expect(
      recipe.thumbnailURL == .test("https://www.dailyplatter.test/images/2024/03/cauli-16x9.jpg"))
    #expect(
      recipe.sourceURL
        == .test("https://www.dailyplatter.test/food/2024/03/09/roast-cauliflower-tahini"))
    try Self.expectClean(recipe)
  }

  @Test func drupalMicrodataWithOldPropertiesAndNestedItems() throws {
    let recipe = try Self.read(
      "site-drupal-microdata.html", pageURL: "https://oldmill.test/node/31")
    // Neither the rating's, the nutrition's nor a commenter's `name` is the recipe's.
    #expect(recipe.name == "Buttermilk Rye Scones")
    #expect(recipe.author == "Petronella Vos")
    #expect(recipe.description == "Nutty rye and tangy buttermilk in a quick, craggy scone.")
    #expect(recipe.category == "Baking")
    #expect(
      recipe.ingredients.map(\.text) == [
        "150 g rye flour", "150 g plain flour", "2 tsp baking powder", "75 g cold butter, cubed",
        "175 ml buttermilk",
      ])
    #expect(
      recipe.steps == [
        "Heat the oven to 200°C and line a tray.",
        "Rub the butter into the flours and baking powder.",
        "Stir in the buttermilk, pat into a round and cut into 8 wedges.",
        "Bake for 20 minutes, until risen & golden.",
      ])
    #expect(recipe.servings == 8)
    #expect(recipe.yield == "8 scones")
    #expect(recipe.prepMinutes == 15)
    #expect(recipe.cookMinutes == 20)
    #expect(recipe.totalMinutes == 35)
    #expect(
      recipe.thumbnailURL
        == .test(
          "https://oldmill.test/sites/default/files/styles/large/public/rye-scones.jpg?itok=x9"))
    #expect(recipe.sourceURL == .test("https://oldmill.test/recipes/buttermilk-rye-scones"))
    try Self.expectClean(recipe)
  }

  @Test func carelessJSONLDWithBOMCommasEntitiesAndBreaks() throws {
    let recipe = try Self.read("site-jsonld-quirks.html", pageURL: "https://saltmarsh.test/crumble")
    #expect(recipe.name == "Auntie's Plum & Almond Crumble")
    #expect(recipe.author == "Saltmarsh Bakehouse")
    #expect(
      recipe.description
        == "Plums under a crumble that stays crisp: two kinds of sugar, and a handful of flaked almonds."
    )
    #expect(
      recipe.ingredients.map(\.text) == [
        "8 ripe plums, stoned & quartered", "½ cup light brown sugar", "⅔ cup plain flour",
        "100 g cold butter \u{2013} cubed", "'a good handful' flaked almonds",
      ])
    #expect(
      recipe.steps == [
        "Heat the oven to 190°C.", "Toss the plums with half the sugar in a baking dish.",
        "Rub the butter into the flour and the rest of the sugar, stir in the almonds.",
        "Scatter over the plums and bake for 30 minutes.",
      ])
    #expect(recipe.servings == 4)
    #expect(recipe.yield == "Serves 4 to 6")
    #expect(recipe.prepMinutes == nil)
    #expect(recipe.cookMinutes == 30)
    #expect(recipe.totalMinutes == 45)
    #expect(recipe.tags == ["plums", "crumble", "almonds", "autumn"])
    #expect(recipe.thumbnailURL == .test("https://saltmarsh.test/media/plum-crumble.jpg"))
    #expect(recipe.sourceURL == .test("https://saltmarsh.test/crumble"))
    try Self.expectClean(recipe)
  }

  @Test func windows1252PageDeclaredAfterAKilobyteOfHead() throws {
    let recipe = try Self.read("site-legacy-1252.html", pageURL: "http://leonie.test/r/7")
    #expect(recipe.name == "Crème fraîche tart with pears")
    #expect(recipe.author == "Léonie Dufresne")
    #expect(
      recipe.ingredients.map(\.text) == [
        "1 sheet puff pastry", "3 pears \u{2013} thinly sliced", "150 g crème fraîche",
        "2 tbsp sugar", "½ tsp ground cardamom",
      ])
    #expect(
      recipe.steps.last
        == "Lay the pears on top, sprinkle with sugar and cardamom, and bake 35 minutes \u{2013} until it\u{2019}s golden."
    )
    #expect(recipe.servings == 6)
    #expect(recipe.totalMinutes == 70)
    #expect(recipe.thumbnailURL == .test("http://leonie.test/r/images/tarte-poires.jpg"))
    #expect(recipe.sourceURL == .test("http://leonie.test/recettes/tarte-poires.html"))
    try Self.expectClean(recipe)
  }

  @Test func aUTF8PageTheServerLabelsLatin1IsStillReadAsUTF8() throws {
    let page = try Fixtures.data("import/site-create-card.html")
    var counter = 0
    let found = try RecipePageReader.recipes(
      inHTML: page, pageURL: .test("https://hearthandhollow.test/x"),
      declaredCharset: "iso-8859-1",
      newID: {
        counter += 1
        return Recipe.ID(rawValue: "mine-\(counter)")
      })
    let recipe = try #require(found.first?.recipe)
    #expect(
      recipe.ingredients.map(\.text).prefix(3) == [
        "1 cup (90 g) rolled oats", "1 ½ cups boiling water", "⅓ cup maple syrup",
      ])
    try Self.expectClean(recipe)
  }

  @Test func aRecipeWrittenOnlyAsMarkupIsReadFromTheListsItShows() throws {
    // No schema.org data: the ingredients and steps under the page's headings make the
    // recipe, named by the page's title.
    let recipe = try ImportFixtures.recipe(
      "site-no-structured-data.html", pageURL: "https://n.test/r")
    #expect(recipe.name == "Quick Pickled Radishes")
    #expect(
      recipe.ingredients.map(\.text) == ["1 bunch radishes", "120 ml rice vinegar", "1 tsp sugar"])
    #expect(
      recipe.steps == [
        "Slice the radishes thinly.", "Pour over the vinegar and sugar and leave for 20 minutes.",
      ])
  }

  @Test func ampPageIgnoresItsAnalyticsJSON() throws {
    let recipe = try Self.read("site-amp.html", pageURL: "https://fennel.test/amp/corn")
    #expect(recipe.name == "Charred Corn Salad")
    #expect(recipe.author == "Tamsin Achebe")
    #expect(recipe.ingredients.count == 4)
    #expect(
      recipe.steps == [
        "Char the corn in a dry pan, then cut off the kernels.",
        "Toss with the onion, lime and coriander.",
      ])
    #expect(recipe.servings == 4)
    #expect(recipe.yield == "4 servings")
    #expect(recipe.totalMinutes == 25)
    #expect(recipe.thumbnailURL == .test("https://fennel.test/img/corn-salad-1200.jpg"))
    // The AMP copy names the full page as canonical: that is the recipe's source.
    #expect(recipe.sourceURL == .test("https://fennel.test/charred-corn-salad/"))
    try Self.expectClean(recipe)
  }

  // MARK: - Helpers

  private static func read(_ name: String, pageURL: String = "https://page.test/recipe") throws
    -> Recipe
  {
    try ImportFixtures.recipe(name, pageURL: pageURL)
  }

  /// No text of the recipe holds a tag, an entity or a run of spaces, and no step repeats.
  private static func expectClean(_ recipe: Recipe) throws {
    let texts =
      [recipe.name, recipe.description, recipe.author, recipe.yield, recipe.category, recipe.area]
      .compactMap { $0 } + recipe.ingredients.map(\.text) + recipe.steps
      + recipe.stepSections.compactMap(\.title) + recipe.tags
    for text in texts {
      #expect(text.range(of: #"</?[a-zA-Z][^>]*>"#, options: .regularExpression) == nil, "\(text)")
      #expect(text.range(of: #"&#?[a-zA-Z0-9]+;"#, options: .regularExpression) == nil, "\(text)")
      #expect(!text.contains("  ") && text == text.trimmingCharacters(in: .whitespaces), "\(text)")
      #expect(!text.contains("\u{FFFD}") && !text.contains("Ã"), "\(text)")
    }
    #expect(Set(recipe.steps).count == recipe.steps.count)
    #expect(!recipe.steps.isEmpty && !recipe.ingredients.isEmpty)
  }
}
