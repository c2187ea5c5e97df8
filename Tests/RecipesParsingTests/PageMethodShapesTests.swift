import Foundation
import RecipesCore
import RecipesParsing
import Testing

/// Methods and times in the shapes a page writes them.
///
/// Where its data lacks them or holds more than them: data that is the whole article, a method under "the recipe", steps
/// labelled over their captions, a time written under its figure. Every page here is written
/// for the test.
@Suite("RecipePageReader: a page's method and times")
struct PageMethodShapesTests {
  private let written = WrittenPage(title: "Pear butter", address: "https://pears.test/butter")

  /// An article whose recipe data gives the post's whole text as its instructions.
  private let articleData =
    #"{"@type":"Recipe","name":"Pear butter","recipeIngredient":["2 kg pears","200 g sugar"],"#
    + #""recipeInstructions":"Every autumn our tree gives too many pears.\n"#
    + #"https://pears.test/more-about-pears/\nPear butter: the recipe\nThe day before\n"#
    + #"Peel and core the pears.\nCook them soft overnight.\nOn the day\n"#
    + #"Add the sugar and simmer 2 hours.\nMore pear recipes:\nPear tart"}"#

  private let articleBody = """
    <article><p>Every autumn our tree gives too many pears.</p>
    <p><a href="/more-about-pears/">https://pears.test/more-about-pears/</a></p>
    <h2>Pear butter: the recipe</h2><h3>The day before</h3><ol><li>Peel and core the
    <strong>pears</strong>.</li><li>Cook them soft overnight.</li></ol><h3>On the day</h3>
    <ol><li>Add the sugar and simmer 2 hours.</li></ol>
    <h2>More pear recipes:</h2><ul><li><a href="/tart">Pear tart</a></li></ul></article>
    """

