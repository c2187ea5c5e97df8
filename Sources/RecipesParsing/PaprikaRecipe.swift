import Foundation

/// One recipe of a Paprika export, read: the recipe, and the photo it carries inside it.
public struct PaprikaRecipe: Equatable, Sendable {
  /// The recipe; its `imageURL` is Paprika's `image_url` (the web picture) when it has one.
  public var imported: ImportedRecipe
  /// The photo's bytes (JPEG, or PNG), decoded from `photo_data`; nil when there is none.
  public var photo: Data?
  /// Whether the id comes from Paprika's uid (the same in every export), rather than being
  /// a new one for a recipe without a uid.
  public var hasUID: Bool
  /// The cook's rating in Paprika, 1 to 5 stars; nil when not rated (Paprika writes 0).
  public var rating: Int?

  /// Pairs a recipe with its photo.
  public init(imported: ImportedRecipe, photo: Data?, hasUID: Bool, rating: Int? = nil) {
    self.imported = imported
    self.photo = photo
    self.hasUID = hasUID
    self.rating = rating
  }

  /// The file extension the photo's first bytes call for ("png", "gif", "webp", else "jpg").
  public var photoExtension: String { photo.map(PictureFileExtension.of) ?? "jpg" }
}
