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
    store.send(.fieldChanged(.steps, "Cream the butter.\nBake at 170 °C.")) {
      $0.draft.steps = "Cream the butter.\nBake at 170 °C."
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
    #expect(store.state.draft.steps.split(separator: "\n").count == 3)
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
    draft.steps = "Whisk together:\n## The sauce\nSimmer.\n\n### Assembly\nLayer.\nBake."
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
  }

  @Test func aHashWithoutASpaceIsNoHeading() throws {
    var draft = RecipeDraft()
    draft.name = "Cake"
    draft.steps = "#1 Mix.\nBake."
    #expect(try draft.recipe(id: "mine-1", original: nil).steps == ["#1 Mix.", "Bake."])
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
