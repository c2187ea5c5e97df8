import Foundation
import RecipesLocalization
import RecipesQuantities

/// What the shopping list window shows, derived from the state by a pure function.
public struct ShoppingListViewState: Equatable, Sendable {
  /// One thing to buy, with its check box.
  public struct Row: Equatable, Sendable, Identifiable {
    /// The item's key: what its tick is saved under.
    public let key: String
    /// How much, every amount joined ("1 ⅛ cups + 200 g"); empty when no amount is given.
    public let measure: String
    /// What ("Plain flour").
    public let name: String
    /// Measure and name as one line: the check box's name for assistive tools.
    public let text: String
    /// Whether it is ticked off.
    public let isChecked: Bool
    /// The recipes it is for, by name ("Pancakes, Crêpes"); empty when the list holds one
    /// recipe (every row is for it) or the item is the cook's own.
    public let recipeNames: String
    /// The cook's own item's id, for its remove button; nil for an item of the recipes.
    public var ownItemID: String? = nil
    /// Whether the pantry holds it: at home, not to buy (shown dimmed, after the rest).
    public var isAtHome = false

    /// The row's key.
    public var id: String { key }
  }

  /// An aisle and its rows.
  public struct Section: Equatable, Sendable {
    /// The aisle.
    public let aisle: GroceryAisle
    /// Its heading ("Dairy & eggs").
    public var title: String { aisle.title }
    /// Its items, by name.
    public let rows: [Row]
  }

  /// A recipe on the list, with its remove button.
  public struct RecipeRow: Equatable, Sendable, Identifiable {
    /// The recipe.
    public let id: Recipe.ID
    /// Its name, or a note that the library no longer has it or could not read it.
    public let name: String
    /// How many servings it is shopped for.
    public let servings: Int
    /// The plan's days it is on the list for ("Mon 30 Nov, Wed 2 Dec"); empty when it was
    /// added by hand.
    public var planDays: String = ""
    /// "8 servings", "1 serving".
    public var servingsText: String {
      localizedPlural("{count} serving", "{count} servings", count: servings)
    }
    /// "Pancakes · 8 servings", with the plan's days when it has them.
    public var text: String {
      [name, servingsText, planDays].filter { !$0.isEmpty }.joined(separator: " · ")
    }
  }

  /// The aisles that have items, in shop order.
  public let sections: [Section]
  /// The recipes on the list, in the order they were added.
  public let recipes: [RecipeRow]
  /// "12 items, 3 ticked" or why the list is empty.
  public let summary: String
  /// Whether the list has no recipes.
  public let isEmpty: Bool
  /// Whether the library is being read.
  public let isLoading: Bool
  /// Whether "Clear the shopping list?" is asked.
  public let isConfirmingClear: Bool
  /// A failure to read or save, to show over the list.
  public let errorMessage: String?
  /// "Removed “Bin bags”", while the cook can put the item back; nil otherwise.
  public let undoText: String?
  /// The item just ticked as bought, offered for the pantry ("Add to Pantry"), if any.
  public let boughtItem: ShoppingListFeature.BoughtItem?
  /// What the offer's toast says: "Bought “Onions”".
  public var boughtItemText: String? {
    boughtItem.map { localized("Bought “{name}”", ["name": $0.name]) }
  }

  /// Derives what the window shows from the shopping list's state.
  public init(_ state: ShoppingListFeature.State) {
    let list = state.list
    recipes = list.entries.map { entry in
      RecipeRow(
        id: entry.recipeID,
        name: list.recipes[entry.recipeID]?.name
          ?? Self.missingName(
            entry.recipeID, isUnreadable: state.unreadableRecipeIDs.contains(entry.recipeID)),
        servings: list.servings(of: entry),
        planDays: entry.planDays.map(PlanText.shortDay).joined(separator: ", "))
    }
    // Items only ever come from recipes the library has, so their names are never the note.
    // With one recipe on the list every row is for it: no row repeats its name.
    let names = list.entries.count > 1 ? list.recipes.mapValues(\.name) : [:]
    var rowsByAisle: [GroceryAisle: [Row]] = [:]
    for item in list.items {
      // A staple bought whole ("Salt", not "2 ⅞ tsp Salt").
      let measure = item.isBoughtWhole ? "" : MeasureDisplay.text(for: item.measure)
      rowsByAisle[item.aisle, default: []].append(
        Row(
          key: item.key, measure: measure, name: item.name,
          text: measure.isEmpty ? item.name : measure + " " + item.name,
          isChecked: state.checkedKeys.contains(item.key),
          recipeNames: item.recipeIDs.compactMap { names[$0] }.joined(separator: ", "),
          isAtHome: state.atHomeKeys.contains(item.key)))
    }
    for item in list.ownItems {
      rowsByAisle[item.aisle, default: []].append(
        Row(
          key: item.key, measure: "", name: item.displayText, text: item.displayText,
          isChecked: state.checkedKeys.contains(item.key), recipeNames: "", ownItemID: item.id,
          isAtHome: state.atHomeKeys.contains(item.key)))
    }
    var sections: [Section] = []
    for aisle in GroceryAisle.allCases {
      guard let rows = rowsByAisle[aisle], !rows.isEmpty else { continue }
      // What is at home goes after what is to buy.
      let sorted = rows.sorted {
        $0.isAtHome != $1.isAtHome
          ? !$0.isAtHome
          : $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
      }
      sections.append(Section(aisle: aisle, rows: sorted))
    }
    self.sections = sections
    isEmpty = list.isEmpty
    isLoading = state.isLoading
    isConfirmingClear = state.isConfirmingClear
    errorMessage = state.error?.message
    undoText = state.removal.map { localized("Removed “{item}”", ["item": $0.name]) }
    boughtItem = state.boughtItem
    let keys = list.items.map(\.key) + list.ownItems.map(\.key)
    let count = keys.count
    let ticked = keys.filter { state.checkedKeys.contains($0) }.count
    summary =
      list.isEmpty
      ? localized(
        "Nothing to buy yet: write an item above, or use “Add to shopping list” in a recipe’s window."
      )
      : localizedPlural(
        "{count} item, {ticked} ticked off", "{count} items, {ticked} ticked off", count: count,
        ["ticked": String(ticked)])
  }

  /// The list as plain text for a phone's notes: a heading, the recipes, then each aisle's
  /// items as Markdown task lines ("- [ ] 700 g Plain flour", "- [x] 4 Eggs").
  public var plainText: String {
    var lines = [localized("Shopping list")]
    if !recipes.isEmpty {
      lines.append(
        localized("For {recipes}", ["recipes": recipes.map(\.text).joined(separator: "; ")]))
    }
    for section in sections {
      lines.append("")
      lines.append(section.title)
      for row in section.rows {
        let text = row.isAtHome ? localized("{item} (at home)", ["item": row.text]) : row.text
        lines.append("- [\(row.isChecked ? "x" : " ")] \(text)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The name shown for a recipe on the list the library did not give back: said to be
  /// gone only when it is, since a row that failed to read may come back once repaired.
  static func missingName(_ id: Recipe.ID, isUnreadable: Bool) -> String {
    isUnreadable
      ? localized("Recipe {id} (could not be read)", ["id": id.description])
      : localized("Recipe {id} (no longer in the library)", ["id": id.description])
  }
}
