import RecipesCore

/// The `recipe.json` of each folder that appeared since the last sync, read before planning
/// when a recorded folder disappeared: one of them may be that recipe, moved (Cookbook moves
/// a folder when the recipe is renamed), which only the file says.
///
/// Those folders are read by the sync anyway (each is new, or the moved recipe changed), and
/// the files read here are the ones it uses: no request is added. A sync where no recorded
/// folder disappeared reads nothing here.
enum NewFolderDocuments {
  /// The documents read, by folder; a folder whose file could not be read is left out (its
  /// download says why).
  static func read(
    _ snapshot: RemoteSnapshot, records: [SyncRecord], with dav: WebDAVClient
  ) async throws(SyncError) -> [String: WebDAVFile] {
    let recorded = Set(records.map(\.folder))
    guard records.contains(where: { snapshot.recipes[$0.folder] == nil }) else { return [:] }
    let appeared = snapshot.recipes.values.filter { !recorded.contains($0.folder) }
      .sorted { $0.folder < $1.folder }
    var documents: [String: WebDAVFile] = [:]
    for found in appeared where (found.recipeSize ?? 0) <= SyncLayout.maximumRecipeBytes {
      do {
        let path = try WebDAVPath(components: [found.folder, SyncLayout.recipeFile])
        documents[found.folder] = try await dav.get(path, SyncLayout.maximumRecipeBytes)
      } catch {
        _ = try SyncRun.itemFailure(error)
      }
    }
    return documents
  }
}
