import Foundation

/// The pantry and "what can I make?": its window, the lines of what is at home, and the
/// recipes ranked by how few of their ingredients are missing.
///
/// The library keeps the pantry; the state holds the last read of it and of the ranking.
/// Adding reads both back; removing changes the state at once, writes behind it and offers
/// Undo for `undoDuration` on the injected clock. The ranking is limited to the recipes the
/// window's search (the main search's syntax: words, `in:`, `-in:`, `cat:`, `area:`) lets
/// through; a newer read replaces an older one still running.
public struct PantryFeature: Reducer, Sendable {
  /// What the app knows of the pantry.
  public struct State: Equatable, Sendable {
    /// Whether the pantry window is open.
    public var isOpen = false
    /// Counts the requests to open the window, so asking again while it is open raises it.
    public var openRequest = 0
    /// The pantry's lines, in their order.
    public var items: [PantryItem] = []
    /// The recipes that can be made, best first (at most `shownLimit`).
    public var cookable: [CookableRecipe] = []
    /// The search's text the ranking is limited by.
    public var queryText = ""
    /// Waiting for the library.
    public var isLoading = false
    /// Why the pantry could not be read or saved.
    public var error: RecipesError?
    /// The item removed last, while it can still be put back (the toast shows).
    public var removed: PantryItem?
    /// Numbers the reads, so an answer to an older read arriving late is dropped.
    public var readSequence = 0
    /// Whether salt, pepper, water and ice count as at home (a preference).
    public var staplesAtHome = true

    /// Creates an empty, unread pantry with its window closed.
    public init() {}
  }

  /// What one read of the library gave.
  public struct Contents: Equatable, Sendable {
    /// The pantry's lines.
    public var items: [PantryItem]
    /// The recipes ranked.
    public var cookable: [CookableRecipe]

    /// Creates a read's result.
    public init(items: [PantryItem], cookable: [CookableRecipe]) {
      self.items = items
      self.cookable = cookable
    }
  }

  /// What can happen to the pantry.
  public enum Action: Equatable, Sendable {
    /// "Pantry" was chosen: open its window (and read it).
    case openTapped
    /// The window was closed.
    case windowClosed
    /// The pantry is wanted again (the library changed): read it.
    case loadRequested
    /// The library answered read number `sequence`.
    case loaded(sequence: Int, Result<Contents, RecipesError>)
    /// The cook wrote lines of what is at home ("2 onions").
    case itemsAdded([String])
    /// An item's remove button was clicked.
    case itemRemoved(String)
    /// The library took the item out (for Undo), or failed to.
    case removeResponse(Result<PantryItem?, RecipesError>)
    /// "Undo" was pressed on the removal's toast.
    case undoTapped
    /// The time to undo ran out, or the toast was closed.
    case undoExpired
    /// The window's search changed: rank within what it lets through.
    case queryChanged(String)
    /// The preferences window opened: read whether staples count as at home.
    case staplesAtHomeRequested
    /// The library answered whether staples count as at home.
    case staplesAtHomeLoaded(Bool)
    /// The cook said whether staples count as at home.
    case staplesAtHomeChanged(Bool)
    /// A change could not be saved.
    case writeFailed(RecipesError)
  }

  /// How long Undo stays offered after a removal.
  public static let undoDuration = Duration.seconds(6)
  /// How many recipes the window shows at most.
  public static let shownLimit = 100

  private enum CancelID { case read, undoTimer }

  private let library: Library
  /// The pantry's writes, saved in the order the cook made them (staples switched on and
  /// off again, an item put back and taken off).
  private let writes = WritesInOrder()
  private let clock: any Clock<Duration>

  /// Creates the feature over the library that keeps the pantry, with the clock Undo's time
  /// runs on.
  public init(library: Library, clock: any Clock<Duration>) {
    self.library = library
    self.clock = clock
  }

  /// Applies a pantry action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .openTapped:
      state.isOpen = true
      state.openRequest += 1
      return read(&state)

    case .windowClosed:
      state.isOpen = false
      return .none

    case .loadRequested:
      // Nobody shows it while the window is closed: the next opening reads it.
      return state.isOpen ? read(&state) : .none

