import Foundation
import RecipesCLI
import RecipesCore
import RecipesFixtures
import Testing

/// The window's dependencies, made on the main thread before GTK's loop runs: the library's
/// opening is waited for there, and the store made from them reads the list at once.
@MainActor
@Suite struct WindowStartupTests {
  private let console = Console(output: { _ in }, errors: { _ in })

  @Test func theStoreMadeBeforeTheLoopReadsTheSeededLibrary() async throws {
    let directory = try TemporaryDirectory(label: "window-startup")
    let options = try AppOptions.parse(["--offline", "--data-dir", directory.url.path])
    let opening = AppDependencies.openLibrary(options, environment: [:], verifyingIntegrity: false)
    let dependencies = try AppDependencies.makeWaiting(options, for: opening, console: console)
    defer { dependencies.shutdown() }
    #expect(dependencies.isOffline)
    #expect(dependencies.location.libraryDirectory.path.hasPrefix(directory.url.path))

    let store = dependencies.makeStore(opener: URLOpener { _ in })
    await store.send(.list(.onAppear)).finish()
    #expect(store.state.list.status == .loaded)
    #expect(store.state.list.recipes.count == (try Catalog().entries.count))
  }

  @Test func aLibraryThatCannotOpenIsReportedNotWaitedForever() throws {
    let options = try AppOptions.parse(["--offline", "--data-dir", "/proc/no-such-library"])
    let opening = AppDependencies.openLibrary(options, environment: [:], verifyingIntegrity: false)
    #expect(throws: (any Error).self) {
      try AppDependencies.makeWaiting(options, for: opening, console: console)
    }
  }
}
