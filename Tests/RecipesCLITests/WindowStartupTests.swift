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

  /// The dark launch: a cook who chose Dark gets a store that is dark from its first state,
  /// before any action (the window's `WindowStyle` applies that state as it is made, before
  /// the first window is built), read from the library on the thread that builds the window.
  @Test func theSavedStyleIsTheNewStoresBeforeAnythingIsSent() async throws {
    let directory = try TemporaryDirectory(label: "window-style")
    let options = try AppOptions.parse(["--offline", "--data-dir", directory.url.path])
    let first = try AppDependencies.makeWaiting(
      options,
      for: AppDependencies.openLibrary(options, environment: [:], verifyingIntegrity: false),
      console: console)
    #expect(first.savedStyle() == .followSystem, "a first launch follows the desktop")
    let store = first.makeStore(opener: URLOpener { _ in }, style: first.savedStyle())
    await store.send(.appearance(.styleChosen(.dark))).finish()
    #expect(store.state.appearance.saveError == nil)
    #expect(first.savedChoices().view == .recipes, "a first launch opens on the recipes")
    await store.send(.viewSelected(.shopping)).finish()
    first.shutdown()

    let next = try AppDependencies.makeWaiting(
      options,
      for: AppDependencies.openLibrary(options, environment: [:], verifyingIntegrity: false),
      console: console)
    defer { next.shutdown() }
    let style = next.savedStyle()
    #expect(style == .dark)
    #expect(next.savedChoices().view == .shopping, "the view shown last is opened again")
    let relaunched = next.makeStore(opener: URLOpener { _ in }, style: style)
    #expect(relaunched.state.appearance.style == .dark, "dark only once something is sent")
  }

  @Test func aLibraryThatCannotOpenIsReportedNotWaitedForever() throws {
    let options = try AppOptions.parse(["--offline", "--data-dir", "/proc/no-such-library"])
    let opening = AppDependencies.openLibrary(options, environment: [:], verifyingIntegrity: false)
    #expect(throws: (any Error).self) {
      try AppDependencies.makeWaiting(options, for: opening, console: console)
    }
  }
}
