import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// The lists a blog's article shows under its headings, where its recipe data lacks them.
///
/// Bold paragraphs for headings, a caption over each group's list, a photo credit and links
/// after the method, the comments below. Every page here is written for the test.
@Suite("RecipePageReader: lists under a page's headings")
struct PageHeadingListsTests {
  private let written = WrittenPage(title: "Dumplings", address: "https://dumplings.test/plum")

  /// An article whose recipe is written in it: bold headings, groups with captions.
  private let article = """
    <div class="content"><h1>Plum dumplings</h1><div class="text-section">
    <p><strong>Serves: 4</strong></p><p><strong>INGREDIENTS</strong></p>
    <p><strong>Dough</strong></p><ul><li>500 g potatoes</li><li>150 g flour</li></ul>
    <p><strong>Filling</strong></p><ul><li>8 plums</li><li>8 sugar cubes</li></ul>
    <p><strong>METHOD</strong></p><p><strong>Dough</strong></p>
    <ol><li>Boil and mash the potatoes.</li><li>Knead in the flour.</li></ol>
    <p><strong>Filling</strong></p><ol><li>Stone the plums; fill each with sugar.</li>
    <li>Wrap in dough and simmer 10 minutes.</li></ol>
    <p><em>Photo: a friend of ours</em></p><p><strong>See also:</strong></p>
    <ul><li><a href="/apricot">Apricot dumplings</a></li></ul></div>
    <div class="comments"><h3>Leave a comment</h3><ol><li>Lovely, thank you!</li></ol></div>
    </div>
    """

