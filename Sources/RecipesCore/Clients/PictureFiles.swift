import Foundation

/// A recipe's picture as a file another program can read: the Activities search shows it
/// beside the recipe's name.
///
/// The live one (the own recipe's picture, the photo from the image cache, or the drawing)
/// is built at the composition root.
public struct PictureFiles: Sendable {
  /// The file of `recipe`'s picture, nil when there is none to show.
  public var file: @Sendable (_ recipe: Recipe) async -> URL?

  /// Creates the client from its one operation.
  public init(file: @escaping @Sendable (_ recipe: Recipe) async -> URL?) {
    self.file = file
  }

  /// No pictures: every result shows the app's icon.
  public static let none = PictureFiles { _ in nil }
}
