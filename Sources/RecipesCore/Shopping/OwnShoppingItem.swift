import RecipesQuantities

/// Something the cook put on the shopping list by hand ("2 l milk", "bin bags"), kept as
/// written.
///
/// It goes in the aisle its name belongs to (milk with the dairy, bin bags under "Other")
/// and is ticked off like any item, under its own key.
public struct OwnShoppingItem: Equatable, Hashable, Sendable, Identifiable {
  /// Names the item in the library.
  public let id: String
  /// The item as the cook wrote it, trimmed.
  public let text: String

  /// Creates an item.
  public init(id: String, text: String) {
    self.id = id
    self.text = text
  }

  /// The key its tick is saved under: never one of a recipe's items (`ShoppingName.key`
  /// gives no colon), so ticking "milk" of a recipe leaves the cook's own milk as it is.
  public var key: String { Self.keyPrefix + id }

  /// The aisle of what it names: "2 l milk" is read as an ingredient line, and its name
  /// ("milk") decides.
  public var aisle: GroceryAisle {
    let name = IngredientLineParser.parse(text).name
    return GroceryAisle.of(key: ShoppingName.key(name.isEmpty ? text : name))
  }

  /// The text as the list shows it: its first letter a capital ("Bin bags").
  public var displayText: String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// The text of an item to add, trimmed and cut to a line; nil when nothing is left.
  public static func trimmed(_ text: String) -> String? {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    return trimmed.count > 200 ? String(trimmed.prefix(200)) : trimmed
  }

  private static let keyPrefix = "own:"
}
