import Foundation

/// A recipe: what the detail window shows and what the library stores.
public struct Recipe: Equatable, Sendable, Codable, Identifiable {
  /// Identifies a recipe and tells where it came from.
  ///
  /// Catalog recipes are `catalog-N`, the cook's own are `mine-UUID`; anything else came
  /// from the remote API (TheMealDB's ids are numeric strings), so none of them collide.
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
    public var origin: Origin {
      if rawValue.hasPrefix(Self.catalogPrefix) { return .catalog }
      if rawValue.hasPrefix(Self.minePrefix) { return .mine }
      return .remote
    }

    /// The identifier as the API and the library write it ("52772", "catalog-shakshuka").
    public var description: String { rawValue }

    /// Orders identifiers by their raw text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The prefix of every identifier in the embedded catalog.
    public static let catalogPrefix = "catalog-"
    /// The prefix of every recipe the cook imported or wrote.
    public static let minePrefix = "mine-"

    /// A new identifier for one of the cook's own recipes, made from `uuid`.
    public static func mine(_ uuid: UUID) -> ID {
      ID(rawValue: minePrefix + uuid.uuidString.lowercased())
    }
  }

  /// Where a recipe came from.
  public enum Origin: String, Sendable, Codable {
    /// The catalog shipped in `data/`, written by this project.
    case catalog
    /// The remote TheMealDB-compatible API.
    case remote
    /// The cook's own: imported or written. Never replaced by a catalog update or a refresh.
    case mine
  }

  /// The recipe's identifier.
  public var id: ID
  /// The recipe's name, as shown on its card and window.
  public var name: String
  /// The category ("Dessert"), if known.
  public var category: String?
  /// The cuisine ("Italian"), if known.
  public var area: String?
  /// The method as written, before it is split into steps.
  public var instructions: String
  /// Free-form tags ("Soup", "Vegan").
  public var tags: [String]
  /// The picture of the dish.
  public var thumbnailURL: URL?
  /// A video of the recipe being cooked.
  public var videoURL: URL?
  /// Where the recipe was published.
  public var sourceURL: URL?
  /// The ingredients, in the order written.
  public var ingredients: [Ingredient]
  /// The method as a list of steps, grouped into sections when the source has them; empty
  /// when the recipe only has `instructions` (TheMealDB's and the catalog's), which
  /// `sections` then splits.
  public var stepSections: [StepSection]
  /// How many people it serves, when the source says so as a number.
  public var servings: Int?
  /// What it makes, as written ("12 cookies", "one 23 cm cake").
  public var yield: String?
  /// Minutes of preparation, of cooking, and in all, when known.
  public var prepMinutes: Int?
  /// Minutes of cooking (oven, hob), when known.
  public var cookMinutes: Int?
  /// Minutes from start to table, when known (not always prep + cook: resting, rising).
  public var totalMinutes: Int?
  /// A short introduction to the dish, as its author wrote it.
  public var description: String?
  /// Who wrote the recipe.
  public var author: String?
  /// The cook's own remarks on it ("Less sugar next time"): free text, several paragraphs.
  public var notes: String?
  /// The members of the document it was read from that a write gives back as they were
  /// (Cookbook's `id`, `dateCreated`, `tool`, `nutrition`, other apps' members); nil for a
  /// recipe read from no such document.
  public var publishedMembers: PublishedMembers? {
    didSet { if publishedMembers?.isEmpty == true { publishedMembers = nil } }
  }
  /// The catalog or remote recipe this one is the cook's version of (saved from Edit on
  /// it), which the lists then leave out in its favour; nil for any other.
  public var basedOn: ID?

  /// Creates a recipe; every field but `id` and `name` may be left out.
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
    ingredients: [Ingredient] = [],
    stepSections: [StepSection] = [],
    servings: Int? = nil,
    yield: String? = nil,
    prepMinutes: Int? = nil,
    cookMinutes: Int? = nil,
    totalMinutes: Int? = nil,
    description: String? = nil,
    author: String? = nil,
    notes: String? = nil,
    publishedMembers: PublishedMembers? = nil,
    basedOn: ID? = nil
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
    self.stepSections = stepSections
    self.servings = servings
    self.yield = yield
    self.prepMinutes = prepMinutes
    self.cookMinutes = cookMinutes
    self.totalMinutes = totalMinutes
    self.description = description
    self.author = author
    self.notes = notes
    self.publishedMembers = publishedMembers.flatMap { $0.isEmpty ? nil : $0 }
    self.basedOn = basedOn
  }

  /// The method in sections: `stepSections`, or `instructions` split into one untitled
  /// section of numbered steps (blank lines and "STEP 1" / "1." prefixes removed).
  public var sections: [StepSection] {
    if !stepSections.isEmpty { return stepSections }
    let steps = InstructionSteps.split(instructions)
    return steps.isEmpty ? [] : [StepSection(title: nil, steps: steps)]
  }

  /// Every step in order, whatever section it is in.
  public var steps: [String] {
    stepSections.isEmpty ? InstructionSteps.split(instructions) : stepSections.flatMap(\.steps)
  }

  /// Minutes from start to table: the stated total, or preparation plus cooking when the
  /// recipe states both but no total; nil when it says neither.
  public var minutesToTable: Int? {
    totalMinutes ?? prepMinutes.flatMap { prep in cookMinutes.map { prep + $0 } }
  }

  /// What a list shows of this recipe.
  public var summary: RecipeSummary {
    RecipeSummary(
      id: id, name: name, category: category, area: area, thumbnailURL: thumbnailURL,
      totalMinutes: minutesToTable, basedOn: basedOn)
  }
}

