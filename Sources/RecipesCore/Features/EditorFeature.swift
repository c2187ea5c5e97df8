import Foundation

/// The recipe editor: a new recipe, one of the cook's own, or a copy of any other.
///
/// Editing a catalog or remote recipe saves the cook's own copy under a new `mine-` id and
/// leaves the original as it was. Closing with unsaved changes asks first
/// (`isConfirmingClose`); the app closes the window when `closeRequested` finds nothing
/// unsaved, on `discardConfirmed`, and after a save.
public struct EditorFeature: Reducer, Sendable {
  /// What an editor window holds.
  public struct State: Equatable, Sendable, Identifiable {
    /// The id the recipe is saved under: its own for a `mine` recipe, a new one otherwise.
    public let id: Recipe.ID
    /// The recipe as it was opened, or as last saved; nil for a new recipe not yet saved.
    public var original: Recipe?
    /// The fields as typed.
    public var draft: RecipeDraft
    /// The fields as they were opened or last saved.
    public var savedDraft: RecipeDraft
    /// Whether the library is saving.
    public var isSaving = false
    /// Why the last Save did not save (a validation problem or the library's failure).
    public var errorMessage: String?
    /// Whether the "discard unsaved changes?" question is showing.
    public var isConfirmingClose = false

    /// The editor of `recipe` (nil for a new recipe); `newID` is used unless `recipe` is
    /// already the cook's own.
    public init(recipe: Recipe?, newID: Recipe.ID) {
      let ownsRecipe = recipe?.id.origin == .mine
      id = ownsRecipe ? (recipe?.id ?? newID) : newID
      original = recipe
      draft = recipe.map(RecipeDraft.init) ?? RecipeDraft()
      savedDraft = draft
    }

    /// Whether the fields differ from what was opened or last saved.
    public var hasUnsavedChanges: Bool { draft != savedDraft }

    /// Whether saving makes the cook's own copy of a catalog or remote recipe.
    public var isCopy: Bool { original.map { $0.id != id } ?? false }
  }

  /// The editor's text fields.
  public enum Field: Equatable, Sendable, CaseIterable {
    /// "Name".
    case name
    /// "Category".
    case category
    /// "Cuisine".
    case cuisine
    /// "Servings".
    case servings
    /// Preparation minutes.
    case prepMinutes
    /// Cooking minutes.
    case cookMinutes
    /// "Ingredients", one per line.
    case ingredients
    /// "Description".
    case summary
    /// "Tags", separated by commas.
    case tags
    /// "Source", a web address.
    case source
    /// "Notes", the cook's own remarks.
    case notes
  }

  /// What can happen in the editor.
  public enum Action: Equatable, Sendable {
    /// A field's text changed.
    case fieldChanged(Field, String)
    /// The text of the step in row `index` changed.
    case stepChanged(Int, String)
    /// "Add step" was pressed (`after` nil: at the end), or Return in the step `after`.
    case stepAdded(after: Int?)
    /// The step in row `index` was removed.
    case stepRemoved(Int)
    /// The step in row `index` was moved up (`by` -1) or down (1).
    case stepMoved(Int, by: Int)
    /// A picture file was chosen (nil: the picture was removed).
    case pictureChosen(URL?)
    /// Save was pressed.
    case saveTapped
    /// The library saved the recipe (as returned), or failed to.
    case saveResponse(Result<Recipe, RecipesError>)
    /// The window's close button (or Escape, Ctrl+W) was pressed.
    case closeRequested
    /// "Discard" was chosen in the unsaved-changes question.
    case discardConfirmed
    /// "Keep editing" was chosen in the unsaved-changes question.
    case keepEditingTapped
    /// "Save" was chosen in the unsaved-changes question: save, and close once saved.
    case saveAndCloseTapped
  }

  private enum CancelID: Hashable, Sendable { case save(Recipe.ID) }

  private let library: Library
  private let importer: Importer

  /// Creates the feature with the library it saves to and the importer that keeps pictures.
  public init(library: Library, importer: Importer) {
    self.library = library
    self.importer = importer
  }

