import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The Style choice of the main menu: the main window drawn dark or light as chosen, the
/// menu showing the choice, the library remembering it.
final class WindowStyleTests: GTKTestCase {
  /// Gives the next case the desktop's style again (libadwaita keeps one style manager).
  override func tearDownWithError() throws {
    MainActor.assumeIsolated { StyleManager()?.colorScheme = .followSystem }
    try super.tearDownWithError()
  }

  func testChoosingDarkOrLightInTheMenuRedrawsTheMainWindowAndIsRemembered() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let log = ActionLog<AppFeature.Action>()
      let store = makeStore(clock: ManualClock(), log: log, library: library)
      let commands = installApplicationCommands(store)
      let style = WindowStyle(store: store)
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      store.send(.list(.onAppear))
      window.present()
      let styleAction = try XCTUnwrap(GTKTestCase.application.action(named: "style"))
      XCTAssertEqual(styleAction.choice, "follow-system", "a first launch follows the desktop")

      styleAction.activate(choosing: "dark")
      XCTAssertEqual(store.state.appearance.style, .dark)
      XCTAssertEqual(styleAction.choice, "dark", "the menu shows the choice")
      let dark = settledLuminance(of: window.parentWindow) { $0 < 0.3 }
      XCTAssertLessThan(try XCTUnwrap(dark), 0.3, "the main window's background in dark")
      pump(until: { log.actions.contains(.appearance(.styleSaveResponse(.success(.dark)))) })

      styleAction.activate(choosing: "light")
      XCTAssertEqual(styleAction.choice, "light")
      let light = settledLuminance(of: window.parentWindow) { $0 > 0.7 }
      XCTAssertGreaterThan(try XCTUnwrap(light), 0.7, "the main window's background in light")
      pump(until: { log.actions.contains(.appearance(.styleSaveResponse(.success(.light)))) })
      _ = (commands, style)
    }
  }

  func testAStyleReadBeforeTheStoreIsTheFirstWindowsFromItsFirstFrame() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = Store(
        initialState: AppFeature.State(style: .dark),
        reducer: AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
          opener: .failing, now: { testNow }))
      let style = WindowStyle(store: store)
      XCTAssertEqual(StyleManager()?.isDark, true, "dark before any window is built")
      let window = RecipeListWindow(application: GTKTestCase.application, store: store)
      window.present()
      // The first frame drawn, not one after a cross-fade from light.
      let first = settledLuminance(of: window.parentWindow) { _ in true }
      XCTAssertLessThan(try XCTUnwrap(first), 0.3, "the first frame is dark")
      _ = style
    }
  }

  func testTheStyleReadAtLaunchIsTheStyleTheWindowsHave() throws {
    try MainActor.assumeIsolated {
      let library = InMemoryLibrary(
        recipes: Recipe.mocks, preferences: [StylePreference.preferenceKey: "dark"])
      let store = makeStore(clock: ManualClock(), log: ActionLog(), library: library)
      let commands = installApplicationCommands(store)
      let style = WindowStyle(store: store)
      store.send(.launched)
      pump(until: { store.state.appearance.style == .dark }, "the saved style was not read")
      XCTAssertEqual(StyleManager()?.colorScheme, .forceDark)
      XCTAssertEqual(StyleManager()?.isDark, true)
      XCTAssertEqual(GTKTestCase.application.action(named: "style")?.choice, "dark")
      _ = (commands, style)
    }
  }
}

/// The relative luminance (WCAG: 0 black … 1 white) of the window's background, where the
/// grid shows no card, once `settled` holds (libadwaita cross-fades a change of style) or
/// five seconds have passed.
@MainActor
func settledLuminance(of window: Window, _ settled: (Double) -> Bool) -> Double? {
  var luminance: Double?
  let deadline = Date().addingTimeInterval(5)
  repeat {
    _ = MainLoop.iterate()
    luminance = window.renderedTexture().map(backgroundLuminance)
    if let luminance, settled(luminance) { break }
    usleep(1_000)
  } while Date() < deadline
  return luminance
}

func backgroundLuminance(_ texture: Texture) -> Double {
  let (width, height) = texture.size
  // Halfway down, at the left edge: the grid's own margin, left of the cards.
  let pixel = texture.pixels()[(height / 2) * width + 6]
  func linear(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
}