    case .loaded(let sequence, let result):
      guard sequence == state.readSequence else { return .none }
      state.isLoading = false
      switch result {
      case .success(let contents):
        state.items = contents.items
        state.cookable = contents.cookable
        state.error = nil
      case .failure(let error):
        state.error = error
      }
      return .none

    case .itemsAdded(let texts):
      let lines = texts.compactMap(PantryItem.trimmed)
      guard !lines.isEmpty else { return .none }
      return write(&state) { library in _ = try await library.pantry.add(lines) }

    case .itemRemoved(let id):
      guard state.items.contains(where: { $0.id == id }) else { return .none }
      state.items.removeAll { $0.id == id }
      let removed = writes.queue { [library] in
        await Result { try await library.pantry.remove(id) }
      }
      return .run { send in await send(.removeResponse(await removed.value)) }

    case .removeResponse(.success(let item)):
      state.removed = item
      guard item != nil else { return read(&state) }
      return .merge(
        read(&state),
        .send(.undoExpired, after: Self.undoDuration, on: clock, id: CancelID.undoTimer))

    case .removeResponse(.failure(let error)):
      return reduce(into: &state, action: .writeFailed(error))

    case .undoTapped:
      guard let item = state.removed else { return .none }
      state.removed = nil
      return .merge(
        .cancel(id: CancelID.undoTimer),
        write(&state) { library in try await library.pantry.restore(item) })

    case .undoExpired:
      state.removed = nil
      return .cancel(id: CancelID.undoTimer)

    case .queryChanged(let text):
      guard text != state.queryText else { return .none }
      state.queryText = text
      return read(&state)

    case .staplesAtHomeRequested:
      return .run { [library] send in
        // A preference that cannot be read is the default: staples are at home.
        let stored = try? await library.preference(PantryPreferences.staplesAtHomeKey)
        await send(.staplesAtHomeLoaded(PantryPreferences.staplesAtHome(stored)))
      }

    case .staplesAtHomeLoaded(let atHome):
      state.staplesAtHome = atHome
      return .none

    case .staplesAtHomeChanged(let atHome):
      guard atHome != state.staplesAtHome else { return .none }
      state.staplesAtHome = atHome
      return write(&state) { library in
        try await library.setPreference(PantryPreferences.staplesAtHomeKey, String(atHome))
      }

    case .writeFailed(let error):
      let effect = read(&state)
      state.error = error
      return effect
    }
  }

  // MARK: - Effects

  /// Reads the pantry and ranks the recipes the search lets through.
  private func read(_ state: inout State) -> Effect<Action> {
    state.readSequence += 1
    state.isLoading = true
    let request = Self.request(state)
    return .run { [library, sequence = state.readSequence] send in
      await send(.loaded(sequence: sequence, await Self.contents(of: library, request)))
    }
    .cancellable(id: CancelID.read, cancelInFlight: true)
  }

  /// The ranking the window asks for: what its search lets through, at most `shownLimit`.
  private static func request(_ state: State) -> CookableRequest {
    CookableRequest(query: SearchQuery(parsing: state.queryText), limit: shownLimit)
  }

  private static func contents(of library: Library, _ request: CookableRequest) async
    -> Result<Contents, RecipesError>
  {
    await Result {
      Contents(
        items: try await library.pantry.items(),
        cookable: try await library.pantry.cookable(request))
    }
  }

  /// Runs `change` on the library after the writes asked for before it, then reads the
  /// pantry back; reports a failure as `writeFailed`.
  private func write(
    _ state: inout State, _ change: @escaping @Sendable (Library) async throws -> Void
  ) -> Effect<Action> {
    state.readSequence += 1
    state.isLoading = true
    let request = Self.request(state)
    // Queued now, while the reducer runs in the order of the cook's actions.
    let written = writes.queueChange { [library] in try await change(library) }
    return .run { [library, sequence = state.readSequence] send in
      if let error = await written.value {
        await send(.writeFailed(error))
        return
      }
      await send(.loaded(sequence: sequence, await Self.contents(of: library, request)))
    }
  }
}
