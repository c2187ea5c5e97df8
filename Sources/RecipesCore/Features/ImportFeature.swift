import Foundation

/// The import dialog: an address, or a chosen file or folder (imported at once), Import, a
/// spinner that Cancel stops.
///
/// On success the recipes are saved and the app closes the dialog; on failure the error's
/// one-line message shows and the dialog stays as it was, address included, so the cook can
/// correct it or follow the message's advice.
public struct ImportFeature: Reducer, Sendable {
  /// What the dialog holds.
  public struct State: Equatable, Sendable {
    /// The web address or file path typed (or filled in by "Choose file…").
    public var address: String
    /// Whether an import is running (the spinner shows, Import is disabled, Cancel works).
    public var isImporting = false
    /// What went wrong with the last import, as a sentence with a way out.
    public var errorMessage: String?
    /// The recipes the last import saved.
    public var imported: [Recipe] = []
    /// Which of them the library held before (imported again: brought up to date, not
    /// copied).
    public var alreadyHeld: Set<Recipe.ID> = []

    /// Creates the dialog's state, with `address` filled in.
    public init(address: String = "") {
      self.address = address
    }

    /// Whether Import can be pressed: there is an address and nothing is running.
    public var canImport: Bool {
      !isImporting && !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
  }

  /// What can happen in the dialog.
  public enum Action: Equatable, Sendable {
    /// The address entry's text changed.
    case addressChanged(String)
    /// A file or folder was chosen with "Choose file…" or "Choose folder…": it is imported
    /// at once.
    case fileChosen(URL)
    /// Import was pressed (or Enter in the entry).
    case importTapped
    /// Cancel was pressed while importing.
    case cancelTapped
    /// The importer answered: the recipes saved, or why nothing was; `alreadyHeld` names
    /// those the library held before the import (imported again, not copied).
    case importResponse(Result<[Recipe], ImportError>, alreadyHeld: Set<Recipe.ID> = [])
  }

  private enum CancelID { case importing }

  private let importer: Importer
  private let heldIDs: @Sendable () async -> Set<Recipe.ID>

  /// Creates the feature with the importer it uses; `heldIDs` reads the cook's recipes
  /// before an import, to tell those imported again from new ones (none when not given).
  public init(
    importer: Importer, heldIDs: @escaping @Sendable () async -> Set<Recipe.ID> = { [] }
  ) {
    self.importer = importer
    self.heldIDs = heldIDs
  }

  /// Applies a dialog action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addressChanged(let address):
      state.address = address
      return .none

    case .fileChosen(let url):
      guard !state.isImporting else { return .none }
      state.address = url.path
      state.errorMessage = nil
      return startImport(&state)

    case .importTapped:
      return startImport(&state)

    case .cancelTapped:

      guard state.isImporting else { return .none }
      state.isImporting = false
      return .cancel(id: CancelID.importing)

    case .importResponse(.success(let recipes), let alreadyHeld):
      state.isImporting = false
      state.imported = recipes
      state.alreadyHeld = alreadyHeld
      return .none

    case .importResponse(.failure(let error), _):
      state.isImporting = false
      state.errorMessage = error.windowMessage
      return .none
    }
  }

  /// Starts importing the address, if there is one and nothing is running.
  private func startImport(_ state: inout State) -> Effect<Action> {
    guard state.canImport else { return .none }
    state.isImporting = true
    state.errorMessage = nil
    let address = state.address.trimmingCharacters(in: .whitespacesAndNewlines)
    return .run { [importer, heldIDs] send in
      let result: Result<[Recipe], ImportError>
      var alreadyHeld: Set<Recipe.ID> = []
      do {
        let source = try await importer.source(address, nil)
        // A recipe imported again keeps its identifier (`Importer.importSources`): those
        // held before are the ones imported again.
        let held = await heldIDs()
        let recipes = try await importer.importSources([source])
        alreadyHeld = Set(recipes.map(\.id)).intersection(held)
        result = .success(recipes)
      } catch {
        result = .failure(ImportError(error))
      }
      await send(.importResponse(result, alreadyHeld: alreadyHeld))
    }
    .cancellable(id: CancelID.importing, cancelInFlight: true)
  }
}

extension Library {
  /// The identifiers of the cook's own recipes, which a page or file imported again keeps
  /// (`ImportFeature`'s `heldIDs`); none when the library cannot say, so that every recipe
  /// is then said to be imported.
  public var ownRecipeIDs: @Sendable () async -> Set<Recipe.ID> {
    { [recipes] in
      let own = try? await recipes(RecipeFilter(mineOnly: true), 0..<Int.max)
      return Set((own ?? []).map(\.id))
    }
  }
}
