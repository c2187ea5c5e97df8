import Foundation
import RecipesCore
import RecipesPantry

extension InMemoryLibrary {
  // MARK: - Pantry

  nonisolated var pantryOperations: PantryOperations {
    PantryOperations(
      items: { await self.pantry },
      add: { texts in await self.addPantryItems(texts) },
      remove: { id in await self.removePantryItem(id) },
      restore: { item in await self.restorePantryItem(item) },
      cookable: { request in await self.cookable(request) },
      atHome: { names in await self.atHome(names) })
  }

  private var stock: PantryStock {
    PantryStock(
      lines: pantry.map(\.text),
      staplesAtHome: PantryPreferences.staplesAtHome(
        preferences[PantryPreferences.staplesAtHomeKey]))
  }

  private func addPantryItems(_ texts: [String]) -> [PantryItem] {
    var added: [PantryItem] = []
    for text in texts {
      let position = (pantry.map(\.position).max() ?? 0) + 1
      let item = PantryItem(id: "pantry-\(position)", text: text, position: position)
      pantry.append(item)
      added.append(item)
    }
    return added
  }

  private func removePantryItem(_ id: String) -> PantryItem? {
    guard let index = pantry.firstIndex(where: { $0.id == id }) else { return nil }
    return pantry.remove(at: index)
  }

  private func restorePantryItem(_ item: PantryItem) {
    pantry.removeAll { $0.id == item.id }
    pantry.append(item)
    pantry.sort { ($0.position, $0.id) < ($1.position, $1.id) }
  }

  private func cookable(_ request: CookableRequest) -> [CookableRecipe] {
    let recipes = allRecipes.filter { request.query.isEmpty || request.query.matches($0) }.map {
      PantryRecipe(
        id: $0.id.rawValue, name: $0.name,
        needs: $0.ingredients.flatMap { PantryNeed.needs(of: $0.parsed) })
    }
    return CookableIndex(recipes).rank(
      against: stock, maxMissing: request.maxMissing, limit: request.limit
    ).map {
      CookableRecipe(
        id: Recipe.ID(rawValue: $0.id), name: $0.name, have: $0.have, need: $0.need,
        missing: $0.missing)
    }
  }

  private func atHome(_ names: [String]) -> Set<String> {
    let stock = PantryStock(lines: pantry.map(\.text), staplesAtHome: false)
    return Set(names.filter { stock.holds(line: $0) })
  }
}
