import Foundation
import RecipesCore
import RecipesParsing

extension SyncRun {
  /// A recipe read from the server, ready to save here.
  struct Fetched {
    /// The recipe, with this library's id and its picture kept here.
    var recipe: Recipe
    /// `recipe.json`'s tag as read.
    var recipeETag: String?
    /// Cookbook's `id` in it, if any.
    var cookbookID: String?
  }

  func downloadNew(_ found: RemoteRecipe) async throws(SyncError) {
    guard let fetched = try await fetch(found, as: nil) else { return }
    let recipe = fetched.recipe
    // Unfinished until the recipe is saved: a sync cut short in between downloads it again.
    var record = SyncRecord(
      recipeID: recipe.id, folder: found.folder, name: recipe.name, folderETag: found.folderETag,
      pictureETag: found.pictureETag, contentHash: SyncContent.hash(of: recipe),
      cookbookID: fetched.cookbookID)
    try await save(record)
    try await SyncError.fromLibrary { try await library.saveMine([recipe]) }
    recipes[recipe.id] = recipe
    record.recipeETag = fetched.recipeETag
    try await save(record)
    report.downloaded += 1
  }

  func downloadChanged(_ id: Recipe.ID, _ found: RemoteRecipe) async throws(SyncError) {
    guard let fetched = try await fetch(found, as: id) else { return }
    let recipe = fetched.recipe
    let hash = SyncContent.hash(of: recipe)
    let before = records[id]
    if recipes[id] == nil, let before, before.recipeETag != nil, hash == before.contentHash {
      // Deleted here, and only its tag changed there: the deletion stands.
      let tagged = RemoteRecipe(
        folder: found.folder, folderETag: found.folderETag, recipeETag: fetched.recipeETag)
      return try await deleteThere(id, tagged, editWins: false)
    }
    if recipes[id] != recipe {
      try await SyncError.fromLibrary { try await library.saveMine([recipe]) }
      if recipes[id] == nil || hash != before?.contentHash { report.downloaded += 1 }
      // Deleted here since the last sync, edited there: the edit came back.
      if recipes[id] == nil, before?.recipeETag != nil { report.conflicts += 1 }
      recipes[id] = recipe
    }
    try await save(
      SyncRecord(
        recipeID: id, folder: found.folder, name: recipe.name, folderETag: found.folderETag,
        recipeETag: fetched.recipeETag, pictureETag: found.pictureETag, contentHash: hash,
        isFavorite: before?.isFavorite ?? false, cookbookID: fetched.cookbookID,
        createdAt: before?.createdAt))
  }

  /// Edited on both sides (or a record left unfinished): the server's version stays the
  /// recipe and this machine's is kept beside it as a new recipe, uploaded too — unless the
  /// two are the same, or the server's is only the one synced last under a new tag.
  func resolveConflict(_ id: Recipe.ID, _ found: RemoteRecipe) async throws(SyncError) {
    guard let local = recipes[id] else { return try await downloadChanged(id, found) }
    guard let fetched = try await fetch(found, as: id) else { return }
    let theirs = fetched.recipe
    let theirHash = SyncContent.hash(of: theirs)
    let before = records[id]
    var record = SyncRecord(
      recipeID: id, folder: found.folder, name: theirs.name, folderETag: found.folderETag,
      recipeETag: fetched.recipeETag, pictureETag: found.pictureETag, contentHash: theirHash,
      isFavorite: before?.isFavorite ?? false, cookbookID: fetched.cookbookID,
      createdAt: before?.createdAt)
    if theirHash == SyncContent.hash(of: local) {
      if theirs != local {
        try await SyncError.fromLibrary { try await library.saveMine([theirs]) }
        recipes[id] = theirs
      }
      return try await save(record)
    }
    if let before, before.recipeETag != nil, theirHash == before.contentHash {
      // Only the tag changed there (a server rewrote the file, or dated it): this edit goes up.
      record.contentHash = before.contentHash
      record.name = before.name
      try await save(record)
      return try await pushEdit(id, from: found.folder, ifMatch: fetched.recipeETag)
    }
    // A recipe of its own: without the server's identity of the one it was copied from.
    let copy = local.copy(id: newID(), name: conflictName(of: local), basedOn: local.basedOn)
      .keeping(local.publishedMembers?.removing("id"))
    try await SyncError.fromLibrary { try await library.saveMine([theirs, copy]) }
    recipes[id] = theirs
    recipes[copy.id] = copy
    try await save(record)
    report.conflicts += 1
    let folder = CookbookFolderName.make(for: copy, taken: taken)
    try await uploadNew(copy.id, folder: folder)
  }

