import Foundation

/// What the last sync left of one of the cook's own recipes on the synced folder: where it
/// is there, the entity tags it had, and a hash of its content then.
///
/// The sync compares these with the library and with the server's listing to tell what
/// changed on which side since. A record whose `recipeETag` is nil is unfinished (a sync
/// stopped between claiming the folder and writing `recipe.json`, or between saving the
/// recipe here and recording it): the next sync finishes it and never deletes on its word.
public struct SyncRecord: Equatable, Sendable, Codable {
  /// The recipe here.
  public var recipeID: Recipe.ID
  /// Its folder's name, one level below the synced folder.
  public var folder: String
  /// Its name when last synced: a different name here means it was renamed here.
  public var name: String
  /// The folder's entity tag when last synced (a server that propagates them, or lists a
  /// changed folder with a new one, is not walked into when it is unchanged).
  public var folderETag: String?
  /// `recipe.json`'s entity tag when last synced; nil while unfinished.
  public var recipeETag: String?
  /// The picture's (`full.jpg`) entity tag when last synced; nil without one.
  public var pictureETag: String?
  /// The hash of the recipe's canonical `recipe.json` when last synced.
  public var contentHash: String
  /// Whether it was a favorite when last synced.
  public var isFavorite: Bool
  /// The stamp (`StoredRecipe.stamp`) of the library's version whose hash is `contentHash`;
  /// nil when unknown.
  ///
  /// While the library's stamp is this one, the recipe is the one hashed and need not be
  /// hashed again.
  public var libraryStamp: String?
  /// The recipe's identity on the server: Nextcloud Cookbook's `id` in its `recipe.json`
  /// when last read or written; nil when it had none (then its `x-recipes-id`, the recipe's
  /// id here, is its identity).
  ///
  /// Cookbook keeps its `id` when it moves a folder to a new name, so a folder that
  /// disappears and one that appears with the same identity is the same recipe, moved.
  public var cookbookID: String?
  /// The `dateCreated` written when the recipe, made here, first went up; nil when its source
  /// gave one or it has not gone up.
  public var createdAt: Date?

  /// Creates a record.
  public init(
    recipeID: Recipe.ID, folder: String, name: String, folderETag: String? = nil,
    recipeETag: String? = nil, pictureETag: String? = nil, contentHash: String,
    isFavorite: Bool = false, libraryStamp: String? = nil, cookbookID: String? = nil,
    createdAt: Date? = nil
  ) {
    self.recipeID = recipeID
    self.folder = folder
    self.name = name
    self.folderETag = folderETag
    self.recipeETag = recipeETag
    self.pictureETag = pictureETag
    self.contentHash = contentHash
    self.isFavorite = isFavorite
    self.libraryStamp = libraryStamp
    self.cookbookID = cookbookID
    self.createdAt = createdAt
  }
}
