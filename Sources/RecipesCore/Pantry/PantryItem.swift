import Foundation

/// A line of the pantry, as the cook wrote it: "2 onions", "rice", "500 g flour".
public struct PantryItem: Equatable, Identifiable, Sendable, Codable {
  /// The item's identity in the library.
  public var id: String
  /// The line as written.
  public var text: String
  /// Where it stands in the pantry's order; restoring a removed item puts it back there.
  public var position: Int

  /// Creates an item.
  public init(id: String, text: String, position: Int = 0) {
    self.id = id
    self.text = text
    self.position = position
  }

  /// The text of a line to add, as the shopping list takes one of the cook's own items:
  /// trimmed and cut to a line; nil when nothing is left.
  public static func trimmed(_ text: String) -> String? {
    OwnShoppingItem.trimmed(text)
  }
}