  @Test func dataHoldingTheWholeArticleGivesWayToTheMethodThePageLists() throws {
    let recipe = try written.onlyRecipe(
      written.page(head: WrittenPage.jsonLD(articleData), body: articleBody))
    #expect(
      recipe.steps == [
        "Peel and core the pears.", "Cook them soft overnight.",
        "Add the sugar and simmer 2 hours.",
      ])
    #expect(recipe.ingredients.map(\.text) == ["2 kg pears", "200 g sugar"])
  }

  /// A method copied as text from the page, the recipe's heading included: the heading is
  /// no step, while a step that only happens to start the same way stays.
  @Test func theRecipesNameOverItsMethodIsNoStep() throws {
    let data =
      #"{"@type":"Recipe","name":"Spiced pear butter","recipeIngredient":["2 kg pears"],"#
      + #""recipeInstructions":"Spiced Pear Butter\n  \n Peel the pears.\nSimmer them soft."}"#
    let recipe = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(data), body: ""))
    #expect(recipe.steps == ["Peel the pears.", "Simmer them soft."])

    let lone =
      #"{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],"#
      + #""recipeInstructions":"Toast"}"#
    let toast = try written.onlyRecipe(written.page(head: WrittenPage.jsonLD(lone), body: ""))
    #expect(toast.steps == ["Toast"], "a method of one step is kept")
  }

  @Test func aMethodTheArticleDoesNotHoldIsNotTakenOverIt() throws {
    // The page's list says other than the data: the data is kept as it is.
    let other = articleBody.replacingOccurrences(
      of: "Cook them soft overnight.", with: "Roast them for an hour.")
    let recipe = try written.onlyRecipe(
      written.page(head: WrittenPage.jsonLD(articleData), body: other))
    #expect(recipe.steps.contains("https://pears.test/more-about-pears/"))
    #expect(recipe.steps.contains("Cook them soft overnight."))
  }

  @Test func aHeadingThatOnlyMentionsTheRecipeHeadsNoMethod() throws {
    let body = """
      <h1>Pear butter</h1><h2>Ingredients</h2><ul><li>2 kg pears</li></ul>
      <h2>Why you will love the recipe</h2><p>It keeps for a year.</p><p>It is cheap.</p>
      """
    #expect(throws: ImportError.noRecipe) {
      try ImportFixtures.recipes(in: written.page(body: body), pageURL: nil)
    }
  }

  @Test func stepsLabelledOverTheirCaptionsInAMealKitsTabs() throws {
    let body = """
      <h1>Pear and duck</h1>
      <div class="summary"><div class="tile"><p>40 min</p><p>Hands on</p></div>
      <div class="tile"><p>1 h 20</p><p>Total</p></div><div class="tile"><p>612</p>
      <p>Kcal</p></div></div>
      <section><ul class="nav" role="tablist"><li><button role="tab">In the box</button></li>
      </ul><ul class="ingredient-list"><li><span>2x</span> <span>duck legs</span></li>
      <li><span>3x</span> <span>pears</span></li></ul></section>
      <section class="steps"><h2>The recipe</h2><div class="step"><p>Step 1</p>
      <p>1. The duck</p><ul><li>Brown the duck legs.</li><li>Roast them 1 hour.</li></ul>
      <div class="overlay"><p role="button">Show the whole recipe</p></div></div>
      <div class="step"><p>Step 2</p><p>2. The pears</p><ul><li>Halve the pears.</li>
      <li>Roast them beside the duck.</li></ul></div>
      <div class="step"><p>Step 3</p><p>Serve at once with a green salad.</p></div>
      </section><section><h2>Our cooking videos</h2><p>How to halve a pear</p></section>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.name == "Pear and duck")
    #expect(recipe.ingredients.map(\.text) == ["2x duck legs", "3x pears"])
    #expect(
      recipe.steps == [
        "Brown the duck legs.", "Roast them 1 hour.", "Halve the pears.",
        "Roast them beside the duck.",
      ])
    #expect(recipe.totalMinutes == 80)
  }

  @Test func aBareNumberOverTotalIsNoTime() throws {
    let body = """
      <h1>Pear butter</h1><div class="summary"><p>12</p><p>Total</p></div>
      <h2>Ingredients</h2><ul><li>2 kg pears</li></ul><h2>Method</h2><ol><li>Cook.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.totalMinutes == nil)
    #expect(recipe.steps == ["Cook."])
  }

  @Test func tabsOpenTheirPanelsWhereverThePageWritesThem() throws {
    let body = """
      <h1>Pear crisp</h1><ul class="tabs" role="tablist">
      <li><button data-bs-toggle="tab" data-bs-target="#pane-a" role="tab">Ingredients</button></li>
      <li><button data-bs-toggle="tab" data-bs-target="#pane-b" role="tab">Preparation</button></li>
      <li><button data-bs-toggle="tab" data-bs-target="#pane-c" role="tab">Tips</button></li></ul>
      <div class="panes"><div id="pane-a" role="tabpanel"><ul><li>4 pears</li><li>80 g oats</li>
      </ul></div><div id="pane-b" role="tabpanel"><ol><li>Slice the pears.</li>
      <li>Top with oats; bake 30 minutes.</li></ol></div>
      <div id="pane-c" role="tabpanel"><p>Any apple works too.</p></div></div>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["4 pears", "80 g oats"])
    #expect(recipe.steps == ["Slice the pears.", "Top with oats; bake 30 minutes."])
  }

  @Test func anAccordionsHeaderAndABoxOfWordsHeadTheirLists() throws {
    let body = """
      <h1>Pear crisp</h1><div class="card"><div class="card-header">
      <a href="javascript:void(0)" data-toggle="collapse" data-target="#body-1"
      aria-controls="collapseOne">Ingredients</a></div><div class="card-body" id="body-1"><ul><li>4 pears</li><li>80 g oats</li></ul></div></div>
      <div class="recipe-section-title"><span class="icon"></span>Method</div>
      <ol><li>Slice the pears.</li><li>Bake.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["4 pears", "80 g oats"])
    #expect(recipe.steps == ["Slice the pears.", "Bake."])
  }

  @Test func aSearchFilterThatSaysIngredientsMakesNoRecipe() {
    let body = """
      <h1>Search recipes</h1><button data-bs-toggle="collapse" data-bs-target="#filter">
      Ingredients</button><div id="filter"><ul><li><label>Pears</label></li>
      <li><label>Oats</label></li></ul></div><div class="results"><h2>Pear crisp</h2>
      <h2>Pear butter</h2></div>
      """
    #expect(throws: ImportError.noRecipe) {
      try ImportFixtures.recipes(in: written.page(body: body), pageURL: nil)
    }
  }

  @Test func aToolbarsButtonsThatOpenNoPanelHeadNothing() throws {
    let body = """
      <h1>Pear crisp</h1><ul class="toolbar"><li><button>Ingredients</button></li>
      <li><button>Instructions</button></li><li><button>Print</button></li></ul>
      <h2>Ingredients</h2><ul><li>4 pears</li></ul><h2>Instructions</h2><ol><li>Bake.</li></ol>
      """
    let recipe = try written.onlyRecipe(written.page(body: body))
    #expect(recipe.ingredients.map(\.text) == ["4 pears"])
    #expect(recipe.steps == ["Bake."])
  }
}
