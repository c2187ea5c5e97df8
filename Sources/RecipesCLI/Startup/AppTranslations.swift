import Foundation
import GtkInterop
import RecipesLocalization

/// The app's translations, set up before anything is shown or printed.
///
/// The compiled catalogs (`LANG/LC_MESSAGES/recipes.mo`, made from `po/` by `make locale`)
/// are looked for, in order: in `RECIPES_LOCALE_DIR`; beside an installed app
/// (`PREFIX/share/locale`, the program being `PREFIX/lib/recipes/recipes`); in the build
/// folder (`.build/locale`) a `make run` or `make test` uses; else where the system keeps
/// them (`/usr/share/locale`).
public enum AppTranslations {
  /// gettext's text domain: the catalogs' file name.
  public static let domain = "recipes"

  /// Sets the locale from the environment and installs the app's catalog.
  public static func install(environment: [String: String], executable: URL) {
    let directory = localeDirectory(environment: environment, executable: executable)
    Localization.install(Gettext.catalog(domain: domain, directory: directory))
  }

  /// The folder holding the compiled catalogs, or nil for the system's.
  static func localeDirectory(environment: [String: String], executable: URL) -> URL? {
    if let given = environment["RECIPES_LOCALE_DIR"], !given.isEmpty {
      return URL(fileURLWithPath: given, isDirectory: true)
    }
    let program = executable.resolvingSymlinksInPath()
    let installed = program.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("share/locale", isDirectory: true)
    if holdsCatalogs(installed) { return installed }
    var folder = program.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if folder.lastPathComponent == ".build" {
        let built = folder.appendingPathComponent("locale", isDirectory: true)
        return holdsCatalogs(built) ? built : nil
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Whether `folder` has a compiled catalog of the app in any language.
  private static func holdsCatalogs(_ folder: URL) -> Bool {
    let languages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return languages.contains { language in
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo").path)
    }
  }
}
