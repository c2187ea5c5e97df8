import Foundation
import RecipesParsing

/// What picture bytes are, by their signature (the one sniff in RecipesParsing).
enum PictureKind {
  /// Whether `data` is a JPEG, PNG, GIF or WebP picture.
  static func isPicture(_ data: Data) -> Bool { PictureFileExtension.isPicture(data) }

  /// The extension its file gets.
  static func fileExtension(_ data: Data) -> String { PictureFileExtension.of(data) }
}
