import RecipesCore
import RecipesTestSupport
import Testing

/// The style chosen in the menu: shown at once, remembered in the library, read at launch.
@MainActor
@Suite("Appearance")
struct AppearanceFeatureTests {
  private func appStore(_ library: Library) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore.app(library: library, api: .failing)
  }

  @Test func aFirstLaunchFollowsTheDesktop() {
    #expect(AppFeature.State().appearance.style == .followSystem)
  }

  @Test func choosingAStyleShowsItAndSavesIt() async {
    let library = InMemoryLibrary()
    let store = appStore(library.client)
    store.send(.appearance(.styleChosen(.dark))) { $0.appearance.style = .dark }
    await store.receive(.appearance(.styleSaveResponse(.success(.dark))))
    #expect(await library.preferences == [StylePreference.preferenceKey: "dark"])
    store.send(.appearance(.styleChosen(.followSystem))) { $0.appearance.style = .followSystem }
    await store.receive(.appearance(.styleSaveResponse(.success(.followSystem))))
    await store.finish()
    #expect(await library.preferences == [StylePreference.preferenceKey: "follow-system"])
  }

  @Test func theStyleSavedIsTheStyleOfTheNextLaunch() async {
    let library = InMemoryLibrary()
    let first = appStore(library.client)
    first.send(.appearance(.styleChosen(.light))) { $0.appearance.style = .light }
    await first.receive(.appearance(.styleSaveResponse(.success(.light))))
    await first.finish()

    let next = appStore(library.client)
    next.send(.launched)
    await next.receive(inAnyOrder: [
      (.unitDisplayLoaded(nil), nil),
      (.appearance(.styleLoaded(.light)), { $0.appearance.style = .light }),
    ])
    await next.finish()
  }

  @Test func aStyleNeverChosenOrUnknownLeavesTheDesktopsStyle() async {
    let library = InMemoryLibrary(preferences: [StylePreference.preferenceKey: "sepia"])
    let store = appStore(library.client)
    store.send(.launched)
    await store.receive(inAnyOrder: [
      (.unitDisplayLoaded(nil), nil), (.appearance(.styleLoaded(nil)), nil),
    ])
    await store.finish()
    #expect(store.state.appearance.style == .followSystem)
  }

  @Test func aStyleTheLibraryCannotSaveIsStillShownAndTheFailureKept() async {
    var library = Library.failing
    library.setPreference = { _, _ in throw RecipesError.library("read-only database") }
    let store = appStore(library)
    store.send(.appearance(.styleChosen(.dark))) { $0.appearance.style = .dark }
    await store.receive(.appearance(.styleSaveResponse(.failure(.library("read-only database"))))) {
      $0.appearance.saveError = .library("read-only database")
    }
    // The next choice clears the old failure until the library answers again.
    store.send(.appearance(.styleChosen(.light))) {
      $0.appearance.style = .light
      $0.appearance.saveError = nil
    }
    await store.receive(.appearance(.styleSaveResponse(.failure(.library("read-only database"))))) {
      $0.appearance.saveError = .library("read-only database")
    }
    await store.finish()
  }
}
