import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("EditorFeature")
struct EditorFeatureTests {
  nonisolated private static let newID = Recipe.ID(rawValue: "mine-new")

  private func makeStore(
    recipe: Recipe? = nil, library: Library, importer: Importer = .failing
  ) -> TestStore<EditorFeature.State, EditorFeature.Action> {
    TestStore(
      initialState: EditorFeature.State(recipe: recipe, newID: Self.newID),
      reducer: EditorFeature(library: library, importer: importer))
  }

  @Test func aNewRecipeIsWrittenAndSavedAsTheCooksOwn() async throws {
    let library = InMemoryLibrary()
    let store = makeStore(library: library.client)
    store.send(.fieldChanged(.name, "Shortbread")) { $0.draft.name = "Shortbread" }
    store.send(.fieldChanged(.servings, "12")) { $0.draft.servings = "12" }
    store.send(.fieldChanged(.ingredients, "225 g butter\n\n110 g sugar\n")) {
      $0.draft.ingredients = "225 g butter\n\n110 g sugar\n"
    }
    store.send(.stepChanged(0, "Cream the butter.")) { $0.draft.steps = ["Cream the butter."] }
    store.send(.stepAdded(after: 0)) { $0.draft.steps = ["Cream the butter.", ""] }
    store.send(.stepChanged(1, "Bake at 170 °C.")) {
      $0.draft.steps = ["Cream the butter.", "Bake at 170 °C."]
    }
    #expect(store.state.hasUnsavedChanges)
    let expected = Recipe(
      id: Self.newID, name: "Shortbread",
      instructions: "Cream the butter.\n\nBake at 170 °C.",
      ingredients: [
        Ingredient(name: "225 g butter", measure: "", text: "225 g butter"),
        Ingredient(name: "110 g sugar", measure: "", text: "110 g sugar"),
      ],
      stepSections: [StepSection(steps: ["Cream the butter.", "Bake at 170 °C."])],
      servings: 12)
    store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.success(expected))) {
      $0.isSaving = false
      $0.original = expected
      $0.savedDraft = $0.draft
    }
    #expect(!store.state.hasUnsavedChanges)
    #expect(await library.allRecipes == [expected])
    await store.finish()
  }

  @Test func aNameIsRequiredAndNumbersMustBeWhole() async {
    let store = makeStore(library: .failing)
    store.send(.saveTapped) { $0.errorMessage = "A recipe needs a name." }
    store.send(.fieldChanged(.name, "Scones")) {
      $0.draft.name = "Scones"
      $0.errorMessage = nil
    }
    store.send(.fieldChanged(.prepMinutes, "ten")) {
      $0.draft.prepMinutes = "ten"
      $0.errorMessage = nil
    }
    store.send(.saveTapped) {
      $0.errorMessage = "“Preparation minutes” must be a whole number, or empty."
    }
    store.send(.fieldChanged(.prepMinutes, "10")) {
      $0.draft.prepMinutes = "10"
      $0.errorMessage = nil
    }
    await store.finish()
  }

  @Test func editingACatalogRecipeSavesACopyAndLeavesTheOriginal() async throws {
    let library = InMemoryLibrary(recipes: [.mockDessert])
    let store = makeStore(recipe: .mockDessert, library: library.client)
    #expect(store.state.isCopy)
    #expect(store.state.draft.name == "Walnut Brownies")
    #expect(store.state.draft.steps.count == 3)
    store.send(.fieldChanged(.name, "Fudgy Walnut Brownies")) {
      $0.draft.name = "Fudgy Walnut Brownies"
    }
    store.send(.saveTapped) { $0.isSaving = true }
    let copy = try #require(try? store.state.draft.recipe(id: Self.newID, original: .mockDessert))
    await store.receive(.saveResponse(.success(copy))) {
      $0.isSaving = false
      $0.original = copy
      $0.savedDraft = $0.draft
    }
    #expect(Set(await library.allRecipes.map(\.id)) == [Recipe.mockDessert.id, Self.newID])
    #expect(copy.tags == Recipe.mockDessert.tags)
    #expect(copy.area == "American")
    await store.finish()
  }

  @Test func editingAnOwnRecipeReplacesIt() async {
    let own = Recipe(id: "mine-1", name: "Scones", servings: 8)
    let library = InMemoryLibrary(recipes: [own], favorites: ["mine-1"])
    let store = makeStore(recipe: own, library: library.client)
    #expect(store.state.id == "mine-1")
    #expect(!store.state.isCopy)
    store.send(.fieldChanged(.servings, "10")) { $0.draft.servings = "10" }
    store.send(.saveTapped) { $0.isSaving = true }
    let saved = Recipe(id: "mine-1", name: "Scones", servings: 10)
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.original = saved
      $0.savedDraft = $0.draft
    }
    #expect(await library.allRecipes == [saved])
    #expect(await library.favoriteIDs() == ["mine-1"])
    await store.finish()
  }

  @Test func aChosenPictureIsKeptInTheDataFolderBeforeSaving() async {
    let library = InMemoryLibrary()
    var importer = Importer.failing
    let chosen = URL(fileURLWithPath: "/home/cook/Pictures/scones.jpg")
    let kept = URL(fileURLWithPath: "/data/recipes/pictures/\(Self.newID.rawValue).jpg")
    importer.keepPicture = { file, id in
      #expect(file == chosen)
      #expect(id == Self.newID)
      return kept
    }
    let store = makeStore(library: library.client, importer: importer)
    store.send(.fieldChanged(.name, "Scones")) { $0.draft.name = "Scones" }
    store.send(.pictureChosen(chosen)) { $0.draft.picture = chosen }
    store.send(.saveTapped) { $0.isSaving = true }
    let saved = Recipe(id: Self.newID, name: "Scones", thumbnailURL: kept)
    await store.receive(.saveResponse(.success(saved))) {
      $0.isSaving = false
      $0.original = saved
      $0.draft.picture = kept
      $0.savedDraft = $0.draft
    }
    await store.finish()
  }

  @Test func closingWithUnsavedChangesAsksFirst() async {
    let store = makeStore(library: .failing)
    store.send(.closeRequested)
    store.send(.fieldChanged(.name, "Scones")) { $0.draft.name = "Scones" }
    store.send(.closeRequested) { $0.isConfirmingClose = true }
    store.send(.keepEditingTapped) { $0.isConfirmingClose = false }
    store.send(.closeRequested) { $0.isConfirmingClose = true }
    store.send(.discardConfirmed) {
      $0.isConfirmingClose = false
      $0.draft = RecipeDraft()
    }
    await store.finish()
  }

  @Test func aFailedSaveSaysWhyAndKeepsTheChanges() async {
    var library = Library.failing
    library.saveMine = { _ in throw RecipesError.library("disk full") }
    let store = makeStore(library: library)
    store.send(.fieldChanged(.name, "Scones")) { $0.draft.name = "Scones" }
    store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(.library("disk full")))) {
      $0.isSaving = false
      $0.errorMessage = RecipesError.library("disk full").message
    }
    #expect(store.state.hasUnsavedChanges)
    await store.finish()
  }
}

