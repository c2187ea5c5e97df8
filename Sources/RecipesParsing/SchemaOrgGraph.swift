/// Finds the `Recipe` nodes among a page's JSON-LD documents, wherever sites put them.
enum SchemaOrgGraph {
  /// Properties that lead from a page's node to its recipe.
  private static let containers = ["@graph", "mainEntity", "mainEntityOfPage", "hasPart"]

  /// Every distinct `Recipe` (also typed `["Recipe", "NewsArticle"]` or
  /// "http://schema.org/Recipe"), in document order: top level, arrays, `@graph`,
  /// `mainEntity`, `mainEntityOfPage`.
  static func recipes(in documents: [JSONValue]) -> [JSONValue] {
    var found: [JSONValue] = []
    for document in documents { collect(document, into: &found, depth: 0) }
    return found
  }

  private static func collect(_ value: JSONValue, into found: inout [JSONValue], depth: Int) {
    guard depth < 12 else { return }
    switch value {
    case .array(let elements):
      for element in elements { collect(element, into: &found, depth: depth + 1) }
    case .object:
      // Some templates write the type in lower case ("recipe").
      if value.types.contains(where: { $0.lowercased() == "recipe" }) {
        if !found.contains(value) { found.append(value) }
        return
      }
      for key in containers {
        if let inner = value[key] { collect(inner, into: &found, depth: depth + 1) }
      }
    default:
      return
    }
  }
}
