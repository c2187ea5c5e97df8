import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// Ingredients and steps read from a page's HTML where its structured data lacks them.
///
/// The recipe plugins' classes, a theme's boxes, the lists after a heading in any language
/// read. Every page here is written for the test.
@Suite("RecipePageReader: lists the page shows")
struct PageListsTests {
  private let written = WrittenPage(title: "Plum crumble", address: "https://crumbs.test/plum")

  @Test func listsAfterGermanHeadingsFillAStructuredRecipeWithoutThem() throws {
    let body = """
      <article><h1>Pflaumenkuchen</h1><p>Ein Kuchen für den Herbst.</p>
      <h2>Zutaten</h2><ul><li>500 g Pflaumen</li><li>200 g Mehl</li>
      <li>100 g Butter</li></ul>
      <h2>Zubereitung:</h2><ol><li>Teig kneten.</li><li>Pflaumen belegen.</li>
      <li>40 Minuten backen.</li></ol><h2>Kommentare</h2><p>Lecker!</p></article>
      """
    let recipe = try written.onlyRecipe(
      written.page(
        head: WrittenPage.jsonLD(#"{"@type":"Recipe","name":"Pflaumenkuchen","recipeYield":"12"}"#),
        body: body))
    #expect(recipe.name == "Pflaumenkuchen")
    #expect(recipe.ingredients.map(\.text) == ["500 g Pflaumen", "200 g Mehl", "100 g Butter"])
    #expect(recipe.steps == ["Teig kneten.", "Pflaumen belegen.", "40 Minuten backen."])
    #expect(recipe.servings == 12)
  }

  @Test func pluginClassesMakeARecipeOfAPageWithoutStructuredData() throws {
    let body = """
      <h1>Plum crumble</h1><div class="sidebar"><ul><li>Home</li><li>About</li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4>Fruit</h4><ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">6</span>
      <span class="wprm-recipe-ingredient-name">plums</span></li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4>Topping</h4><ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient">1 cup oats</li>
      <li class="wprm-recipe-ingredient">4 tbsp butter</li></ul></div>
      <ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction">
      <div class="wprm-recipe-instruction-text">Halve the plums.</div></li>
      <li class="wprm-recipe-instruction"><div>Rub the butter into the oats; scatter.</div></li></ul>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.name == "Plum crumble")
    #expect(recipe.ingredients.map(\.text) == ["6 plums", "1 cup oats", "4 tbsp butter"])
    #expect(recipe.steps == ["Halve the plums.", "Rub the butter into the oats; scatter."])
  }

  /// A theme that marks every list alike: the pans in the equipment tab are no food.
  @Test func aListInTheEquipmentTabIsNoIngredient() throws {
    let body = """
      <div class="tabs"><div class="tab-pane" id="ingredients-tab">
      <ul class="ingredient-list"><li>3 pears</li><li>50 g sugar</li></ul></div>
      <div class="tab-pane" id="equipment" aria-labelledby="equipment-tab">
      <ul class="ingredient-list"><li>saucepan</li><li>oven</li></ul></div>
      <div class="tab-pane" id="ustensiles"><div><ul class="ingredient-list">
      <li>fouet</li></ul></div></div></div>
      <ol class="instructions"><li>Poach the pears in the syrup.</li><li>Serve warm.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["3 pears", "50 g sugar"])
    #expect(recipe.steps == ["Poach the pears in the syrup.", "Serve warm."])
  }