  @Test func captionsOverAGroupsListAreNoLinesAndTheListsEndTheSection() throws {
    let head = """
      <meta property="og:title" content="Plum dumplings - Ann's Kitchen">
      <meta property="og:site_name" content="Ann's Kitchen">
      """
    let recipe = try written.onlyRecipe(written.page(head: head, body: article))
    #expect(recipe.name == "Plum dumplings")
    #expect(
      recipe.ingredients.map(\.text) == [
        "500 g potatoes", "150 g flour", "8 plums", "8 sugar cubes",
      ])
    #expect(
      recipe.steps == [
        "Boil and mash the potatoes.", "Knead in the flour.",
        "Stone the plums; fill each with sugar.", "Wrap in dough and simmer 10 minutes.",
      ])
  }

  @Test func aListUnderAnIntroductionAndAHeadingThatSaysWhatItIsFor() throws {
    let body = """
      <article><p>Dinner in twenty minutes.</p><p><strong>Ingredients for 4</strong></p>
      <p>(all from the corner shop)</p><ul><li>1 lb chicken</li><li>1 onion</li></ul>
      <p><strong>Here’s how to make it:</strong></p><ol><li>Brown the chicken.</li>
      <li>Add the onion; cook until soft.</li></ol><p>Serve over rice.</p></article>
      <aside><p><strong>Ingredients</strong></p><p>Our pantry guide</p></aside>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["1 lb chicken", "1 onion"])
    #expect(recipe.totalMinutes == nil)
    #expect(recipe.steps == ["Brown the chicken.", "Add the onion; cook until soft."])
  }

  @Test func paragraphsEndWithTheBoxTheirHeadingOpens() throws {
    let body = """
      <main><div class="post"><p>A rice for Sundays.</p><p><b><u>Ingredientes</u></b></p>
      <p>200 g de arroz</p><p>1 cebolla</p><p><b><u>Preparación</u></b>.</p>
      <p>Sofreír la cebolla.</p><p>Añadir el arroz y cocer 15 minutos.</p></div>
      <div class="export"><p>Export this recipe</p><p>Copy the address</p></div></main>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["200 g de arroz", "1 cebolla"])
    #expect(recipe.steps == ["Sofreír la cebolla.", "Añadir el arroz y cocer 15 minutos."])
  }

  @Test func aHeadingAloneInItsColumnHeadsTheListAfterTheRow() throws {
    let json =
      #"{"@type":"Recipe","name":"Lemon buns","recipeIngredient":["#
      + #""250 g flour, 2 lemons, 50 g sugar"],"recipeInstructions":"[{"}"#
    let body = """
      <div class="single-method"><div class="row"><div class="col"><h2>Method</h2></div></div>
      <ul class="single-method__list"><li><h6>Step 1</h6><p>Zest the lemons.</p></li>
      <li><h6>Step 2</h6><p>Knead everything; bake 20 minutes.</p></li></ul></div>
      <div class="related"><h2>Related recipes</h2><ul><li>Orange buns</li></ul></div>
      """
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: body))
    #expect(recipe.steps == ["Zest the lemons.", "Knead everything; bake 20 minutes."])
  }

  @Test func groupsShownAgainInOtherUnitsAreReadOnce() throws {
    let body = """
      <h1>Lemon buns</h1><div class="recipe-ingredients">
      <div class="units-metric"><h4>Dough</h4><ul class="ingredient-list"><li>250 g flour</li>
      <li>125 ml milk</li></ul><h4>Glaze</h4><ul class="ingredient-list"><li>100 g icing sugar</li>
      <li>1 lemon</li></ul></div>
      <div class="units-us"><h4>Dough</h4><ul class="ingredient-list"><li>2 cups flour</li>
      <li>½ cup milk</li></ul><h4>Glaze</h4><ul class="ingredient-list"><li>¾ cup icing sugar</li>
      <li>1 lemon</li></ul></div></div>
      <h2>Method</h2><ol><li>Knead.</li><li>Bake and glaze.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(
      recipe.ingredients.map(\.text) == [
        "250 g flour", "125 ml milk", "100 g icing sugar", "1 lemon",
      ])
  }

  @Test func dataHoldingOneGroupOfThePagesListAndNoStepsGivesWayToIt() throws {
    let json =
      #"{"@type":"Recipe","name":"Fried chicken","recipeIngredient":["#
      + #""3 tbsp soy sauce","2 tbsp vinegar"]}"#
    let body = """
      <h2>Ingredients</h2><p>for 4 servings</p><ul><li>1 lb chicken thighs</li>
      <li>2 cups oil, for frying</li></ul><h3>For the sauce:</h3><ul><li>3 tbsp soy sauce</li>
      <li>2 tbsp vinegar</li></ul><h2>Directions</h2><ol><li>Fry, then glaze.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: body))
    #expect(
      recipe.ingredients.map(\.text) == [
        "1 lb chicken thighs", "2 cups oil, for frying", "3 tbsp soy sauce", "2 tbsp vinegar",
      ])
    #expect(recipe.steps == ["Fry, then glaze."])
    // Data with its steps that starts within the page's list (a group after another) gives
    // way to it too; data that starts the page's list is taken as whole, its lists not read.
    let steps = #"],"recipeInstructions":"Fry the chicken, then glaze it."}"#
    let whole = json.replacingOccurrences(of: "]}", with: steps)
    #expect(
      try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(whole), body: body)).ingredients
        .map(\.text) == [
          "1 lb chicken thighs", "2 cups oil, for frying", "3 tbsp soy sauce", "2 tbsp vinegar",
        ])
    let firstGroup =
      #"{"@type":"Recipe","name":"Fried chicken","recipeIngredient":["#
      + #""1 lb chicken thighs","2 cups oil, for frying"\#(steps)"#
    #expect(
      try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(firstGroup), body: body))
        .ingredients.map(\.text) == [
          "1 lb chicken thighs", "2 cups oil, for frying",
        ])
    // The data's first line an item after others of one list: the same.
    let single = body.replacingOccurrences(of: "</ul><h3>For the sauce:</h3><ul>", with: "")
    #expect(
      try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(whole), body: single))
        .ingredients.count == 4)
    // A page list that misses a line of the data, or adds lines without amounts, is not
    // taken over the data.
    let other = body.replacingOccurrences(of: "2 tbsp vinegar", with: "2 tbsp rice vinegar")
    #expect(
      try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: other)).ingredients
        .map(\.text) == [
          "3 tbsp soy sauce", "2 tbsp vinegar",
        ])
    let words = body.replacingOccurrences(of: "1 lb chicken thighs", with: "chicken thighs")
      .replacingOccurrences(of: "2 cups oil, for frying", with: "oil, for frying")
    #expect(
      try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: words)).ingredients
        .count == 2)
  }

  @Test func theSitesNameAfterAPageTitleIsNoPartOfTheRecipesName() throws {
    let lists = "<h2>Ingredients</h2><ul><li>2 plums</li></ul><h2>Method</h2><ol><li>Eat.</li></ol>"
    func name(head: String, heading: String = "") throws -> String {
      let data = Data(
        "<html><head>\(head)</head><body>\(heading)\(lists)</body></html>".utf8)
      return try written.onlyRecipe(data).name
    }
    let site = #"<meta property="og:site_name" content="Plum Days">"#
    #expect(
      try name(head: #"<meta property="og:title" content="Plum toast | Plum Days">"# + site)
        == "Plum toast")
    #expect(
      try name(
        head: #"<meta property="og:title" content="Plum toast – The Orchard Blog">"#,
        heading: "<h1>Plum toast</h1>") == "Plum toast")
    #expect(try name(head: "<title>Plum toast &ndash; </title>") == "Plum toast")
    // A dash inside the name, with nothing to say what follows is a site's name, stays.
    #expect(
      try name(head: #"<meta property="og:title" content="Plum toast - the quick one">"#)
        == "Plum toast - the quick one")
  }

  @Test func aPageWithoutRecipeDataGivesTheTimesAndYieldWrittenBesideTheirLabels() throws {
    let body = """
      <article><h1>Chicken in a pan</h1><p><strong>Cuisine: Home cooking</strong><br>
      <strong>Prep Time: 5 minutes<br>Cook Time: 15 minutes<br>Total Time: 25 minutes<br>
      Servings: 4</strong></p><p><strong>Ingredients</strong></p><ul><li>1 lb chicken</li>
      <li>1 onion</li></ul><p><strong>Directions</strong></p><ol><li>Brown the chicken.</li>
      </ol></article><aside><p>Total time: 3 hours (our other recipe)</p></aside>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.prepMinutes == 5)
    #expect(recipe.cookMinutes == 15)
    #expect(recipe.totalMinutes == 25)
    #expect(recipe.servings == 4)
  }

  @Test func aLineThatIsTheYieldByItselfGivesTheServings() throws {
    for (line, servings) in [
      ("2 personnes", 2), ("Für 4 Personen", 4), ("for 6 people", 6), ("3 porties", 3),
    ] {
      let body = """
        <main><h1>Duck with potatoes</h1><div class="kit"><span>\(line)</span></div>
        <h2>Ingredients</h2><ul><li>2 duck legs</li><li>600 g potatoes</li></ul>
        <h2>Method</h2><ol><li>Brown the legs.</li><li>Roast with the potatoes.</li></ol></main>
        """
      let recipe = try written.onlyRecipe(written.page(body: body))
      #expect(recipe.servings == servings, "\(line)")
    }
  }

  @Test func aSentenceThatMentionsPeopleOrALargeCountIsNoYield() throws {
    for line in ["We made it for 6 people last night", "400 portions sold", "400 portions"] {
      let body = """
        <main><h1>Duck with potatoes</h1><p>\(line)</p>
        <h2>Ingredients</h2><ul><li>2 duck legs</li><li>600 g potatoes</li></ul>
        <h2>Method</h2><ol><li>Brown the legs.</li><li>Roast with the potatoes.</li></ol></main>
        """
      let recipe = try written.onlyRecipe(written.page(body: body))
      #expect(recipe.servings == nil, "\(line)")
    }
  }
}
