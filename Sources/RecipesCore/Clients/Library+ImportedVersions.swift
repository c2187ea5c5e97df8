/// How a recipe came in: from its own source, or from a copy of the cook's.
///
/// Each remembers its own last reading, so restoring a backup never passes for the page's
/// reading (which would make the cook's changes in it look like the page's).
public enum ImportChannel: String, Sendable, CaseIterable {
  /// The recipe's source: a web page or one saved from it, a schema.org document, another
  /// app's collection (GNOME Recipes, Paprika).
  case source
  /// A copy of the cook's own: a backup written by `recipes export`, a Nextcloud Cookbook
  /// folder.
  case backup
}

/// One of the cook's own recipes an import saves: as saved, and as the import read it.
public struct ImportedVersion: Equatable, Sendable {
  /// The recipe as saved: the import's reading, with the cook's changes kept.
  public var saved: Recipe
  /// The recipe as the import read it (with the saved one's id): what the next import
  /// through the same channel tells the cook's changes from the source's by.
  public var asImported: Recipe
  /// What it was read from.
  public var channel: ImportChannel

  /// Creates the pair.
  public init(saved: Recipe, asImported: Recipe, channel: ImportChannel = .source) {
    self.saved = saved
    self.asImported = asImported
    self.channel = channel
  }
}

/// What the last import through each channel read of each of the cook's recipes it saved.
///
/// How a page or file imported again tells what the cook changed since (kept: their changes
/// are never overwritten) from what the page changed (brought up to date). Grouped so
/// `Library.init` takes them as one optional argument.
public struct ImportedVersionOperations: Sendable {
  /// Saves the cook's own recipes as `Library.saveMine` does, and remembers each as the
  /// import read it, in one transaction.
  public var save: @Sendable (_ recipes: [ImportedVersion]) async throws -> Void
  /// The cook's recipe `id` as the last import through `channel` read it; nil when none is
  /// remembered (one saved before imports were remembered, or never imported that way).
  public var asImported:
    @Sendable (_ id: Recipe.ID, _ channel: ImportChannel) async throws -> Recipe?

  /// Creates the operations.
  public init(
    save: @escaping @Sendable ([ImportedVersion]) async throws -> Void,
    asImported: @escaping @Sendable (Recipe.ID, ImportChannel) async throws -> Recipe?
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
      save: { recipes in try await saveMine(recipes.map(\.saved)) }, asImported: { _, _ in nil })
  }
}
