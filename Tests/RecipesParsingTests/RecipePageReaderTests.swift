import Foundation
import RecipesCore
import RecipesFixtures
import RecipesParsing
import Testing

@Suite("RecipePageReader: page shapes")
struct RecipePageReaderTests {
  @Test func wordPressGraphWithReferencesAndSections() throws {
    let recipe = try ImportFixtures.recipe("wordpress-graph.html")
    #expect(recipe.id == "mine-1")
    #expect(recipe.name == "Lemon Ricotta Pasta")
    #expect(recipe.author == "Maren Olsson")
    #expect(
      recipe.description
        == "A bright weeknight pasta: ricotta, lemon zest and a handful of spinach, done before the water’s cooled."
    )
    #expect(recipe.category == "Main Course")
    #expect(recipe.area == "Italian")
    #expect(recipe.tags == ["pasta", "weeknight", "lemon"])
    #expect(recipe.servings == 4)
    #expect(recipe.yield == "4 bowls")
    #expect(recipe.prepMinutes == 10)
    #expect(recipe.cookMinutes == 15)
    #expect(recipe.totalMinutes == 25)
    #expect(
      recipe.thumbnailURL
        == .test("https://smallpantry.test/wp-content/uploads/2024/03/lemon-pasta-500x500.jpg"))
    #expect(recipe.sourceURL == .test("https://smallpantry.test/lemon-ricotta-pasta/"))
    #expect(recipe.ingredients.map(\.text).last == "salt & black pepper")
    #expect(
      recipe.ingredients[2]
        == Ingredient(name: "1 lemon, zest & juice", measure: "", text: "1 lemon, zest & juice"))
    #expect(recipe.stepSections.map(\.title) == ["Pasta", "Sauce"])
    #expect(
      recipe.stepSections[0].steps == [
        "Bring a large pot of salted water to the boil and cook the spaghetti until al dente.",
        "Save a mug of the cooking water, then drain.",
      ])
    #expect(recipe.stepSections[1].steps.count == 2)
  }

  @Test func newsSiteSingleObjectWithBaseAndAuthors() throws {
    let recipe = try ImportFixtures.recipe("news-single.html", pageURL: "https://ledger.test/x")
    #expect(recipe.name == "Brown butter oat cookies")
    #expect(recipe.author == "Ada Kimura, Tomás Reyes")
    #expect(recipe.servings == 12)
    #expect(recipe.yield == "12 cookies")
    #expect(recipe.prepMinutes == 20)
    #expect(recipe.cookMinutes == 12)
    #expect(recipe.totalMinutes == 92)
    #expect(recipe.thumbnailURL == .test("https://ledger.test/food/images/oat-cookies-1600.jpg"))
    #expect(recipe.sourceURL == .test("https://ledger.test/food/brown-butter-oat-cookies"))
    #expect(recipe.tags == ["cookies", "oats", "brown butter"])
    #expect(
      recipe.description
        == "Chewy in the middle, crisp at the edge. Browning the butter is the whole trick.")
    #expect(recipe.stepSections.map(\.title) == ["Brown the butter", "Make the dough", "Bake"])
    #expect(
      recipe.stepSections[2].steps == [
        "Roll into 12 balls and space them on a lined tray. Leave room: they spread.",
        "Bake at 180 °C for 12 minutes.",
      ])
    #expect(recipe.ingredients.last?.text == "½ tsp baking soda")
  }

  @Test func typeArrayWithStringStepsAndNumericYield() throws {
    let recipe = try ImportFixtures.recipe("type-array.html", pageURL: "https://shak.test/r/green")
    #expect(recipe.name == "Green shakshuka")
    #expect(recipe.author == "Lior Ben-David")
    #expect(recipe.servings == 6)
    #expect(recipe.yield == nil)
    #expect(recipe.totalMinutes == 40)
    #expect(recipe.thumbnailURL == .test("https://shak.test/media/green-shakshuka.jpg"))
    #expect(recipe.sourceURL == .test("https://shak.test/r/green"))
    #expect(recipe.stepSections.count == 1)
    #expect(recipe.stepSections[0].title == nil)
    #expect(recipe.stepSections[0].steps.first == "Soften the leeks in olive oil for 10 minutes.")
    #expect(recipe.steps.count == 4)
    #expect(recipe.category == "Breakfast")
  }

  @Test func mainEntityWithItemListAndIDAsSource() throws {
    let recipe = try ImportFixtures.recipe("main-entity.html", pageURL: nil)
    #expect(recipe.name == "Miso-glazed aubergine")
    #expect(recipe.author == "Umami Test Kitchen")
    #expect(recipe.servings == 2)
    #expect(recipe.yield == "2 as a main, 4 as a side")
    #expect(recipe.prepMinutes == nil)
    #expect(recipe.cookMinutes == 25)
    #expect(recipe.tags == ["vegan", "miso"])
    #expect(recipe.thumbnailURL == .test("https://cdn.umami.test/aubergine.jpg"))
    #expect(recipe.sourceURL == .test("https://umami.test/recipes/miso-aubergine"))
    #expect(recipe.steps.count == 3)
    #expect(recipe.steps[1] == "Roast cut side down at 200 °C for 20 minutes.")
  }

  @Test func instructionsAsOneHTMLStringAndAsNumberedLines() throws {
    let found = try ImportFixtures.recipes("html-instructions.html", pageURL: "https://soup.test/r")
    #expect(found.map(\.recipe.id) == ["mine-1", "mine-2"])
    let soup = found[0].recipe
    #expect(
      soup.steps == [
        "Roast the tomatoes, onion and garlic at 200 °C for 40 minutes.",
        "Blend with the hot stock.",
        "Season & serve.",
      ])
    #expect(
      soup.ingredients.map(\.text) == [
        "1 kg tomatoes", "1 red onion", "2 cloves garlic", "500 ml stock",
      ])
    #expect(soup.servings == 4)
    #expect(soup.yield == "Serves 4-6")
    #expect(found[0].imageURL == .test("https://soup.test/img/tomato.jpg"))
    let croutons = found[1].recipe
    #expect(
      croutons.steps == ["Cube the bread.", "Toss with the oil.", "Bake at 200 °C for 8 minutes."])
    #expect(croutons.servings == 1)
    #expect(croutons.yield == "1 bowl")
    #expect(found[1].imageURL == nil)
    // Two recipes of one page: a re-import must tell them apart by their source.
    #expect(soup.sourceURL == .test("https://soup.test/r"))
    #expect(croutons.sourceURL == .test("https://soup.test/r#recipe-2"))
  }

  @Test func microdataOnly() throws {
    let recipe = try ImportFixtures.recipe("microdata.html", pageURL: "https://tartes.test/r?id=3")
    #expect(recipe.name == "Tarte fine aux pommes")
    #expect(recipe.author == "Camille Durand")
    #expect(recipe.description == "Une pâte feuilletée, des pommes, du beurre : c'est tout.")
    #expect(recipe.prepMinutes == 20)
    #expect(recipe.cookMinutes == 35)
    #expect(recipe.servings == 6)
    #expect(recipe.yield == "6 parts")
    #expect(recipe.category == "Dessert")
    #expect(recipe.area == "Française")
    #expect(recipe.tags == ["tarte", "pommes", "automne"])
    #expect(recipe.thumbnailURL == .test("https://tartes.test/photos/tarte-fine.jpg"))
    #expect(recipe.sourceURL == .test("https://tartes.test/recettes/tarte-fine-aux-pommes"))
    #expect(
      recipe.ingredients.map(\.text) == [
        "1 pâte feuilletée", "4 pommes", "30 g de beurre", "2 c. à soupe de sucre",
      ])
    #expect(
      recipe.steps == [
        "Préchauffer le four à 200 °C.", "Étaler la pâte et la piquer.",
        "Couper les pommes en fines lamelles et les disposer en rosace.",
        "Parsemer de beurre et de sucre, puis enfourner 35 minutes.",
      ])
  }

  @Test func rdfaOnly() throws {
    let recipe = try ImportFixtures.recipe(
      "rdfa.html", pageURL: "https://dal.test/recipes/dal.html")
    #expect(recipe.name == "Red lentil dal")
    #expect(recipe.author == "Priya Natarajan")
    #expect(recipe.totalMinutes == 45)
    #expect(recipe.servings == 4)
    #expect(recipe.thumbnailURL == .test("https://dal.test/recipes/pics/dal.jpg"))
    #expect(recipe.ingredients.count == 4)
    #expect(
      recipe.steps == [
        "Rinse the lentils and simmer with turmeric for 25 minutes.",
        "Fry the onion in ghee until brown.", "Stir the onion into the dal.",
      ])
    #expect(recipe.sourceURL == .test("https://dal.test/recipes/dal.html"))
  }

  @Test func brokenJSONLDFallsBackToMicrodata() throws {
    let recipe = try ImportFixtures.recipe("broken-jsonld-microdata.html")
    #expect(recipe.name == "Golden flapjacks")
    #expect(recipe.servings == 16)
    #expect(recipe.ingredients.count == 3)
    #expect(
      recipe.steps == [
        "Melt the butter and syrup.", "Stir in the oats.", "Bake at 180 °C for 20 minutes.",
      ])
  }

  @Test func commonJSONMistakesAreRepaired() throws {
    let recipe = try ImportFixtures.recipe("broken-jsonld-lenient.html")
    #expect(recipe.name == "Sunday pancakes")
    #expect(recipe.ingredients.map(\.text) == ["200 g flour", "2 eggs", "300 ml milk"])
    #expect(
      recipe.steps == [
        "Whisk everything together.", "Rest the batter for 30 minutes.",
        "Fry ladlefuls in a hot pan.",
      ])
    #expect(recipe.description == "Don't skip the rest.")
    #expect(recipe.servings == 8)
  }

  @Test func unreadableRecipeDataWithNothingElse() throws {
    #expect(throws: ImportError.brokenRecipeData("its JSON-LD is not valid JSON")) {
      try ImportFixtures.recipes("broken-jsonld-only.html", pageURL: nil)
    }
  }

  @Test func pageWithoutRecipe() throws {
    #expect(throws: ImportError.noRecipe) {
      try ImportFixtures.recipes("no-recipe.html", pageURL: nil)
    }
  }

  @Test func entitiesAndTagsAreDecodedEverywhere() throws {
    let recipe = try ImportFixtures.recipe("entities.html")
    #expect(recipe.name == "Crème brûlée & friends")
    #expect(recipe.description == "Grandma’s recipe – “the” one. Really.")
    #expect(recipe.author == "Zoë Müller")
    #expect(recipe.ingredients[2].text == "75 g caster sugar & extra for the top")
    #expect(recipe.category == "Dessert & Sweets")
    #expect(recipe.tags == ["French", "custard & cream"])
    #expect(
      recipe.steps == [
        "Heat the cream & vanilla to 80°C.", "Whisk the yolks with the sugar – don't let it foam.",
        "Bake in a bain-marie at 150 °C for 35 minutes.",
      ])
  }

  @Test func relativeImagesResolveAgainstBaseAndCanonicalAgainstPage() throws {
    let found = try ImportFixtures.recipes(
      "relative-images.html", pageURL: "https://crumb.test/r/42")
    let imported = try #require(found.first)
    #expect(found.count == 1)
    #expect(imported.imageURL == .test("https://crumb.test/static/recipes/focaccia%20hero.jpg"))
    #expect(imported.recipe.thumbnailURL == imported.imageURL)
    #expect(imported.recipe.videoURL == .test("https://media.crumb.test/focaccia.mp4"))
    #expect(imported.recipe.sourceURL == .test("https://crumb.test/recipes/focaccia"))
    #expect(imported.recipe.totalMinutes == 840)
    #expect(imported.recipe.steps.count == 1)
  }

  @Test func relativeImageWithoutPageAddressIsDropped() throws {
    let found = try ImportFixtures.recipes("type-array.html", pageURL: nil)
    #expect(found.first?.imageURL == nil)
    #expect(found.first?.recipe.sourceURL == nil)
  }
}

@Suite("RecipePageReader: a heavy page")
struct LargePageTests {
  @Test func aMegabyteOfMarkupAroundTheRecipeChangesNothing() throws {
    let page = try ImportPageFixture.largeRecipePage()
    #expect(page.count >= 1_000_000)
    let large = try ImportFixtures.recipes(in: page, pageURL: "https://example.test/page")
    let small = try ImportFixtures.recipes(
      ImportPageFixture.recipePageName.replacingOccurrences(of: "import/", with: ""),
      pageURL: "https://example.test/page")
    #expect(large == small)
  }
}
