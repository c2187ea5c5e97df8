import RecipesCore
import RecipesTestSupport
import Testing

/// The search's results read again when the library changes: the same query, the remote
/// API's matches kept, a stale answer never landing over a newer one.
@MainActor
@Suite("SearchFeature rereads")
struct SearchRereadTests {
  private let clock = ManualClock()
  private static let pasta = SearchQuery(words: ["pasta"])
  private static let remoteOnly = RecipeSummary(id: "53999", name: "Pasta alla Norma")

  private func makeStore(library: Library, state: SearchFeature.State = answered)
    -> TestStore<SearchFeature.State, SearchFeature.Action>
  {
    TestStore(
      initialState: state,
      reducer: SearchFeature(api: .failing, library: library, clock: clock))
  }

  /// "pasta" answered by the library and, with one more, by the remote API.
  private static var answered: SearchFeature.State {
    var state = SearchFeature.State()
    state.text = "pasta"
    state.query = pasta
    state.remoteMatches = [remoteOnly]
    state.results = [Recipe.mockPasta.summary, remoteOnly]
    return state
  }

  @Test func withoutAQueryAChangeReadsNothing() async {
    let store = makeStore(library: .failing, state: SearchFeature.State())
    store.send(.libraryChanged)
    await store.finish()
  }

  @Test func aChangeReadsTheLibraryAgainAndKeepsTheRemoteMatches() async {
    let library = InMemoryLibrary(recipes: [.mockPasta, .mock])
    let store = makeStore(library: library.client)
    // A pasta of the cook's own saved elsewhere: it joins, before the remote one.
    let own = Recipe(id: "mine-pasta", name: "Pasta Bake")
    try? await library.client.saveMine([own])
    store.send(.libraryChanged)
    await store.receive(
      .rereadResponse(Self.pasta, .success([Recipe.mockPasta.summary, own.summary]))
    ) {
      $0.results = [Recipe.mockPasta.summary, own.summary, Self.remoteOnly]
    }
    #expect(!store.state.isSearching, "no spinner for a change")
    await store.finish()
  }

  @Test func aFailedRereadIsRecorded() async {
    var library = Library.failing
    library.search = { _, _ in throw RecipesError.library("disk I/O error") }
    let store = makeStore(library: library)
    store.send(.libraryChanged)
    await store.receive(.rereadResponse(Self.pasta, .failure(.library("disk I/O error")))) {
      $0.localError = .library("disk I/O error")
    }
    await store.finish()
  }

  @Test func aChangeBeforeTheFirstAnswerAsksTheLibraryAgain() async {
    // The library's first answer, awaited, may have been read before the change.
    var state = SearchFeature.State()
    state.text = "pasta"
    state.query = Self.pasta
    state.isSearching = true
    let library = InMemoryLibrary(recipes: [.mockPasta])
    var api = RecipesAPI.failing
    api.search = { _ in [] }
    let store = TestStore(
      initialState: state,
      reducer: SearchFeature(api: api, library: library.client, clock: clock))
    store.send(.libraryChanged)
    await store.receive(.localResponse(Self.pasta, .success([Recipe.mockPasta.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mockPasta.summary]
    }
    await store.receive(.remoteResponse(Self.pasta, .success([])))
    await store.finish()
  }

  @Test func aNewerChangeCancelsTheOlderReread() async {
    let reads = ReadCounter()
    var library = Library.failing
    library.search = { _, _ in
      // The first read hangs until cancelled; the second answers.
      if await reads.next() == 1 { try await suspendUntilCancelled() }
      return [Recipe.mockPasta.summary]
    }
    let store = makeStore(library: library)
    store.send(.libraryChanged)
    await reads.waitFor(1)
    store.send(.libraryChanged)
    await store.receive(.rereadResponse(Self.pasta, .success([Recipe.mockPasta.summary]))) {
      $0.results = [Recipe.mockPasta.summary, Self.remoteOnly]
    }
    await store.finish()
  }

  @Test func aRereadForAnOlderQueryIsDropped() async {
    let store = makeStore(library: .failing)
    store.send(.rereadResponse(SearchQuery(words: ["pie"]), .success([Recipe.mock.summary])))
    await store.finish()
  }

  @Test func aNewSearchForgetsTheOldRemoteMatches() async {
    var api = RecipesAPI.failing
    api.search = { _ in [] }
    let library = InMemoryLibrary(recipes: [.mock])
    let store = TestStore(
      initialState: Self.answered,
      reducer: SearchFeature(api: api, library: library.client, clock: clock))
    let pie = SearchQuery(words: ["pie"])
    store.send(.queryChanged("pie")) { $0.text = "pie" }
    store.send(.searchSubmitted) {
      $0.query = pie
      $0.isSearching = true
      $0.isSearchingRemote = true
      $0.remoteMatches = []
    }
    await store.receive(.localResponse(pie, .success([Recipe.mock.summary]))) {
      $0.isSearching = false
      $0.results = [Recipe.mock.summary]
    }
    await store.receive(.remoteResponse(pie, .success([]))) {
      $0.isSearchingRemote = false
      $0.remoteMatches = []
    }
    await store.finish()
  }
}

/// Counts library reads from concurrent effects, and lets a test wait for one.
private actor ReadCounter {
  private var count = 0

  func next() -> Int {
    count += 1
    return count
  }

  func waitFor(_ expected: Int) async {
    while count < expected { await Task.yield() }
  }
}
