import Foundation

/// The files the window needs at run time: its style sheet.
public enum RecipesResources {
  /// The app's CSS: card spacing, placeholder tiles, banners.
  public static func styleSheet() -> String {
    guard let url = Bundle.module.url(forResource: "style", withExtension: "css"),
      let css = try? String(contentsOf: url, encoding: .utf8)
    else { return "" }
    return css
  }
}