@Suite("RecipeDraft")
struct RecipeDraftTests {
  @Test func headingsMakeIngredientGroupsAndStepSections() throws {
    var draft = RecipeDraft()
    draft.name = "Lasagne"
    draft.ingredients = "## For the sauce\n400 g tomatoes\nBasil\n##\nSalt"
    draft.steps = [
      "Whisk together:", "## The sauce", "Simmer.", "", "### Assembly", "Layer.", "Bake.",
    ]
    let recipe = try draft.recipe(id: "mine-1", original: nil)
    #expect(recipe.ingredients.map(\.group) == ["For the sauce", "For the sauce", nil])
    #expect(recipe.ingredients.map(\.text) == ["400 g tomatoes", "Basil", "Salt"])
    #expect(
      recipe.stepSections == [
        StepSection(title: nil, steps: ["Whisk together:"]),
        StepSection(title: "The sauce", steps: ["Simmer."]),
        StepSection(title: "Assembly", steps: ["Layer.", "Bake."]),
      ])
    // What the editor shows of the saved recipe reads back as the same recipe.
    #expect(try RecipeDraft(recipe).recipe(id: "mine-1", original: nil) == recipe)
    #expect(RecipeDraft(recipe).ingredients == "## For the sauce\n400 g tomatoes\nBasil\n##\nSalt")
    #expect(
      RecipeDraft(recipe).steps == [
        "Whisk together:", "## The sauce", "Simmer.", "## Assembly", "Layer.", "Bake.",
      ])
    #expect(
      RecipeDraft.stepNumbers(RecipeDraft(recipe).steps) == [1, nil, 2, nil, 3, 4],
      "a heading row is no step")
  }

  @Test func aHashWithoutASpaceIsNoHeading() throws {
    var draft = RecipeDraft()
    draft.name = "Cake"
    draft.steps = ["#1 Mix.", "Bake."]
    #expect(try draft.recipe(id: "mine-1", original: nil).steps == ["#1 Mix.", "Bake."])
  }
}