  @Test func aThemesBoxesAreReadButNotTheBoxHoldingBoth() throws {
    let body = """
      <div class="ingredients-and-directions">
      <div class="card ingredients"><h2>Ingredients</h2><ul><li>2 pears</li><li>1 lemon</li></ul></div>
      <div class="card directions"><h2>Directions</h2><ol><li>Peel.</li><li>Poach.</li></ol></div>
      </div>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["2 pears", "1 lemon"])
    #expect(recipe.steps == ["Peel.", "Poach."])
  }

  @Test func paragraphsAfterABoldHeadingUpToTheNextSection() throws {
    let body = """
      <p>Une recette de saison.</p><p><b><u>Ingrédients</u></b></p>
      <p>4 prunes</p><p>50 g de sucre</p>
      <p><strong>Préparation</strong></p><p>Couper les prunes.</p><p>Cuire 20 minutes.</p>
      <p><strong>Notes</strong></p><p>Servir tiède.</p>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["4 prunes", "50 g de sucre"])
    #expect(recipe.steps == ["Couper les prunes.", "Cuire 20 minutes."])
  }

  @Test func aSubheadingInsideTheListDoesNotEndIt() throws {
    let body = """
      <h3>Ingredienser</h3><div><ul><h4>Deg</h4><li>3 dl mjöl</li><li>1 ägg</li>
      <h4>Fyllning</h4><li>5 plommon</li></ul></div>
      <h3>Gör så här</h3><ol><li>Blanda.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["3 dl mjöl", "1 ägg", "5 plommon"])
    #expect(recipe.steps == ["Blanda."])
  }

  @Test func structuredIngredientsAreKeptOverThePagesLists() throws {
    let json =
      #"{"@type":"Recipe","name":"Plum jam","recipeIngredient":["1 kg plums"],"#
      + #""recipeInstructions":"Boil."}"#
    let body = "<h2>Ingredients</h2><ul><li>2 kg damsons</li></ul>"
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: body))
    #expect(recipe.ingredients.map(\.text) == ["1 kg plums"])
    #expect(recipe.steps == ["Boil."])
  }

  @Test func aPageWithIngredientsButNoStepsIsStillNoRecipe() {
    let body = "<h1>Shopping</h1><h2>Ingredients</h2><ul><li>plums</li></ul>"
    #expect(throws: ImportError.noRecipe) {
      try ImportFixtures.recipes(in: written.page(body: body), pageURL: nil)
    }
  }

  @Test func itemsAsDivsAndRowsOfATable() throws {
    let divs = """
      <h1>Plum salad</h1><div class="calc"><div class="calc__ingredient"><div class="calc__amount">
      2</div><div class="calc__label">plums</div></div><div class="calc__ingredient">
      <div class="calc__amount">50 g</div><div class="calc__label">feta</div></div></div>
      <ol class="directions"><li>Slice.</li><li>Crumble the feta over.</li></ol>
      """
    let salad = try written.onlyRecipe(written.page(body: divs))
    #expect(salad.ingredients.map(\.text) == ["2 plums", "50 g feta"])
    #expect(salad.steps == ["Slice.", "Crumble the feta over."])
    let table = """
      <h1>Plum tart</h1><table class="table-ingredients"><thead><tr><th>Amount</th>
      <th>Ingredient</th></tr></thead><tbody><tr><td>6</td><td>plums</td></tr>
      <tr><td>1 sheet</td><td>puff pastry</td></tr></tbody></table>
      <h2>Directions</h2><ol><li>Bake.</li></ol>
      """
    let tart = try written.onlyRecipe(written.page(body: table))
    #expect(tart.ingredients.map(\.text) == ["6 plums", "1 sheet puff pastry"])
    #expect(tart.steps == ["Bake."])
    // The same list again in metric is read once; two groups of as many lines are both read.
    let metric = table.replacingOccurrences(
      of: "<h2>",
      with: """
        <table class="table-ingredients"><tbody><tr><td>6</td><td>plums</td></tr>
        <tr><td>250 g</td><td>puff pastry</td></tr></tbody></table><h2>
        """)
    #expect(try written.onlyRecipe(written.page(body: metric)).ingredients.count == 2)
    let groups = """
      <h1>Plum tart</h1><div class="ingredients"><h3>Base</h3><ul><li>200 g flour</li>
      <li>100 g butter</li></ul></div><div class="ingredients"><h3>Top</h3><ul><li>6 plums</li>
      <li>2 tbsp sugar</li></ul></div><div class="instructions"><ol><li>Bake.</li></ol></div>
      """
    #expect(
      try written.onlyRecipe(written.page(body: groups)).ingredients.map(\.text) == [
        "200 g flour", "100 g butter", "6 plums", "2 tbsp sugar",
      ])
  }

  @Test func aListShownTwiceIsReadOnce() throws {
    let list = "<ul class=\"ingredients\"><li>2 plums</li><li>1 tbsp honey</li></ul>"
    let body =
      "<h1>Plums</h1>\(list)<div class=\"print\">\(list)</div>"
      + "<div class=\"instructions\"><ol><li>Roast.</li></ol></div>"
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["2 plums", "1 tbsp honey"])
  }

  @Test func structuredDataHoldingAScrapGivesWayToThePagesLists() throws {
    // Every ingredient in one line, and names without an amount: the page's list has more.
    let oneLine =
      #"{"@type":"Recipe","name":"Plum cake","recipeIngredient":["#
      + #""200 g flour, 3 plums, 100 g sugar"],"recipeInstructions":"[{"}"#
    let body = """
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>3 plums</li><li>100 g sugar</li></ul>
      <h2>Method.</h2><ol><li>Mix the flour and sugar.</li><li>Top with plums; bake.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(oneLine), body: body))
    #expect(recipe.ingredients.map(\.text) == ["200 g flour", "3 plums", "100 g sugar"])
    #expect(recipe.steps == ["Mix the flour and sugar.", "Top with plums; bake."])
    let namesOnly =
      #"{"@type":"Recipe","name":"Plum cake","recipeIngredient":["#
      + #""flour","plums","sugar"],"recipeInstructions":"Mix the flour and sugar, then bake."}"#
    let named = try written.onlyRecipe(
      written.page(head: WrittenPage.jsonLD(namesOnly), body: body))
    #expect(named.ingredients.map(\.text) == ["200 g flour", "3 plums", "100 g sugar"])
    #expect(named.steps == ["Mix the flour and sugar, then bake."])
  }

  @Test func stepsWrittenAsEscapedMarkupLoseTheirTags() throws {
    let json =
      #"{"@type":"Recipe","name":"Plum fool","recipeIngredient":["4 plums"],"#
      + #""recipeInstructions":[{"@type":"HowToStep","text":"&lt;p&gt;Stew the plums.&lt;/p&gt;"}]}"#
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(json), body: ""))
    #expect(recipe.steps == ["Stew the plums."])
  }
}