  /// "Name (conflict, MACHINE, 2025-06-01)".
  private func conflictName(of recipe: Recipe) -> String {
    let format = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
    return "\(recipe.name) (conflict, \(machineName), \(now().formatted(format)))"
  }

  /// Reads a recipe folder: its `recipe.json` (checked: JSON, a name, at most 5 MiB) and its
  /// `full.jpg` (checked: a picture) kept here; nil, with a line in the report, when the
  /// folder cannot be a recipe.
  func fetch(_ found: RemoteRecipe, as id: Recipe.ID?) async throws(SyncError) -> Fetched? {
    let folder = found.folder
    let file = "\(folder)/\(SyncLayout.recipeFile)"
    guard let path = path(folder) else { return nil }
    if let size = found.recipeSize, size > SyncLayout.maximumRecipeBytes {
      skip(file, "recipe.json is over 5 MiB")
      return nil
    }
    let read: WebDAVFile
    switch try await readDocument(in: path, folder: folder) {
    case .success(let file): read = file
    case .failure(.tooLarge):
      skip(file, "recipe.json is over 5 MiB")
      return nil
    case .failure(let error):
      skip(file, "recipe.json could not be read (\(error))")
      return nil
    }
    guard let object = try? JSONSerialization.jsonObject(with: read.data) as? [String: Any] else {
      skip(file, "recipe.json is not a JSON object")
      return nil
    }
    guard let name = object["name"] as? String,
      !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else {
      skip(file, "recipe.json has no name")
      return nil
    }
    let imported: ImportedRecipe
    do {
      imported = try SchemaOrgRecipe.decode(read.data, folder: nil, newID: newID)
    } catch {
      skip(file, "recipe.json is no schema.org Recipe (\(error.message))")
      return nil
    }
    let identity = RemoteIdentity(document: read.data)
    let recipeID = id ?? ownID(for: identity)
    let picture = try await picture(of: found, for: recipeID, path: path, imported: imported)
    let recipe = imported.recipe.copy(
      id: recipeID, basedOn: recipes[recipeID]?.basedOn ?? imported.recipe.basedOn
    ).withPicture(picture)
    // What it keeps of the file, as read under this library's id and with its picture here.
    return Fetched(
      recipe: recipe.keeping(SchemaOrgRecipe.keptMembers(of: read.data, readAs: recipe)),
      recipeETag: read.etag?.rawValue ?? found.recipeETag, cookbookID: identity.cookbookID)
  }

  /// `recipe.json` in `path`: the one read before planning, else read now.
  private func readDocument(in path: WebDAVPath, folder: String) async throws(SyncError)
    -> Result<WebDAVFile, WebDAVError>
  {
    if let read = documents.removeValue(forKey: folder) { return .success(read) }
    return try await send { () async throws(WebDAVError) in
      try await dav.get(try path.appending(SyncLayout.recipeFile), SyncLayout.maximumRecipeBytes)
    }
  }

  /// The picture a downloaded recipe shows: the one kept here while `full.jpg` is unchanged,
  /// else `full.jpg` read and kept; without one, the document's web picture.
  private func picture(
    of found: RemoteRecipe, for id: Recipe.ID, path: WebDAVPath, imported: ImportedRecipe
  ) async throws(SyncError) -> URL? {
    let current = recipes[id]?.thumbnailURL
    guard let tag = found.pictureETag else {
      return imported.imageURL.flatMap { ["http", "https"].contains($0.scheme) ? $0 : nil }
    }
    if let current,
      SyncLayout.comparable(tag) == SyncLayout.comparable(records[id]?.pictureETag)
    {
      return current
    }
    let file = "\(found.folder)/\(SyncLayout.pictureFile)"
    switch try await send({ () async throws(WebDAVError) in
      try await dav.get(try path.appending(SyncLayout.pictureFile), SyncLayout.maximumPictureBytes)
    }) {
    case .success(let picture) where PictureFileExtension.isPicture(picture.data):
      do {
        return try await pictures.keep(picture.data, id)
      } catch {
        skip(file, "the picture could not be kept here (\(RecipesError(error).message))")
      }
    case .success:
      skip(file, "full.jpg is not a picture")
    case .failure(let error):
      skip(file, "full.jpg could not be read (\(error))")
    }
    return current
  }

  /// The id a downloaded recipe takes: the one its identity names when this library does not
  /// use it yet (the same recipe has the same id on every machine), else a new one.
  private func ownID(for identity: RemoteIdentity) -> Recipe.ID {
    identity.sharedIDs.first { recipes[$0] == nil && records[$0] == nil } ?? newID()
  }
}
