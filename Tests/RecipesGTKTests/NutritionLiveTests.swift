import Foundation
import GtkInterop
import RecipesCore
import RecipesFixtures
import RecipesNutrition
import RecipesTestSupport
import XCTest

@testable import RecipesCLI
@testable import RecipesGTK

/// A recipe window's Nutrition section over the app's own store and live nutrition client,
/// on a library seeded with the shipped catalog: the figure is the command line's, a
/// correction changes the line's food, and a food table that cannot be read is said.
final class NutritionLiveTests: GTKTestCase {
  private static let shakshuka: Recipe.ID = "catalog-65"

  /// The app's dependencies over a fresh library in `directory`, offline.
  @MainActor
  private static func dependencies(in directory: TemporaryDirectory) throws -> AppDependencies {
    let options = try AppOptions.parse(["--offline", "--data-dir", directory.url.path])
    let console = Console(output: { _ in }, errors: { _ in })
    return try waitFor {
      try await AppDependencies.make(options, environment: [:], console: console)
    }
  }

  /// `recipes nutrition ID --json` over the same library: its calories per serving.
  @MainActor
  private static func commandLineCalories(_ id: Recipe.ID, in directory: TemporaryDirectory) throws
    -> Double
  {
    guard
      case .headless(let invocation) = Invocation.parse([
        "nutrition", "--json", "--offline", "--data-dir", directory.url.path, id.rawValue,
      ])
    else { throw CocoaError(.featureUnsupported) }
    let output = Locked("")
    let console = Console(output: { text in output.withLock { $0 += text } }, errors: { _ in })
    let status = try waitFor {
      await invocation.run(
        console: console, environment: [:], readInput: { Data() }, passwords: nil)
    }
    XCTAssertEqual(status, 0)
    let document = try JSONSerialization.jsonObject(with: Data(output.withLock { $0 }.utf8))
    let calories = ((document as? [String: Any])?["perServing"] as? [String: Any])?["calories"]
    return try XCTUnwrap(calories as? Double, "no calories in \(output.withLock { $0 })")
  }

  /// Runs `body` on the main actor while the GLib loop turns, until it returns.
  @MainActor
  private static func waitFor<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) throws
    -> T
  {
    let result = Locked<Result<T, any Error>?>(nil)
    Task { @MainActor in
      let outcome: Result<T, any Error>
      do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
      result.withLock { $0 = outcome }
    }
    pump(until: { result.withLock { $0 } != nil }, "never answered")
    return try XCTUnwrap(result.withLock { $0 }).get()
  }

  func testACatalogRecipesWindowShowsTheCommandLinesFigureAndTakesACorrection() throws {
    try MainActor.assumeIsolated {
      let directory = try TemporaryDirectory(label: "nutrition-live")
      let app = try Self.dependencies(in: directory)
      defer { app.shutdown() }
      let store = app.makeStore(opener: .failing, nutrition: true)
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      defer { withExtendedLifetime(flow) {} }
      store.send(.recipeActivated(Self.shakshuka))
      let window = try XCTUnwrap(flow.detailWindow(Self.shakshuka))
      let section = window.nutritionSection
      pump(until: { !section.shownRows.isEmpty }, "no nutrition shown")
      XCTAssertNil(store.state.detail(Self.shakshuka)?.nutritionFailure)

      let calories = try Self.commandLineCalories(Self.shakshuka, in: directory)
      XCTAssertGreaterThan(calories, 50)
      XCTAssertEqual(section.shownRows.first?.name, "Energy")
      XCTAssertEqual(section.shownRows.first?.value, "\(Int(calories.rounded())) kcal")

      // The feta, counted as the table's feta, is the cook's to change.
      let fetaBefore = try XCTUnwrap(section.shownLines["feta"])
      XCTAssertTrue(fetaBefore.localizedCaseInsensitiveContains("feta"), fetaBefore)
      try XCTUnwrap(section.changeButtons["feta"]).click()
      pump(until: { section.picker.isOpen }, "the picker did not open")
      section.picker.searchEntry.type("cheddar")
      pump(until: { !section.picker.resultButtons.isEmpty }, "no cheddar in the table")
      let chosen = try XCTUnwrap(section.picker.resultButtons.first?.accessibleLabel)
      section.picker.resultButtons.first?.click()
      pump(
        until: { section.shownLines["feta"]?.contains(chosen) == true },
        "the line still counts as \(section.shownLines["feta"] ?? "nothing")")
      pump(
        until: { section.shownRows.first?.value != "\(Int(calories.rounded())) kcal" },
        "the figure did not follow the food chosen")
      store.send(.detailWindowClosed(Self.shakshuka))
    }
  }

  func testAFoodTableThatCannotBeReadIsSaidWhereTheFiguresWouldBe() throws {
    try MainActor.assumeIsolated {
      struct Damaged: Error {}
      let library = InMemoryLibrary(recipes: Recipe.mocks)
      let store = Store(
        initialState: AppFeature.State(),
        reducer: AppFeature(
          api: .offline, library: library.client, importer: .failing, clock: ManualClock(),
          opener: .failing, now: { testNow },
          nutrition: .live(FoodTableLoader(read: { throw Damaged() }))))
      let flow = FlowController(
        application: GTKTestCase.application, store: store, images: nil, today: testToday)
      defer { withExtendedLifetime(flow) {} }
      store.send(.recipeActivated(Recipe.mockPasta.id))
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      let section = window.nutritionSection
      pump(until: { section.root.isVisible }, "the section stayed hidden")
      XCTAssertTrue(section.failureLabel.isVisible)
      XCTAssertEqual(
        section.failureLabel.text,
        "Nutrition could not be worked out: the food table could not be read.")
      XCTAssertTrue(section.shownRows.isEmpty)
      store.send(.detailWindowClosed(Recipe.mockPasta.id))
    }
  }
}
