import GtkInterop
import RecipesLocalization

@MainActor
extension AboutWindow {
  /// The About window of Recipes, version `version`: libadwaita's, as GNOME apps have it.
  ///
  /// The project has no public home page or issue tracker yet, so the window links none
  /// (`website` and `issueURL` are there for when it does).
  static func recipes(version: String) -> AboutWindow {
    let about = AboutWindow()
    about.applicationName = localized("Recipes")
    about.applicationIcon = RecipesWindowApp.applicationID
    about.version = version
    about.developerName = "The Recipes contributors"
    about.comments = localized("Browse and search recipes, even offline.")
    about.copyright = "© 2026 The Recipes contributors"
    about.license = .mit
    about.developers = ["The Recipes contributors"]
    return about
  }
}
