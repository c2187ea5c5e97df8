import RecipesPantry

/// Every recipe's needs as "what can I make?" last read them, kept while the library file
/// is unchanged, so asking again (a keystroke in the pantry window's search, a line added)
/// reads no needs.
///
/// The stamp is the file's `PRAGMA data_version` (changed by any other connection's commit)
/// and the connection's own `total_changes()` (changed by any write of its own, a recipe
/// saved, a pantry line added, the needs kept): a stamp that differs reads everything again.
struct PantryNeedsCache {
  /// What the stamp was when `recipes` was read.
  var stamp: [Int64]?
  /// Every recipe with its needs, indexed for ranking.
  var index = CookableIndex([])
}
