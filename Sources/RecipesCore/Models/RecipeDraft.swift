import Foundation
import RecipesLocalization

/// A recipe as the editor shows it: every field as text, ready to type into.
///
/// Ingredients are one per line; steps are rows, one step each, which may hold several
/// lines (a wrapped or broken line is no new step). A line or row starting with `#` and a
/// space (`## For the sauce`) is a heading: in "Ingredients" it names the group of the
/// lines below it, among the steps it starts a section; a bare `##` ends the group or
/// section. Only that marker makes a heading — a step ending with a colon ("Whisk
/// together:") stays a step. Blank lines and rows are ignored.
public struct RecipeDraft: Equatable, Sendable {
  /// The name; required.
  public var name = ""
  /// The category ("Dessert").
  public var category = ""
  /// The cuisine ("Italian").
  public var cuisine = ""
  /// How many it serves: a whole number, or empty.
  public var servings = ""
  /// Minutes of preparation: a whole number, or empty.
  public var prepMinutes = ""
  /// Minutes of cooking: a whole number, or empty.
  public var cookMinutes = ""
  /// One ingredient per line, `## Group` headings between.
  public var ingredients = ""
  /// One row per step, `## Section` headings between; one empty row to type into when
  /// there are none.
  public var steps = [""]
  /// What the cook says of the recipe (its description).
  public var summary = ""
  /// Tags, separated by commas ("Soup, Quick").
  public var tags = ""
  /// The cook's own notes, several paragraphs if they like.
  public var notes = ""
  /// The address it comes from, or empty; "https://" is assumed when no scheme is given.
  public var source = ""
  /// The picture: a file the cook chose, or the recipe's own picture.
  public var picture: URL?

  /// Why a draft cannot be saved.
  public enum Problem: Error, Equatable, Sendable {
    /// The name is empty.
    case nameMissing
    /// A number field ("Servings", …) holds something other than a whole number.
    case notANumber(field: String)
    /// "Source" holds something that is no web address.
    case notAnAddress

    /// A sentence for the editor.
    public var message: String {
      switch self {
      case .nameMissing: return localized("A recipe needs a name.")
      case .notANumber(let field):
        return localized("“{field}” must be a whole number, or empty.", ["field": field])
      case .notAnAddress:
        return localized("“Source” must be a web address, such as example.org/scones, or empty.")
      }
    }
  }

  /// An empty draft (a new recipe).
  public init() {}

  /// The draft of `recipe`, to edit it.
  public init(_ recipe: Recipe) {
    name = recipe.name
    category = recipe.category ?? ""
    cuisine = recipe.area ?? ""
    servings = recipe.servings.map(String.init) ?? ""
    prepMinutes = recipe.prepMinutes.map(String.init) ?? ""
    cookMinutes = recipe.cookMinutes.map(String.init) ?? ""
    ingredients = Self.lines(recipe.ingredients.map { ($0.group, Self.oneLine($0.text)) })
    steps = Self.rows(recipe.sections)
    picture = recipe.thumbnailURL
    summary = recipe.description ?? ""
    tags = recipe.tags.joined(separator: ", ")
    source = recipe.sourceURL?.absoluteString ?? ""
    notes = recipe.notes ?? ""
  }

  /// The first problem that keeps the draft from being saved, if any.
  public var problem: Problem? {
    do {
      _ = try numbers()
      _ = try sourceURL()
      return name.trimmed.isEmpty ? .nameMissing : nil
    } catch {
      return error
    }
  }

  /// The recipe this draft makes, saved as `id`.
  ///
  /// What the editor does not show (yield, author, video, total time…) is kept from
  /// `original`; saved under another id than `original`'s, it is the cook's version of it
  /// (`basedOn`).
  public func recipe(id: Recipe.ID, original: Recipe?) throws(Problem) -> Recipe {
    let (servings, prep, cook) = try numbers()
    let sourceURL = try sourceURL()
    guard !name.trimmed.isEmpty else { throw .nameMissing }
    let sections = Self.sections(steps)
    return Recipe(
      id: id, name: name.trimmed, category: category.trimmed.nilIfEmpty,
      area: cuisine.trimmed.nilIfEmpty,
      instructions: sections.flatMap(\.steps).joined(separator: "\n\n"),
      tags: Self.tags(tags), thumbnailURL: picture, videoURL: original?.videoURL,
      sourceURL: sourceURL, ingredients: Self.ingredients(ingredients),
      stepSections: sections, servings: servings, yield: original?.yield,
      prepMinutes: prep, cookMinutes: cook, totalMinutes: original?.totalMinutes,
      description: summary.trimmed.nilIfEmpty, author: original?.author,
      notes: notes.trimmed.nilIfEmpty,
      publishedMembers: original?.publishedMembers,
      basedOn: original.flatMap { $0.id == id ? $0.basedOn : $0.id })
  }

