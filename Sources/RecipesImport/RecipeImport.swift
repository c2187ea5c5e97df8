import Foundation
import RecipesCore

/// One import: read every source, then give each recipe its identity and picture, then
/// save them all — so any failure before the save leaves the library as it was.
struct RecipeImport: Sendable {
  let context: ImportContext

  /// Imports `sources` and returns the recipes as saved.
  func run(_ sources: [ImportSource]) async throws(ImportError) -> [Recipe] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-import-\(UUID().uuidString)", isDirectory: true)
    // Unpacked archives are needed until their pictures are copied, at the very end.
    defer { try? FileManager.default.removeItem(at: scratch) }
    let reader = SourceReader(context: context, scratch: scratch)
    var found: [FoundRecipe] = []
    var corrections: [String: FoodChoice] = [:]
    var pantry: [String] = []
    for source in sources {
      found += try await reader.recipes(in: source)
      if case .backupFolder(let folder) = source {
        corrections.merge(BackupReader.foodCorrections(in: folder)) { _, later in later }
        pantry += BackupReader.pantry(in: folder)
      }
    }
    let library = context.library
    var recipes: [Recipe] = []
    var favorites: [Recipe.ID] = []
    var order: [(id: Recipe.ID, rating: Int?, collections: [String]?)] = []
    var seenSources: [URL: Int] = [:]
    var seenIDs: [Recipe.ID: Int] = [:]
    // The cook's recipes, read once for every recipe without an address to know it by.
    var own: [Recipe]?
    // Each recipe as read (by its place in `recipes`): what the library remembers for the
    // next import through the same channel.
    var readings: [(recipe: Recipe, channel: ImportChannel)] = []
    for item in found {
      let identity = try await identified(
        item.imported.recipe, byID: item.isKnownByID, channel: item.channel, own: &own)
      // The source's picture is fetched or copied only where it may be used: a copy takes
      // the recipe's file name, so one the cook chose is never overwritten.
      let reading =
        identity.keepsThePicture
        ? identity.reading : await withPicture(identity.reading, from: item.imported.imageURL)
      let recipe: Recipe
      switch (identity.existing, identity.base) {
      case (let existing?, let base?): recipe = reading.merged(into: existing, base: base)
      // Nobody can tell what the cook changed: their recipe stays as it is.
      case (let existing?, nil): recipe = existing
      case (nil, _): recipe = reading
      }
      // One page, or one GNOME Recipes or Paprika recipe, read twice in one import is one
      // recipe.
      let source = item.isKnownByID ? nil : recipe.sourceURL
      if recipe.id.origin == .mine,
        let earlier = seenIDs[recipe.id] ?? source.flatMap({ seenSources[$0] })
      {
        recipes[earlier] = recipe.updating(recipes[earlier])
        readings[earlier].recipe = reading.updating(readings[earlier].recipe)
        continue
      }
      if let source { seenSources[source] = recipes.count }
      if recipe.id.origin == .mine { seenIDs[recipe.id] = recipes.count }
      readings.append((reading, item.channel))
      recipes.append(recipe)
      if item.isFavorite { favorites.append(recipe.id) }
      if item.rating != nil || item.collections != nil {
        order.append((recipe.id, item.rating, item.collections))
      }
    }
    guard !Task.isCancelled else { throw .unreachable(.cancelled) }
    do {
      let imported = zip(recipes, readings).map { saved, reading in
        ImportedVersion(saved: saved, asImported: reading.recipe, channel: reading.channel)
      }
      try await library.importedVersions.save(imported.filter { $0.saved.id.origin == .mine })
      // A backup's catalog and remote favorites: the library keeps its own copy if it has
      // one (the catalog's is seeded), and the backup's otherwise.
      var others: [Recipe] = []
      for recipe in recipes where recipe.id.origin != .mine {
        if try await library.recipe(recipe.id) == nil { others.append(recipe) }
      }
      try await library.save(others)
      for id in favorites { try await library.setFavorite(id, true) }
      for item in order {
        if let rating = item.rating { try await library.ratings.set(item.id, rating) }
        if let names = item.collections {
          try await library.collections.setMemberships(item.id, names)
        }
      }
    } catch {
      throw ImportError(error)
    }
    // A backup's choices of food, kept as the cook made them; a library that keeps none
    // costs them, never the recipes.
    for (key, choice) in corrections.sorted(by: { $0.key < $1.key }) {
      try? await library.setFoodCorrection(key, choice)
    }
    await restorePantry(pantry, into: library)
    return recipes
  }

  /// Adds a backup's pantry lines that the pantry does not hold yet (the same text, in any
  /// case, is one line), in the backup's order; a library without a pantry costs them,
  /// never the recipes.
  private func restorePantry(_ lines: [String], into library: Library) async {
    guard !lines.isEmpty, let held = try? await library.pantry.items() else { return }
    var known = Set(held.map { Self.pantryKey($0.text) })
    let new = lines.filter { known.insert(Self.pantryKey($0)).inserted }
    guard !new.isEmpty else { return }
    _ = try? await library.pantry.add(new)
  }

  private static func pantryKey(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// What a recipe read is to the library.
  private struct Identity {
    /// The recipe read, with the id of the own recipe it is (`existing`'s, when held).
    var reading: Recipe
    /// The own recipe an earlier import made of it, if any.
    var existing: Recipe?
    /// How the last import through the same channel read `existing`, if it is remembered.
    var base: Recipe?

    /// Whether `existing` keeps its picture: the cook changed it since the last reading, or
    /// nobody can tell.
    var keepsThePicture: Bool {
      guard let existing else { return false }
      return existing.thumbnailURL != base?.thumbnailURL || base == nil
    }
  }

  /// Which own recipe an earlier import made of `recipe`, if any — the one imported from
  /// the same address; known `byID`, the one with its id (a GNOME Recipes recipe's id is
  /// derived from its name there, a Paprika recipe's from its uid); else (a file with no
  /// address) the one with its name and ingredient lines, among `own` (read the first time
  /// it is needed), or the one the last import read so — and how the last import through
  /// `channel` read it.
  private func identified(
    _ recipe: Recipe, byID: Bool, channel: ImportChannel, own: inout [Recipe]?
  ) async throws(ImportError) -> Identity {
    guard recipe.id.origin == .mine else { return Identity(reading: recipe) }
    do {
      let existing: Recipe?
      // A recipe with an address is known by it; one without (GNOME Recipes') by its id.
      if !byID, let source = recipe.sourceURL {
        existing = try await context.library.mineWithSource(source)
      } else if let known = try await context.library.recipe(recipe.id) {
        existing = known
      } else if byID {
        existing = nil
      } else {
        if own == nil { own = try await context.library.ownRecipes().map(\.recipe) }
        if let same = own?.first(where: { $0.isSameWriting(as: recipe) }) {
          existing = same
        } else {
          existing = try await lastReadAs(recipe, channel: channel, among: own ?? [])
        }
      }
      guard let existing else { return Identity(reading: recipe) }
      return Identity(
        reading: recipe.withID(existing.id), existing: existing,
        base: try await context.library.importedVersions.asImported(existing.id, channel))
    } catch {
      throw ImportError(error)
    }
  }

  /// The own recipe among `own` that the last import through `channel` read as `recipe`
  /// is written (its name and lines): a file with no address, imported again after the
  /// cook renamed it or changed a line.
  private func lastReadAs(_ recipe: Recipe, channel: ImportChannel, among own: [Recipe])
    async throws -> Recipe?
  {
    for candidate in own {
      let read = try await context.library.importedVersions.asImported(candidate.id, channel)
      if read?.isSameWriting(as: recipe) == true { return candidate }
    }
    return nil
  }

  /// `recipe` with a picture that works offline.
  ///
  /// A web picture is downloaded into the image cache (its address kept), a local one
  /// copied into the data folder. A picture that cannot be had does not fail the import:
  /// a web one loads later, a missing file is left out.
  private func withPicture(_ recipe: Recipe, from imageURL: URL?) async -> Recipe {
    guard let imageURL else { return recipe }
    if imageURL.isFileURL {
      guard let kept = try? context.pictures.keep(imageURL, for: recipe.id) else {
        return recipe.withPicture(nil)
      }
      return recipe.withPicture(kept)
    }
    if let data = try? await context.fetcher.picture(at: imageURL) {
      await context.cacheImage(data, imageURL)
    }
    return recipe.withPicture(imageURL)
  }
}
