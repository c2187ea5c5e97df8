import Foundation
import RecipesCore
import RecipesTestSupport
import Testing

@Suite("Illustrations: category → motif, cuisine → colour")
struct IllustrationTests {
  private let recipes: [Recipe]

  init() throws {
    let url = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("catalog.json")
    recipes = try MealDB.decodeRecipes(from: Data(contentsOf: url))
  }

  @Test(arguments: [
    ("Dessert", Motif.cake), ("Chicken", .drumstick), ("Seafood", .fish), ("Pasta", .noodles),
    ("Side", .fries), ("Starter", .soup), ("Vegan", .sprout), ("Vegetarian", .carrot),
    ("Breakfast", .friedEgg), ("Beef", .steak), ("Lamb", .skewer), ("Pork", .sausages),
    ("Goat", .stewPot), ("Miscellaneous", .plate),
  ])
  func categoryDrawsItsMotif(category: String, motif: Motif) {
    #expect(Motif(category: category) == motif)
    #expect(Motif(category: "  \(category.uppercased()) ") == motif)
  }

  @Test func everyCatalogCategoryHasAMotifOfItsOwn() {
    let categories = Set(recipes.compactMap(\.category))
    let motifs = Set(categories.map { Motif(category: $0) })
    #expect(motifs.count == categories.count, "two catalog categories share a motif")
    let generic = categories.filter { Motif(category: $0) == .plate }
    #expect(generic == ["Miscellaneous"])
  }

  @Test func anUnknownOrMissingCategoryGetsThePlate() {
    #expect(Motif(category: "Barbecue") == .plate)
    #expect(Motif(category: nil) == .plate)
    #expect(Motif(category: "") == .plate)
  }

  @Test func everyCatalogCuisineHasAColourAndNeighboursDiffer() {
    let areas = Set(recipes.compactMap(\.area)).sorted()
    for area in areas {
      #expect(CuisinePalette.colour(for: area) != CuisinePalette.neutral, "\(area) has no colour")
      #expect(CuisinePalette.colour(for: area.lowercased()) == CuisinePalette.colour(for: area))
    }
    // The cuisine menu lists them in this order; two alike in a row would look like one.
    for (a, b) in zip(areas, areas.dropFirst()) {
      #expect(CuisinePalette.colour(for: a) != CuisinePalette.colour(for: b), "\(a) and \(b)")
    }
  }

  @Test func anUnknownOrMissingCuisineIsNeutral() {
    #expect(CuisinePalette.colour(for: "Atlantean") == CuisinePalette.neutral)
    #expect(CuisinePalette.colour(for: nil) == CuisinePalette.neutral)
  }

  /// The motifs are outlined in ink: on every background, and on the disc behind them, the
  /// outline must stay as readable as body text (WCAG AA, 4.5:1).
  @Test func theInkOutlineIsLegibleOnEveryColour() {
    let colours = Set(recipes.compactMap(\.area).map { CuisinePalette.colour(for: $0) })
      .union([CuisinePalette.neutral])
    for colour in colours {
      #expect(colour.contrast(with: .ink) >= 4.5, "ink on \(colour.hex)")
      #expect(colour.mixed(with: .white, 0.62).contrast(with: .ink) >= 7, "ink on the disc")
    }
  }

  @Test func coloursMixAndPrint() {
    let colour = RGBColour(0x0A_0B0C)
    #expect(colour.hex == "#0a0b0c")
    #expect(colour.mixed(with: .white, 0) == colour)
    #expect(colour.mixed(with: .white, 1) == .white)
    #expect(RGBColour(0x000000).mixed(with: .white, 0.5).hex == "#808080")
    #expect(abs(RGBColour(0x000000).contrast(with: .white) - 21) < 0.01)
  }
}