  // MARK: - Text

  private func numbers() throws(Problem) -> (Int?, Int?, Int?) {
    (
      try Self.number(servings, field: "Servings"),
      try Self.number(prepMinutes, field: "Preparation minutes"),
      try Self.number(cookMinutes, field: "Cooking minutes")
    )
  }

  /// The source as an address: nil when empty, "https://" assumed without a scheme; only
  /// web addresses.
  private func sourceURL() throws(Problem) -> URL? {
    let text = source.trimmed
    guard !text.isEmpty else { return nil }
    let written = text.contains("://") ? text : "https://" + text
    guard let url = URL(string: written), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", let host = url.host, host.contains(".")
    else { throw .notAnAddress }
    return url
  }

  /// The tags of a comma-separated line, trimmed, each once.
  private static func tags(_ text: String) -> [String] {
    var seen: Set<String> = []
    return text.split(separator: ",").map { String($0).trimmed }.filter {
      !$0.isEmpty && seen.insert($0.lowercased()).inserted
    }
  }

  private static func number(_ text: String, field: String) throws(Problem) -> Int? {
    let text = text.trimmed
    guard !text.isEmpty else { return nil }
    guard let value = Int(text), value >= 0 else { throw .notANumber(field: field) }
    return value
  }

  /// The heading a line makes, if it is one ("## For the sauce" → "For the sauce").
  private static func heading(_ line: String) -> String? {
    guard line.hasPrefix("#") else { return nil }
    let rest = line.drop { $0 == "#" }
    guard rest.isEmpty || rest.first == " " else { return nil }
    return String(rest).trimmed
  }

  /// The non-blank lines of `text`, each with the heading above it.
  private static func headedLines(_ text: String) -> [(heading: String?, line: String)] {
    var heading: String?
    var lines: [(String?, String)] = []
    for line in text.split(whereSeparator: \.isNewline).map({ String($0).trimmed })
    where !line.isEmpty {
      if let title = Self.heading(line) {
        heading = title.nilIfEmpty
      } else {
        lines.append((heading, line))
      }
    }
    return lines
  }

  private static func ingredients(_ text: String) -> [Ingredient] {
    // The line as the cook wrote it; amount, unit and name are read from it where they are
    // shown or scaled (IngredientScaling), as for imported lines.
    headedLines(text).map {
      Ingredient(name: $0.line, measure: "", text: $0.line, group: $0.heading)
    }
  }

  private static func sections(_ rows: [String]) -> [StepSection] {
    var sections: [StepSection] = []
    var heading: String?
    for row in rows.map(\.trimmed) where !row.isEmpty {
      if let title = Self.heading(row) {
        heading = title.nilIfEmpty
      } else if let last = sections.last, last.title == heading {
        sections[sections.count - 1] = StepSection(title: heading, steps: last.steps + [row])
      } else {
        sections.append(StepSection(title: heading, steps: [row]))
      }
    }
    return sections
  }

  /// The rows of `sections`: a heading row each time the heading changes, then each step
  /// as written; one empty row when there are no steps.
  private static func rows(_ sections: [StepSection]) -> [String] {
    let rows = headedItems(
      sections.flatMap { section in section.steps.map { (section.title, $0.trimmed) } }
        .filter { !$0.1.isEmpty })
    return rows.isEmpty ? [""] : rows
  }

  /// The number each row of `steps` shows: steps are counted from 1, a heading row has none.
  public static func stepNumbers(_ steps: [String]) -> [Int?] {
    var count = 0
    return steps.map { row in
      guard heading(row.trimmed) == nil else { return nil }
      count += 1
      return count
    }
  }

  /// Lines under their headings: a heading line each time the heading changes.
  private static func lines(_ items: [(heading: String?, line: String)]) -> String {
    headedItems(items).joined(separator: "\n")
  }

  /// The items under their headings: a heading item each time the heading changes.
  private static func headedItems(_ items: [(heading: String?, line: String)]) -> [String] {
    var output: [String] = []
    var current: String?
    for (heading, line) in items {
      if heading != current {
        // A bare "##" ends a group: the lines after it belong to none.
        output.append(heading.map { "## " + $0 } ?? "##")
      }
      current = heading
      output.append(line)
    }
    return output
  }

  /// A step or ingredient written over several lines, as one line.
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
