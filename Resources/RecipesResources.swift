import Foundation

/// The files the window needs at run time: style sheet, icons, drawings.
public enum RecipesResources {
  /// The app's CSS: card spacing, placeholder tiles, banners.
  public static func styleSheet() -> String {
    text("style", "css")
  }

  /// The folder holding the app icon and its symbolic variant.
  public static var iconDirectory: URL? {
    Bundle.module.url(forResource: "icons", withExtension: nil)
  }

  /// The hand-drawn SVG of an illustration motif (`illustrations/<name>.svg`), if shipped.
  public static func illustrationMotif(named name: String) -> String? {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "svg", subdirectory: "illustrations")
    else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  private static func text(_ name: String, _ type: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: type),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return "" }
    return text
  }
}
