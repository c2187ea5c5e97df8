import GtkInterop
import RecipesResources
import XCTest

@testable import RecipesGTK

/// The app's own icons reach GTK's icon theme, as the running app registers them.
final class AppIconTests: GTKTestCase {
  func testAddingTheFolderWhenTheThemeLacksTheIconPutsItInTheTheme() {
    MainActor.assumeIsolated {
      let name = RecipesWindowApp.applicationID
      AppIcons.addFolder(RecipesResources.iconDirectory, unlessThemeHas: name)
      XCTAssertTrue(AppIcons.isInTheme(name))
      XCTAssertTrue(AppIcons.isInTheme("\(name)-symbolic"))
    }
  }

  func testTheAppIconAndItsSymbolicVariantAreInTheIconTheme() {
    MainActor.assumeIsolated {
      let name = RecipesWindowApp.applicationID
      AppIcons.register(from: RecipesResources.iconDirectory, defaultIcon: name)
      XCTAssertTrue(AppIcons.isInTheme(name))
      XCTAssertTrue(AppIcons.isInTheme("\(name)-symbolic"))
      XCTAssertFalse(AppIcons.isInTheme("\(name).NoSuchIcon"), "the query can say no")
    }
  }
}
