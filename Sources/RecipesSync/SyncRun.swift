import Foundation
import RecipesCore
import RecipesParsing

/// One sync in progress: applies a plan's steps with the WebDAV client and the library,
/// recording each recipe's state as soon as its step succeeds, so a sync cut short anywhere
/// is finished by the next with no duplicate and nothing missing.
///
/// A failure of one item (a broken file, a 412 after a retry, a name taken meanwhile) is a
/// line in the report; a failure of the server (offline, wrong password, 5xx, out of space)
/// stops the sync.
///
/// An actor: new recipes go up a few at a time (`SyncEngine.uploadsInFlight`), each
/// recording itself; every other step runs alone, in the plan's order.
actor SyncRun {
  let dav: WebDAVClient
  let library: Library
  let pictures: SyncPictures
  let machineName: String
  let now: @Sendable () -> Date
  let newID: @Sendable () -> Recipe.ID
  /// The records as they stand now.
  var records: [Recipe.ID: SyncRecord]
  /// The cook's own recipes as they stand now.
  var recipes: [Recipe.ID: Recipe]
  /// Folder names there, lowercased, including the ones this run made.
  var taken: Set<String>
  /// What the listing showed, by folder.
  let remote: [String: RemoteRecipe]
  /// What was done.
  var report = SyncReport()
  /// The library's versions of the own recipes when the sync began, by id.
  let versions: [Recipe.ID: LibraryVersion]
  /// Recipes whose rename failed: their upload waits for the next sync.
  private var blocked: Set<Recipe.ID> = []
  /// The `recipe.json` files read before planning, by folder: a download uses one instead of
  /// reading it again.
  var documents: [String: WebDAVFile]

  init(
    engine: SyncEngine, records: [SyncRecord], recipes: [Recipe],
    versions: [Recipe.ID: LibraryVersion], snapshot: RemoteSnapshot,
    documents: [String: WebDAVFile] = [:]
  ) {
    self.documents = documents
    dav = engine.dav
    library = engine.library
    pictures = engine.pictures
    machineName = engine.machineName
    now = engine.now
    newID = engine.newID
    self.records = Dictionary(
      records.map { ($0.recipeID, $0) }, uniquingKeysWith: { first, _ in first })
    self.recipes = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.versions = versions
    taken = snapshot.takenFolderNames.union(records.map { $0.folder.lowercased() })
    remote = snapshot.recipes
    report.skipped = snapshot.skipped
  }

  /// Applies one step.
  func apply(_ step: SyncStep) async throws(SyncError) {
    switch step {
    case .uploadNew(let id, let folder):
      try await uploadNew(id, folder: folder)
    case .uploadChanged(let id, let folder, let tag):
      guard !blocked.contains(id) else { return }
      try await uploadChanged(id, folder: folder, ifMatch: tag, conflictsAllowed: true)
    case .move(let id, let from, let to):
      try await move(id, from: from, to: to)
    case .followRename(let id, let found), .refresh(let id, let found):
      guard var record = records[id] else { return }
      record.folder = found.folder
      record.folderETag = found.folderETag
      try await save(record)
    case .downloadNew(let found):
      try await downloadNew(found)
    case .downloadChanged(let id, let found):
      try await downloadChanged(id, found)
    case .conflict(let id, let found):
      try await resolveConflict(id, found)
    case .deleteThere(let id, let found):
      try await deleteThere(id, found)
    case .deleteHere(let id):
      try await deleteHere(id)
    case .forget(let id):
      try await removeRecord(id)
    }
  }

  // MARK: - Uploads

  func uploadNew(_ id: Recipe.ID, folder: String) async throws(SyncError) {
    guard let recipe = recipes[id], let path = path(folder) else { return }
    // The claim: a sync cut short from here on finishes this upload in this folder.
    let before = records[id]
    var record = SyncRecord(
      recipeID: id, folder: folder, name: recipe.name, contentHash: SyncContent.hash(of: recipe),
      isFavorite: before?.isFavorite ?? false, cookbookID: recipe.publishedMembers?.cookbookID,
      createdAt: SyncContent.created(recipe, record: before, now: now()))
    try await save(record)
    taken.insert(folder.lowercased())
    switch try await send({ () async throws(WebDAVError) in try await dav.makeFolder(path) }) {
    case .success, .failure(.alreadyExists): break
    case .failure(let error): return skip(folder, "the folder could not be made (\(error))")
    }
    guard try await uploadPicture(of: recipe, to: path, condition: .always, noMedia: true) else {
      return
    }
    let document = SyncContent.upload(recipe, modified: now(), created: record.createdAt)
    switch try await send({ () async throws(WebDAVError) in
      try await dav.put(try path.appending(SyncLayout.recipeFile), document, .createOnly)
    }) {
    case .success: break
    case .failure(.preconditionFailed):
      try await removeRecord(id)
      return skip(folder, "another recipe took this folder meanwhile; this one goes up next sync")
    case .failure(let error): return skip(folder, "recipe.json could not be written (\(error))")
    }
    try await learnTags(of: &record, at: path)
    try await save(record)
    report.uploaded += 1
    // Synced before, its folder gone there, edited here: the edit came back over a deletion.
    if before?.recipeETag != nil { report.conflicts += 1 }
  }

  func uploadChanged(
    _ id: Recipe.ID, folder: String, ifMatch: String?, conflictsAllowed: Bool
  ) async throws(SyncError) {
    guard let recipe = recipes[id], var record = records[id], let path = path(folder) else {
      return
    }
    let pictureCondition: WebDAVWriteCondition =
      remote[folder]?.pictureETag.flatMap(WebDAVETag.init).map { .unchangedSince($0) }
      ?? .always
    let created = SyncContent.created(recipe, record: record, now: now())
    let document = SyncContent.upload(recipe, modified: now(), created: created)
    let condition: WebDAVWriteCondition =
      ifMatch.flatMap(WebDAVETag.init).map { .unchangedSince($0) } ?? .createOnly
    var result = Result<WebDAVETag?, WebDAVError>.failure(.preconditionFailed)
    if try await uploadPicture(of: recipe, to: path, condition: pictureCondition, quiet: true) {
      result = try await send { () async throws(WebDAVError) in
        try await dav.put(try path.appending(SyncLayout.recipeFile), document, condition)
      }
    }
    switch result {
    case .success: break
    case .failure(.preconditionFailed) where conflictsAllowed:
      // Changed there since the listing: read it and decide as for a conflict.
      let found = RemoteRecipe(
        folder: folder, folderETag: nil, recipeETag: nil, pictureETag: remote[folder]?.pictureETag)
      return try await resolveConflict(id, found)
    case .failure(.preconditionFailed):
      return skip(folder, "it changed there again meanwhile; it is synced next time")
    case .failure(let error): return skip(folder, "recipe.json could not be written (\(error))")
    }
    record.folder = folder
    record.name = recipe.name
    record.contentHash = SyncContent.hash(of: recipe)
    record.createdAt = created
    try await learnTags(of: &record, at: path)
    try await save(record)
    report.uploaded += 1
  }

  /// Uploads an edit made here to the recipe in `folder`, moving the folder first when the
  /// recipe was renamed here; once, without resolving a conflict again.
  func pushEdit(_ id: Recipe.ID, from folder: String, ifMatch: String?) async throws(SyncError) {
    guard let recipe = recipes[id], let record = records[id] else { return }
    var target = folder
    if recipe.name != record.name {
      var others = taken
      others.remove(folder.lowercased())
      let renamed = CookbookFolderName.make(for: recipe, taken: others)
      if renamed.lowercased() != folder.lowercased() {
        try await move(id, from: folder, to: renamed)
        guard !blocked.contains(id) else { return }
        target = renamed
      }
    }
    try await uploadChanged(id, folder: target, ifMatch: ifMatch, conflictsAllowed: false)
  }

  /// Uploads the recipe's picture as `full.jpg` if it has one that can be read, then its
  /// thumbnails and (with `noMedia`) the empty `.nomedia` together; whether the upload may go
  /// on.
  ///
  /// The thumbnails are made while `full.jpg` travels, and the files beside it go up at once:
  /// a new recipe waits on the network three times before its `recipe.json`, not six.
  private func uploadPicture(
    of recipe: Recipe, to folder: WebDAVPath, condition: WebDAVWriteCondition,
    quiet: Bool = false, noMedia: Bool = false
  ) async throws(SyncError) -> Bool {
    var besides: [(path: WebDAVPath, data: Data)] = []
    if noMedia, let path = try? folder.appending(SyncLayout.noMediaFile) {
      besides.append((path, Data()))
    }
    guard let url = recipe.thumbnailURL, let data = await pictures.read(url),
      PictureFileExtension.isPicture(data)
    else {
      _ = try await putAll(besides)
      return true
    }
    let thumbnails = Self.startThumbnails(of: data, with: pictures)
    defer { thumbnails.cancel() }
    switch try await send({ () async throws(WebDAVError) in
      try await dav.put(try folder.appending(SyncLayout.pictureFile), data, condition)
    }) {
    case .success:
      try await uploadBesides(await thumbnails.value, noMedia: besides, to: folder)
      return true
    case .failure(.preconditionFailed) where quiet: return true
    case .failure(let error):
      skip("\(folder)/\(SyncLayout.pictureFile)", "the picture could not be written (\(error))")
      return false
    }
  }

  /// Starts making Cookbook's thumbnails of `picture` while the caller goes on.
  private static func startThumbnails(of picture: Data, with pictures: SyncPictures)
    -> Task<[(file: String, data: Data?)], Never>
  {
    Task { await thumbnails(of: picture, with: pictures) }
  }

  /// Cookbook's thumbnails of `picture`, made side by side; nil for one that cannot be made
  /// (no picture, too large); empty without a thumbnailer.
  private static func thumbnails(of picture: Data, with pictures: SyncPictures) async
    -> [(file: String, data: Data?)]
  {
    guard let makeThumbnail = pictures.thumbnail else { return [] }
    return await withTaskGroup(of: (Int, Data?).self) { group in
      for (index, thumbnail) in SyncLayout.thumbnails.enumerated() {
        group.addTask { (index, await makeThumbnail(picture, thumbnail.size)) }
      }
      var made = [Data?](repeating: nil, count: SyncLayout.thumbnails.count)
      for await (index, data) in group { made[index] = data }
      return zip(SyncLayout.thumbnails, made).map { ($0.file, $1) }
    }
  }

  /// Puts the thumbnails made beside `full.jpg`, and `.nomedia`, at once; a thumbnail that
  /// could not be made or written is a line in the report, and `full.jpg` stays.
  private func uploadBesides(
    _ thumbnails: [(file: String, data: Data?)], noMedia: [(path: WebDAVPath, data: Data)],
    to folder: WebDAVPath
  ) async throws(SyncError) {
    var files = noMedia
    for thumbnail in thumbnails {
      guard let data = thumbnail.data else {
        skip(
          "\(folder)/\(thumbnail.file)",
          "no thumbnail: the picture cannot be read or is too large (over 40 megapixels or "
            + "20 MiB); full.jpg is kept")
        break
      }
      guard let path = try? folder.appending(thumbnail.file) else { continue }
      files.append((path, data))
    }
    let answers = try await putAll(files)
    for (file, answer) in zip(files, answers) {
      if case .failure(let error) = answer, file.path.name != SyncLayout.noMediaFile {
        skip("\(file.path)", "the thumbnail could not be written (\(error))")
      }
    }
  }

  /// Fills the record's entity tags from a listing of its folder (Apache sends none on PUT).
  private func learnTags(of record: inout SyncRecord, at folder: WebDAVPath) async throws(SyncError)
  {
    record.recipeETag = nil
    guard
      case .success(let listing) = try await send({ () async throws(WebDAVError) in
        try await dav.list(folder, .one)
      })
    else { return }
    record.folderETag = listing.folder?.etag?.rawValue
    for entry in listing.entries where entry.path.components.count == 2 {
      switch entry.path.components[1] {
      case SyncLayout.recipeFile: record.recipeETag = entry.etag?.rawValue
      case SyncLayout.pictureFile: record.pictureETag = entry.etag?.rawValue
      default: break
      }
    }
  }

  func move(_ id: Recipe.ID, from: String, to: String) async throws(SyncError) {
    guard var record = records[id], let source = path(from), let destination = path(to) else {
      return
    }
    switch try await send({ () async throws(WebDAVError) in
      try await dav.move(source, destination, false)
    }) {
    case .success:
      record.folder = to
      record.folderETag = nil
      taken.insert(to.lowercased())
      try await save(record)
    case .failure(let error):
      blocked.insert(id)
      skip(from, "it could not be renamed to “\(to)” (\(error)); it is synced next time")
    }
  }

  func deleteThere(_ id: Recipe.ID, _ found: RemoteRecipe, editWins: Bool = true)
    async throws(SyncError)
  {
    guard let folder = path(found.folder) else { return }
    let tag = found.recipeETag.flatMap(WebDAVETag.init)
    switch try await send({ () async throws(WebDAVError) in
      try await dav.delete(try folder.appending(SyncLayout.recipeFile), tag)
    }) {
    case .success, .failure(.notFound): break
    case .failure(.preconditionFailed) where editWins:
      // Edited there since (or only dated anew: reading it tells): an edit wins over the
      // deletion here.
      return try await downloadChanged(id, RemoteRecipe(folder: found.folder, recipeETag: nil))
    case .failure(.preconditionFailed):
      return skip(found.folder, "it changed there again meanwhile; it is synced next time")
    case .failure(let error): return skip(found.folder, "it could not be deleted (\(error))")
    }
    _ = try await send { () async throws(WebDAVError) in try await dav.delete(folder, nil) }
    try await removeRecord(id)
    report.deletedThere += 1
  }

  private func deleteHere(_ id: Recipe.ID) async throws(SyncError) {
    let removed = recipes[id]
    var wasFavorite = false
    do {
      wasFavorite = removed != nil ? try await library.favoriteIDs().contains(id) : false
      try await library.deleteMine(id)
    } catch RecipesError.notFound {
      // Already gone.
    } catch {
      throw .library(RecipesError(error).message)
    }
    recipes[id] = nil
    try await removeRecord(id)
    report.deletedHere += 1
    // Kept whole, so the app's Undo can put it back (it then goes up again as new).
    // Its rating and collections come back with it too (they ride on the recipe here).
    if let removed {
      report.removedHere.append(
        .init(
          recipe: SyncedOrder.removing(from: removed), wasFavorite: wasFavorite,
          rating: SyncedOrder.rating(of: removed), collections: SyncedOrder.collections(of: removed)
        ))
    }
  }
}
