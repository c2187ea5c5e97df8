import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// The Activities search's provider on the real session bus, called by `gdbus` as GNOME
/// Shell calls it: results, metas, a result chosen and "more results".
final class ShellSearchProviderTests: GTKTestCase {
  private static let rendang = Recipe(
    id: "catalog-rendang", name: "Beef Rendang", category: "Beef", area: "Malaysian",
    ingredients: [Ingredient(name: "Coconut milk", measure: "400 ml")], totalMinutes: 180)

  override func setUpWithError() throws {
    try super.setUpWithError()
    try XCTSkipIf(
      ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil,
      "No session bus: these tests run under dbus-run-session in `make test`.")
  }

  func testTheShellFindsARecipeSeesItsMetaOpensItAndAsksForMore() throws {
    try MainActor.assumeIsolated {
      let connection = try XCTUnwrap(DBusConnection.session())
      let picture = URL(fileURLWithPath: "/tmp/search-pictures/rendang.svg")
      let library = InMemoryLibrary(recipes: Recipe.mocks + [Self.rendang])
      var opened: [(Recipe.ID, UInt32)] = []
      var searched: [(String, UInt32)] = []
      let provider = ShellSearchProvider(
        search: ShellSearch(
          library: library.client,
          pictures: PictureFiles { $0.id == "catalog-rendang" ? picture : nil }),
        iconName: "org.recipesapp.Recipes", application: Self.application,
        openRecipe: { opened.append(($0, $1)) }, launchSearch: { searched.append(($0, $1)) })
      provider.export(on: connection)
      defer { provider.unexport() }
      @MainActor func call(_ method: String, _ arguments: String...) throws -> GDBusCall.Answer {
        try GDBusCall.call(
          destination: connection.uniqueName ?? "", path: ShellSearchProvider.objectPath,
          method: "org.gnome.Shell.SearchProvider2." + method, arguments: arguments
        ) {
          if !MainLoop.iterate() { usleep(1_000) }
        }
      }

      let initial = try call("GetInitialResultSet", "['rendang']")
      XCTAssertEqual(initial.output, "(['catalog-rendang'],)", initial.errors)
      let nothing = try call("GetInitialResultSet", "['quince', 'rendang']")
      XCTAssertEqual(nothing.output, "(@as [],)", nothing.errors)
      let refined = try call("GetSubsearchResultSet", "['52001']", "['beef', 'ren']")
      XCTAssertEqual(refined.output, "(['catalog-rendang'],)", refined.errors)

      let metas = try call("GetResultMetas", "['catalog-rendang', 'catalog-3', 'gone']")
      XCTAssertEqual(
        metas.output,
        "([{'description': <'Beef · 3 h'>, 'gicon': <'/tmp/search-pictures/rendang.svg'>, "
          + "'id': <'catalog-rendang'>, 'name': <'Beef Rendang'>}, "
          + "{'description': <'Pasta'>, 'gicon': <'org.recipesapp.Recipes'>, "
          + "'id': <'catalog-3'>, 'name': <'Pasta alla Norma'>}],)",
        metas.errors)

      let activated = try call("ActivateResult", "'catalog-rendang'", "['rendang']", "42")
      XCTAssertEqual(activated.output, "()", activated.errors)
      XCTAssertEqual(opened.map(\.0), ["catalog-rendang"])
      XCTAssertEqual(opened.map(\.1), [42], "the click's time, for the window's focus")
      let launched = try call("LaunchSearch", "['beef', 'rendang']", "43")
      XCTAssertEqual(launched.output, "()", launched.errors)
      XCTAssertEqual(searched.map(\.0), ["beef rendang"])
      XCTAssertEqual(searched.map(\.1), [43])

      let unknown = try call("GetInitialResultSet", "'not a list'")
      XCTAssertNotEqual(unknown.status, 0, "GDBus checks the types against the interface")
    }
  }

  func testALibraryThatFailsAnswersWithAnErrorTheShellLogs() throws {
    try MainActor.assumeIsolated {
      let connection = try XCTUnwrap(DBusConnection.session())
      var library = Library.failing
      library.search = { _, _ in throw RecipesError.library("the disk is gone") }
      let provider = ShellSearchProvider(
        search: ShellSearch(library: library), iconName: "org.recipesapp.Recipes",
        application: Self.application, openRecipe: { _, _ in }, launchSearch: { _, _ in })
      provider.export(on: connection)
      defer { provider.unexport() }
      let answer = try GDBusCall.call(
        destination: connection.uniqueName ?? "", path: ShellSearchProvider.objectPath,
        method: "org.gnome.Shell.SearchProvider2.GetInitialResultSet", arguments: ["['soup']"]
      ) {
        if !MainLoop.iterate() { usleep(1_000) }
      }
      XCTAssertNotEqual(answer.status, 0)
      XCTAssertTrue(answer.errors.contains("the disk is gone"), answer.errors)
    }
  }
}
