import RecipesQuantities

/// One item for a name and its plural in a language other than English: "1 Zwiebel" and
/// "2 Zwiebeln", "1 cipolla" and "2 cipolle", "1 limón" and "2 limones" are one thing to
/// buy.
///
/// English plurals share a key already (`ShoppingName` folds them); the other languages'
/// endings are too many to fold into every key ("Karotten" is a plural, "Kitchen" is not),
/// so an item is moved into another only when one of the singulars its name may be the
/// plural of (`ForeignNoun.singularNames`, in its recipe's language when known) is that
/// other item's key, on this list. A lone "6 Zwiebeln" keeps its key.
enum ShoppingPlurals {
  /// `amounts` and `spellings` with each item that is another's plural moved into it.
  static func merge(
    _ amounts: inout [String: [ShoppingAmount]],
    spellings: inout [String: [String: ShoppingSpelling]]
  ) {
    var into: [String: String] = [:]
    // In key order, so the same recipes always make the same list.
    for key in amounts.keys.sorted() {
      guard let named = spellings[key] else { continue }
      for (name, read) in named.sorted(by: { $0.key < $1.key }) where read.language != .english {
        let singular = ForeignNoun.singularNames(of: name, in: read.language).lazy
          .map(ShoppingName.key).first { $0 != key && amounts[$0] != nil }
        if let singular {
          into[key] = singular
          break
        }
      }
    }
    for (key, target) in into {
      var end = target
      // A singular that is itself another's plural ("eieren", "eier", "ei") moves on, a
      // few steps at most, never back into itself.
      for _ in 0..<3 {
        guard let next = into[end], next != key else { break }
        end = next
      }
      guard end != key, let moved = amounts.removeValue(forKey: key) else { continue }
      amounts[end, default: []] += moved
      for (name, read) in spellings.removeValue(forKey: key) ?? [:] {
        spellings[end, default: [:]][name, default: .init()].merge(read)
      }
    }
  }
}
