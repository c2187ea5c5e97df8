import GtkInterop

@MainActor
extension AboutInfo {
  /// What the About dialog says about Recipes, version `version`.
  static func recipes(version: String) -> AboutInfo {
    AboutInfo(
      programName: "Recipes", version: version,
      comments: "Browse and search recipes, even offline.", license: .mit,
      logoIconName: RecipesWindowApp.applicationID, authors: ["The Recipes contributors"])
  }
}
