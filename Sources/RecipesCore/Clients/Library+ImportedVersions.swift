/// One of the cook's own recipes an import saves: as saved, and as its source gave it.
public struct ImportedVersion: Equatable, Sendable {
  /// The recipe as saved: the source's reading, with the cook's changes kept.
  public var saved: Recipe
  /// The recipe as the source gave it (with the saved one's id): what the next import of
  /// the same source tells the cook's changes from the source's by.
  public var asImported: Recipe

  /// Creates the pair.
  public init(saved: Recipe, asImported: Recipe) {
    self.saved = saved
    self.asImported = asImported
  }
}

/// What the last import read for each of the cook's recipes it saved.
///
/// How a page or file imported again tells what the cook changed since (kept: their changes
/// are never overwritten) from what the page changed (brought up to date). Grouped so
/// `Library.init` takes them as one optional argument.
public struct ImportedVersionOperations: Sendable {
  /// Saves the cook's own recipes as `Library.saveMine` does, and remembers each as its
  /// source gave it, in one transaction.
  public var save: @Sendable (_ recipes: [ImportedVersion]) async throws -> Void
  /// The cook's recipe `id` as the last import read it from its source; nil when no import
  /// of it is remembered (one saved before imports were remembered, or never imported).
  public var asImported: @Sendable (_ id: Recipe.ID) async throws -> Recipe?

  /// Creates the operations.
  public init(
    save: @escaping @Sendable ([ImportedVersion]) async throws -> Void,
    asImported: @escaping @Sendable (Recipe.ID) async throws -> Recipe?
  ) {
    self.save = save
    self.asImported = asImported
  }

  /// A library that remembers no imports: it saves with `saveMine`, and knows no recipe
  /// as imported, so a re-import keeps every recipe as it is.
  public static func unremembered(
    saveMine: @escaping @Sendable ([Recipe]) async throws -> Void
  ) -> ImportedVersionOperations {
    ImportedVersionOperations(
      save: { recipes in try await saveMine(recipes.map(\.saved)) }, asImported: { _ in nil })
  }
}