  /// Applies an editor action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fieldChanged(let field, let text):
      state.draft[field] = text
      if state.errorMessage != nil { state.errorMessage = state.draft.problem?.message }
      return .none

    case .stepChanged, .stepAdded, .stepRemoved, .stepMoved:
      state.draft.steps = Self.steps(state.draft.steps, after: action)
      if state.errorMessage != nil { state.errorMessage = state.draft.problem?.message }
      return .none

    case .pictureChosen(let url):
      state.draft.picture = url
      return .none

    case .saveTapped:
      guard !state.isSaving else { return .none }
      let recipe: Recipe
      do {
        recipe = try state.draft.recipe(id: state.id, original: state.original)
      } catch {
        state.errorMessage = error.message
        return .none
      }
      state.isSaving = true
      state.errorMessage = nil
      let keptPicture = state.original?.thumbnailURL
      return .run { [library, importer] send in
        let saved = await Result { () async throws -> Recipe in
          var recipe = recipe
          if let picture = recipe.thumbnailURL, picture.isFileURL, picture != keptPicture {
            recipe = recipe.withPicture(try await importer.keepPicture(picture, recipe.id))
          }
          try await library.saveMine([recipe])
          return recipe
        }
        await send(.saveResponse(saved))
      }
      .cancellable(id: CancelID.save(state.id), cancelInFlight: true)

    case .saveResponse(.success(let recipe)):
      state.isSaving = false
      state.original = recipe
      // What was typed is saved; the picture now points at the kept copy.
      state.draft.picture = recipe.thumbnailURL
      state.savedDraft = state.draft
      return .none

    case .saveResponse(.failure(let error)):
      state.isSaving = false
      state.errorMessage = error.message
      return .none

    case .closeRequested:
      state.isConfirmingClose = state.hasUnsavedChanges
      return .none

    case .discardConfirmed:
      state.isConfirmingClose = false
      state.draft = state.savedDraft
      return .cancel(id: CancelID.save(state.id))

    case .keepEditingTapped:
      state.isConfirmingClose = false
      return .none

    case .saveAndCloseTapped:
      // A save closes the editor (the app's part); one refused (no name) leaves it open,
      // saying why.
      state.isConfirmingClose = false
      return reduce(into: &state, action: .saveTapped)
    }
  }
}

extension EditorFeature {
  /// The step rows after a step's `action`; never none (one empty row to type into).
  public static func steps(_ rows: [String], after action: Action) -> [String] {
    var rows = rows.isEmpty ? [""] : rows
    switch action {
    case .stepChanged(let index, let text) where index >= 0:
      while rows.count <= index { rows.append("") }
      rows[index] = text
    case .stepAdded(let after):
      let position = after.map { min(max($0 + 1, 0), rows.count) } ?? rows.count
      rows.insert("", at: position)
    case .stepRemoved(let index) where rows.indices.contains(index):
      rows.remove(at: index)
    case .stepMoved(let index, let offset)
    where rows.indices.contains(index) && rows.indices.contains(index + offset):
      rows.swapAt(index, index + offset)
    default: break
    }
    return rows.isEmpty ? [""] : rows
  }
}

extension RecipeDraft {
  /// The text of `field`.
  public subscript(field: EditorFeature.Field) -> String {
    get {
      switch field {
      case .name: return name
      case .category: return category
      case .cuisine: return cuisine
      case .servings: return servings
      case .prepMinutes: return prepMinutes
      case .cookMinutes: return cookMinutes
      case .ingredients: return ingredients
      case .summary: return summary
      case .tags: return tags
      case .source: return source
      case .notes: return notes
      }
    }
    set {
      switch field {
      case .name: name = newValue
      case .category: category = newValue
      case .cuisine: cuisine = newValue
      case .servings: servings = newValue
      case .prepMinutes: prepMinutes = newValue
      case .cookMinutes: cookMinutes = newValue
      case .ingredients: ingredients = newValue
      case .summary: summary = newValue
      case .tags: tags = newValue
      case .source: source = newValue
      case .notes: notes = newValue
      }
    }
  }
}
