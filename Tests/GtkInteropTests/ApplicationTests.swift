import CGtk
import XCTest

@testable import GtkInterop

/// The application object as GTK sees it.
final class ApplicationTests: InteropTestCase {
  /// With a resource base path GTK's startup would create the display's icon theme before
  /// the app could add its icon folder, and the theme would be read twice at launch.
  func testTheApplicationLeavesTheIconThemeToTheApp() {
    MainActor.assumeIsolated {
      let application = Application(id: "org.recipesapp.Interop.Tests", unique: false)
      XCTAssertNil(g_application_get_resource_base_path(application.gApplication))
    }
  }
}
