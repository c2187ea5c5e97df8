import RecipesCore

/// The people behind GNOME Recipes' chef ids, from `chefs.db` (one group per chef id, with
/// Name, Fullname, Description and Image).
struct GnomeChefNames {
  private let names: [String: String]

  /// The chefs of `groups`; none when `chefs.db` is missing or unreadable.
  init(_ groups: [KeyFileGroup]) {
    var names: [String: String] = [:]
    for group in groups where group.name != "Metadata" {
      let name = ["Fullname", "Name"].lazy.compactMap { group.values[$0] }
        .map(SchemaOrgText.collapsed).first { !$0.isEmpty }
      if let name { names[group.name] = name }
    }
    self.names = names
  }

  /// Who `id` is: the chef's full name, else their short name, else the id itself.
  func name(of id: String) -> String { names[id] ?? id }
}
