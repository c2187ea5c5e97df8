import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@MainActor
@Suite("ImportFeature")
struct ImportFeatureTests {
  nonisolated private static let page = URL(fileURLWithPath: "/shortbread").webAddress
  nonisolated private static let address = page.absoluteString
  /// What the dialog says of a 403: a sentence, and what to do in the window.
  nonisolated private static let refused403 =
    "The site refused the download (HTTP 403). Save the page from your browser and "
    + "choose it with “Choose file…”."
  nonisolated private static let shortbread = Recipe(
    id: "mine-00000000-0000-0000-0000-000000000001", name: "Shortbread", sourceURL: page)

  private func makeStore(
    importer: Importer, address: String = ""
  ) -> TestStore<ImportFeature.State, ImportFeature.Action> {
    TestStore(
      initialState: ImportFeature.State(address: address),
      reducer: ImportFeature(importer: importer))
  }

  @Test func anAddressIsImportedAndTheSavedRecipesKept() async {
    var importer = Importer.failing
    importer.source = { address, pageURL in
      #expect(pageURL == nil)
      return .webPage(URL(string: address)!)
    }
    importer.importSources = { sources in
      #expect(sources == [.webPage(Self.page)])
      return [Self.shortbread]
    }
    let store = makeStore(importer: importer)
    store.send(.addressChanged("  \(Self.address) ")) { $0.address = "  \(Self.address) " }
    store.send(.importTapped) { $0.isImporting = true }
    await store.receive(.importResponse(.success([Self.shortbread]))) {
      $0.isImporting = false
      $0.imported = [Self.shortbread]
    }
    await store.finish()
  }

  @Test func aFailureShowsItsMessageAndKeepsTheAddress() async {
    var importer = Importer.failing
    importer.source = { address, _ in .webPage(URL(string: address)!) }
    importer.importSources = { _ in throw ImportError.refused(status: 403) }
    let store = makeStore(importer: importer, address: Self.address)
    store.send(.importTapped) { $0.isImporting = true }
    await store.receive(.importResponse(.failure(.refused(status: 403)))) {
      $0.isImporting = false
      $0.errorMessage = Self.refused403
    }
    #expect(store.state.address == Self.address)
    #expect(store.state.errorMessage?.contains("HTTP 403") == true)
    // Trying again clears the message while it runs.
    store.send(.importTapped) {
      $0.isImporting = true
      $0.errorMessage = nil
    }
    await store.receive(.importResponse(.failure(.refused(status: 403)))) {
      $0.isImporting = false
      $0.errorMessage = Self.refused403
    }
    await store.finish()
  }

  @Test func anAddressThatIsNoSourceFailsBeforeAnythingIsImported() async {
    var importer = Importer.failing
    importer.source = { address, _ in throw ImportError.notASource(address) }
    let store = makeStore(importer: importer, address: "grandma's notebook")
    store.send(.importTapped) { $0.isImporting = true }
    await store.receive(.importResponse(.failure(.notASource("grandma's notebook")))) {
      $0.isImporting = false
      $0.errorMessage =
        "“grandma's notebook” is not a web address, a recipe page, a backup or an export "
        + "of another recipe app."
    }
    await store.finish()
  }

  @Test func otherFailuresAreNetworkFailures() async {
    var importer = Importer.failing
    importer.source = { address, _ in .webPage(URL(string: address)!) }
    importer.importSources = { _ in throw RecipesError.timedOut }
    let store = makeStore(importer: importer, address: Self.address)
    store.send(.importTapped) { $0.isImporting = true }
    await store.receive(.importResponse(.failure(.unreachable(.timedOut)))) {
      $0.isImporting = false
      $0.errorMessage =
        "The page could not be fetched: it took too long to answer. Check the address and "
        + "the network, or choose a saved page with “Choose file…”."
    }
    await store.finish()
  }

  @Test func cancelStopsTheImportAndNothingArrives() async {
    var importer = Importer.failing
    importer.source = { address, _ in .webPage(URL(string: address)!) }
    importer.importSources = { _ in try await suspendUntilCancelled() }
    let store = makeStore(importer: importer, address: Self.address)
    store.send(.importTapped) { $0.isImporting = true }
    store.send(.cancelTapped) { $0.isImporting = false }
    await store.finish()
    #expect(store.state.imported.isEmpty)
  }

  @Test func nothingToImportWithoutAnAddressOrWhileImporting() async {
    let store = makeStore(importer: .failing, address: "   ")
    store.send(.importTapped)
    #expect(!store.state.canImport)
    await store.finish()
  }

  @Test func aChosenFileIsImportedAtOnce() async {
    var importer = Importer.failing
    importer.source = { address, _ in
      #expect(address == "/home/cook/saved page.html")
      return .recipeDocument(URL(fileURLWithPath: address))
    }
    importer.importSources = { _ in [Self.shortbread] }
    let store = makeStore(importer: importer, address: "https://elsewhere.example.org/x")
    store.send(.fileChosen(URL(fileURLWithPath: "/home/cook/saved page.html"))) {
      $0.address = "/home/cook/saved page.html"
      $0.isImporting = true
    }
    await store.receive(.importResponse(.success([Self.shortbread]))) {
      $0.isImporting = false
      $0.imported = [Self.shortbread]
    }
    await store.finish()
  }
}

extension URL {
  /// This path on the test site: a web address made without unwrapping an optional.
  fileprivate var webAddress: URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "cooking.example.org"
    components.path = path
    return components.url ?? self
  }
}