/// One ingredient line: "200 g" of "Flour", and the line as its source wrote it.
public struct Ingredient: Equatable, Sendable, Codable {
  /// What to use ("Flour").
  public let name: String
  /// How much ("200 g", "½ tsp"); empty when the recipe gives none.
  public let measure: String
  /// The line as written ("200 g plain flour, sifted"); always kept, whatever parsing made
  /// of it.
  public let text: String
  /// The part of the recipe it belongs to ("For the sauce"), if the source groups them.
  public let group: String?

  /// Creates an ingredient line; `text` defaults to the measure followed by the name.
  public init(name: String, measure: String, text: String? = nil, group: String? = nil) {
    self.name = name
    self.measure = measure
    self.text = text ?? Self.line(measure: measure, name: name)
    self.group = group
  }

  private enum CodingKeys: String, CodingKey { case name, measure, text, group }

  /// Decodes a line, also one saved before `text` and `group` existed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let measure = try container.decode(String.self, forKey: .measure)
    self.init(
      name: name, measure: measure,
      text: try container.decodeIfPresent(String.self, forKey: .text),
      group: try container.decodeIfPresent(String.self, forKey: .group))
  }

  private static func line(measure: String, name: String) -> String {
    measure.isEmpty ? name : measure + " " + name
  }
}

/// A titled part of a method ("For the dough"), or the whole method when `title` is nil.
public struct StepSection: Equatable, Sendable, Codable {
  /// The section's heading, if the source gives one.
  public let title: String?
  /// The steps, in order, each a paragraph of text.
  public let steps: [String]

  /// Creates a section of `steps` under `title`.
  public init(title: String? = nil, steps: [String]) {
    self.title = title
    self.steps = steps
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
  /// Minutes from start to table (`Recipe.minutesToTable`), when the recipe says.
  public let totalMinutes: Int?
  /// The recipe this one is the cook's version of (`Recipe.basedOn`).
  public let basedOn: Recipe.ID?

  /// Creates a summary.
  public init(
    id: Recipe.ID, name: String, category: String? = nil, area: String? = nil,
    thumbnailURL: URL? = nil, totalMinutes: Int? = nil, basedOn: Recipe.ID? = nil
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.area = area
    self.thumbnailURL = thumbnailURL
    self.totalMinutes = totalMinutes
    self.basedOn = basedOn
  }
}
