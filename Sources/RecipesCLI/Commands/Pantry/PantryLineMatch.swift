import RecipesPantry

/// Whether a name given on the command line means a pantry line: the line as written (any
/// case), or the same food ("onions" means "2 red onions").
enum PantryLineMatch {
  static func matches(_ line: String, _ name: String) -> Bool {
    if line.lowercased() == name.lowercased() { return true }
    let wanted = Set(PantryStock.keys(ofLine: name))
    return !wanted.isEmpty && Set(PantryStock.keys(ofLine: line)) == wanted
  }
}
