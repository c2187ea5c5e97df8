import Foundation
import RecipesCore
import RecipesLocalization
import RecipesQuantities

/// What `recipes shopping` prints: the list as text (aisle headings and "- [ ]" lines, as
/// "Copy as text" gives it), or one JSON object.
///
/// JSON: `{"recipes": [{"id", "servings"}], "items": [{"name", "quantity", "unit",
/// "measure", "checked", "atHome", "recipes", "aisle"}], "ownItems": [{"id", "text",
/// "checked", "atHome", "aisle"}]}` (`atHome`: the pantry holds it), one item object per amount: an item whose
/// amounts could not be added (a cup and 200 g of flour) has one object per amount, each
/// with its own recipes. `quantity` is a number to four places, or null when the amount has
/// no number.
enum ShoppingOutput {
  /// Prints the shopping list of `state` to `console`: as JSON, or as text.
  static func printList(_ state: ShoppingListFeature.State, json: Bool, to console: Console) throws
  {
    guard json else {
      let view = ShoppingListViewState(state)
      if view.isEmpty {
        console.print(localized("The shopping list is empty."))
      } else {
        console.write(output: view.plainText)
      }
      return
    }
    let list = state.list
    let document = Document(
      recipes: list.entries.map {
        RecipeRow(id: $0.recipeID.rawValue, servings: list.servings(of: $0))
      },
      items: list.items.flatMap { item in
        item.lines.map { line in
          ItemRow(
            name: item.name, quantity: line.quantity?.jsonNumber, unit: line.unit?.symbol,
            measure: line.measure, checked: state.checkedKeys.contains(item.key),
            atHome: state.atHomeKeys.contains(item.key),
            recipes: line.recipeIDs.map(\.rawValue), aisle: item.aisle.rawValue)
        }
      },
      ownItems: list.ownItems.map {
        OwnItemRow(
          id: $0.id, text: $0.text, checked: state.checkedKeys.contains($0.key),
          atHome: state.atHomeKeys.contains($0.key), aisle: $0.aisle.rawValue)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    console.print(String(decoding: try encoder.encode(document), as: UTF8.self))
  }

  private struct Document: Encodable {
    let recipes: [RecipeRow]
    let items: [ItemRow]
    let ownItems: [OwnItemRow]
  }

  private struct OwnItemRow: Encodable {
    let id: String
    let text: String
    let checked: Bool
    let atHome: Bool
    let aisle: String
  }

  private struct RecipeRow: Encodable {
    let id: String
    let servings: Int
  }

  private struct ItemRow: Encodable {
    let name: String
    let quantity: Double?
    let unit: String?
    let measure: String
    let checked: Bool
    let atHome: Bool
    let recipes: [String]
    let aisle: String

    private enum Key: String, CodingKey {
      case name, quantity, unit, measure, checked, atHome, recipes, aisle
    }

    // Every key present, `null` when unknown (synthesized encoding would leave them out).
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(name, forKey: .name)
      try container.encode(quantity, forKey: .quantity)
      try container.encode(unit, forKey: .unit)
      try container.encode(measure, forKey: .measure)
      try container.encode(checked, forKey: .checked)
      try container.encode(atHome, forKey: .atHome)
      try container.encode(recipes, forKey: .recipes)
      try container.encode(aisle, forKey: .aisle)
    }
  }
}
