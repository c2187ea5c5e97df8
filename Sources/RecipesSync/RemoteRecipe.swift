/// A recipe folder on the server, as a listing shows it: a folder holding `recipe.json`.
public struct RemoteRecipe: Equatable, Sendable {
  /// The folder's name, one level below the synced folder.
  public var folder: String
  /// The folder's entity tag.
  public var folderETag: String?
  /// `recipe.json`'s entity tag.
  public var recipeETag: String?
  /// `recipe.json`'s size in bytes, if listed.
  public var recipeSize: Int?
  /// `full.jpg`'s entity tag; nil when there is no picture.
  public var pictureETag: String?

  /// Creates a folder record.
  public init(
    folder: String, folderETag: String? = nil, recipeETag: String?, recipeSize: Int? = nil,
    pictureETag: String? = nil
  ) {
    self.folder = folder
    self.folderETag = folderETag
    self.recipeETag = recipeETag
    self.recipeSize = recipeSize
    self.pictureETag = pictureETag
  }
}