/// The editor's steps, a row each: a step written over several lines stays one step.
@MainActor
@Suite("Editor: steps as rows")
struct EditorStepRowsTests {
  @Test func aStepOfSeveralLinesIsOneStepAndRowsMoveAndGo() throws {
    var rows = EditorFeature.steps([""], after: .stepChanged(0, "Knead.\nRest an hour."))
    #expect(rows == ["Knead.\nRest an hour."])
    rows = EditorFeature.steps(rows, after: .stepAdded(after: nil))
    rows = EditorFeature.steps(rows, after: .stepChanged(1, "Bake."))
    rows = EditorFeature.steps(rows, after: .stepAdded(after: 0))
    #expect(rows == ["Knead.\nRest an hour.", "", "Bake."])
    rows = EditorFeature.steps(rows, after: .stepChanged(1, "Shape."))
    rows = EditorFeature.steps(rows, after: .stepMoved(2, by: -1))
    #expect(rows == ["Knead.\nRest an hour.", "Bake.", "Shape."])
    // Nothing moves past either end.
    #expect(EditorFeature.steps(rows, after: .stepMoved(0, by: -1)) == rows)
    #expect(EditorFeature.steps(rows, after: .stepMoved(2, by: 1)) == rows)
    rows = EditorFeature.steps(rows, after: .stepMoved(1, by: 1))
    #expect(rows == ["Knead.\nRest an hour.", "Shape.", "Bake."])

    var draft = RecipeDraft()
    draft.name = "Loaf"
    draft.steps = rows + ["  "]
    let recipe = try draft.recipe(id: "mine-loaf", original: nil)
    #expect(recipe.steps == ["Knead.\nRest an hour.", "Shape.", "Bake."])
    #expect(RecipeDraft(recipe).steps == ["Knead.\nRest an hour.", "Shape.", "Bake."])

    // The last row removed leaves one empty row to type into.
    #expect(EditorFeature.steps(["Bake."], after: .stepRemoved(0)) == [""])
    #expect(RecipeDraft().steps == [""])
    #expect(RecipeDraft(Recipe(id: "mine-x", name: "X")).steps == [""])
  }

  @Test func removingAStepIsAnUnsavedChange() async {
    let own = Recipe(id: "mine-1", name: "Scones", instructions: "Rub.\nBake.")
    let store = TestStore(
      initialState: EditorFeature.State(recipe: own, newID: "mine-new"),
      reducer: EditorFeature(library: .failing, importer: .failing))
    #expect(store.state.draft.steps == ["Rub.", "Bake."])
    store.send(.stepRemoved(0)) { $0.draft.steps = ["Bake."] }
    #expect(store.state.hasUnsavedChanges)
    await store.finish()
  }
}

/// The editor's description, tags and source.
@Suite("Editor: description, tags, source")
struct EditorDraftFieldsTests {
  @Test func descriptionTagsAndSourceAreSavedAndReadBack() throws {
    var draft = RecipeDraft()
    draft.name = "Scones"
    draft.summary = "  Craggy and quick.  "
    draft.tags = "Baking, quick , ,baking, Tea"
    draft.source = "oldmill.test/scones"
    let recipe = try draft.recipe(id: "mine-1", original: nil)
    #expect(recipe.description == "Craggy and quick.")
    #expect(recipe.tags == ["Baking", "quick", "Tea"])
    #expect(recipe.sourceURL?.absoluteString == "https://oldmill.test/scones")
    let again = RecipeDraft(recipe)
    #expect(again.summary == "Craggy and quick.")
    #expect(again.tags == "Baking, quick, Tea")
    #expect(again.source == "https://oldmill.test/scones")
  }

  @Test(arguments: ["not an address", "ftp://files.test/x", "localhost", "https://"])
  func aSourceThatIsNoWebAddressIsRefused(_ source: String) {
    var draft = RecipeDraft()
    draft.name = "Scones"
    draft.source = source
    #expect(draft.problem == .notAnAddress, "\(source)")
  }

  @Test func emptyFieldsClearWhatTheRecipeHad() throws {
    let original = Recipe(
      id: "mine-1", name: "Scones", tags: ["Old"], sourceURL: URL(string: "https://a.test/x"),
      description: "Old words")
    var draft = RecipeDraft(original)
    draft.summary = ""
    draft.tags = ""
    draft.source = ""
    let recipe = try draft.recipe(id: original.id, original: original)
    #expect(recipe.description == nil && recipe.tags.isEmpty && recipe.sourceURL == nil)
  }
}
