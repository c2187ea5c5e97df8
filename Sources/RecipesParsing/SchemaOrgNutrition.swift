import RecipesCore

/// The nutrition a recipe page published (schema.org `NutritionInformation`, in JSON-LD or
/// microdata), kept as the page gave it: each member's text, per serving as schema.org
/// defines it ("calories": "357 kcal").
enum SchemaOrgNutrition {
  /// The `nutrition` member of `node` as members to keep with the recipe; nil when the node
  /// has no nutrition with a text or number member.
  static func kept(of node: JSONValue) -> PublishedMembers? {
    // Microdata gives a property's values as a list; one value is the property's.
    let nutrition = node["nutrition"].map { $0.list.count == 1 ? $0.list[0] : $0 }
    guard let members = nutrition?.object else { return nil }
    var kept: [String: JSONValue] = [:]
    for (name, value) in members {
      let single = value.list.count == 1 ? value.list[0] : value
      switch single {
      case .string, .number: kept[name] = single
      default: continue
      }
    }
    guard kept.keys.contains(where: { !$0.hasPrefix("@") }) else { return nil }
    return PublishedMembers(members: [
      .init(name: "nutrition", json: SchemaOrgKeptMembers.text(of: .object(kept), pretty: false))
    ])
  }
}
