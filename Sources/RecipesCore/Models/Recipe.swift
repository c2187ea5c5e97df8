import Foundation

/// A recipe: what the detail window shows and what the library stores.
public struct Recipe: Equatable, Sendable, Codable, Identifiable {
  /// Identifies a recipe and tells where it came from.
  ///
  /// Catalog recipes are `catalog-N`; anything else came from the remote API (TheMealDB's
  /// ids are numeric strings), so the two never collide.
  public struct ID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
  {
    /// The identifier as stored and as the API spells it.
    public let rawValue: String

    /// Wraps a raw identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal identifier (in tests and fixtures).
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Where the recipe came from.
    public var origin: Origin { rawValue.hasPrefix(Self.catalogPrefix) ? .catalog : .remote }

    /// The identifier as the API and the library write it ("52772", "catalog-shakshuka").
    public var description: String { rawValue }

    /// Orders identifiers by their raw text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The prefix of every identifier in the embedded catalog.
    public static let catalogPrefix = "catalog-"
  }

  /// Where a recipe came from.
  public enum Origin: String, Sendable, Codable {
    /// The catalog shipped in `data/`, written by this project.
    case catalog
    /// The remote TheMealDB-compatible API.
    case remote
  }

  /// The recipe's identifier.
  public let id: ID
  /// The recipe's name, as shown on its card and window.
  public let name: String
  /// The category ("Dessert"), if known.
  public let category: String?
  /// The cuisine ("Italian"), if known.
  public let area: String?
  /// The method as written, before it is split into steps.
  public let instructions: String
  /// Free-form tags ("Soup", "Vegan").
  public let tags: [String]
  /// The picture of the dish.
  public let thumbnailURL: URL?
  /// A video of the recipe being cooked.
  public let videoURL: URL?
  /// Where the recipe was published.
  public let sourceURL: URL?
  /// The ingredients, in the order written.
  public let ingredients: [Ingredient]

  /// Creates a recipe.
  public init(
    id: ID,
    name: String,
    category: String? = nil,
    area: String? = nil,
    instructions: String = "",
    tags: [String] = [],
    thumbnailURL: URL? = nil,
    videoURL: URL? = nil,
    sourceURL: URL? = nil,
    ingredients: [Ingredient] = []
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.area = area
    self.instructions = instructions
    self.tags = tags
    self.thumbnailURL = thumbnailURL
    self.videoURL = videoURL
    self.sourceURL = sourceURL
    self.ingredients = ingredients
  }

  /// The instructions as numbered steps, with blank lines and "STEP 1" / "1." prefixes removed.
  public var steps: [String] { InstructionSteps.split(instructions) }

  /// What a list shows of this recipe.
  public var summary: RecipeSummary {
    RecipeSummary(
      id: id, name: name, category: category, area: area, thumbnailURL: thumbnailURL)
  }
}

/// One ingredient line: "200 g" of "Flour".
public struct Ingredient: Equatable, Sendable, Codable {
  /// What to use ("Flour").
  public let name: String
  /// How much ("200 g", "½ tsp"); empty when the recipe gives none.
  public let measure: String

  /// Creates an ingredient line.
  public init(name: String, measure: String) {
    self.name = name
    self.measure = measure
  }
}

/// What a list or a grid shows of a recipe, without its method or ingredients.
///
/// TheMealDB's filter endpoints return only id, name and thumbnail; the library fills in
/// category and area when it has them.
public struct RecipeSummary: Equatable, Sendable, Codable, Identifiable {
  /// Which recipe this summarises: the key to its full `Recipe` in the library or the API.
  public let id: Recipe.ID
  /// The dish's name as its source writes it.
  public let name: String
  /// The category, if known.
  public let category: String?
  /// The cuisine, if known.
  public let area: String?
  /// The picture of the dish.
  public let thumbnailURL: URL?

  /// Creates a summary.
  public init(
    id: Recipe.ID, name: String, category: String? = nil, area: String? = nil,
    thumbnailURL: URL? = nil
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.area = area
    self.thumbnailURL = thumbnailURL
  }
}
