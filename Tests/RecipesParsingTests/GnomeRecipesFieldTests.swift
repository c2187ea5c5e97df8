import Foundation
import RecipesCore
import RecipesFixtures
import RecipesParsing
import Testing

/// What real GNOME Recipes files hold, one field at a time, from groups written here.
@Suite("GnomeRecipesReader fields")
struct GnomeRecipesFieldTests {
  private static let nowhere = URL(fileURLWithPath: "/nonexistent/images")

  /// The recipe of one group holding `values`, and a method unless they give one (a group
  /// with nothing but notes is no recipe).
  private func recipe(
    _ values: [String: String], group: String = "R_dish_by_cook", chefs: [KeyFileGroup] = []
  ) throws -> Recipe {
    var values = values
    values["Instructions"] = values["Instructions"] ?? "Cook it."
    let found = GnomeRecipesReader.recipes(
      in: [
        KeyFileGroup(name: "Metadata", values: ["Version": "1"]),
        KeyFileGroup(name: group, values: values),
      ],
      chefs: chefs, imagesFolder: Self.nowhere)
    return try #require(found.first).recipe
  }

  @Test(arguments: [
    ("american", "American"), ("chinese", "Chinese"), ("indian", "Indian"),
    ("italian", "Italian"), ("french", "French"), ("greek", "Greek"),
    ("mediterranean", "Mediterranean"), ("mexican", "Mexican"), ("nordic", "Nordic"),
    ("turkish", "Turkish"), ("middle_eastern", "Middle Eastern"), ("tex-mex", "Tex Mex"),
    ("Hungarian", "Hungarian"), ("Cuisine of my gran", "Cuisine of my gran"),
  ])
  func cuisinesReadAsWords(id: String, expected: String) throws {
    #expect(try recipe(["Name": "Dish", "Cuisine": id]).area == expected)
  }

  @Test(arguments: [
    ("entree", "Main Course"), ("snacks", "Snacks"), ("breakfast", "Breakfast"),
    ("side", "Side Dish"), ("dessert", "Dessert"), ("cake", "Cakes and Baking"),
    ("drinks", "Drinks and Cocktails"), ("pizza", "Pizza"), ("pasta", "Pasta"),
    ("other", "Other"), ("sauces_and_dips", "Sauces and Dips"), ("Sunday lunch", "Sunday lunch"),
  ])
  func mealsReadAsWords(id: String, expected: String) throws {
    #expect(try recipe(["Name": "Dish", "Category": id]).category == expected)
  }

  @Test(arguments: [
    ("thanksgiving", "Thanksgiving"), ("christmas", "Christmas"), ("newyears", "New Year"),
    ("spring", "Spring"), ("summer", "Summer"), ("fall", "Fall"), ("winter", "Winter"),
    ("harvest-festival", "Harvest Festival"),
  ])
  func seasonsReadAsWords(id: String, expected: String) throws {
    #expect(try recipe(["Name": "Dish", "Season": id]).tags == [expected])
  }

  @Test func authorsAreTheChefsFullNameElseTheirNameElseTheId() throws {
    let chefs = [
      KeyFileGroup(name: "Metadata", values: ["Version": "1"]),
      KeyFileGroup(name: "anna", values: ["Name": "Anna", "Fullname": "Anna Horváth"]),
      KeyFileGroup(name: "bea", values: ["Name": "Bea", "Fullname": "  "]),
      KeyFileGroup(name: "cem", values: ["Description": "No name given"]),
    ]
    #expect(try recipe(["Author": "anna"], chefs: chefs).author == "Anna Horváth")
    #expect(try recipe(["Author": "bea"], chefs: chefs).author == "Bea")
    #expect(try recipe(["Author": "cem"], chefs: chefs).author == "cem")
    #expect(try recipe(["Author": "dora"], chefs: chefs).author == "dora")
    #expect(try recipe(["Author": "anna"]).author == "anna")
    #expect(try recipe(["Name": "Dish"], chefs: chefs).author == nil)
  }

  @Test func aGroupWithoutANameIsNamedAfterItsId() throws {
    let method = ["Instructions": "Bake."]
    #expect(try recipe(method, group: "R_plum_cake_by_anna").name == "Plum cake")
    #expect(try recipe(method, group: "R_by_the_sea_by_anna").name == "By the sea")
    #expect(try recipe(["Ingredients": "1\t\tleek\t"], group: "soup").name == "Soup")
    #expect(try recipe(["Name[de]": "Pflaumenkuchen"]).name == "Pflaumenkuchen")
    #expect(try recipe(["Name": "Plum cake", "Name[de]": "Pflaumenkuchen"]).name == "Plum cake")
  }

  /// The user's `recipes.db` keeps the cook's notes on the recipes GNOME Recipes ships as
  /// groups with nothing else: those are no recipes of their own.
  @Test func aGroupWithOnlyNotesIsNoRecipe() {
    let groups = [
      KeyFileGroup(name: "R_Carbonara_by_ebassi", values: ["Notes": "Less pepper."]),
      KeyFileGroup(name: "R_soup_by_anna", values: ["Name": "Soup", "Notes": "Freezes well."]),
    ]
    let found = GnomeRecipesReader.recipes(in: groups, imagesFolder: Self.nowhere)
    #expect(found.map(\.recipe.name) == ["Soup"])
    #expect(found.first?.recipe.notes == "Freezes well.")
    #expect(found.first?.recipe.description == nil)
  }

  @Test func servesIsAPositiveCountOrNothing() throws {
    #expect(try recipe(["Serves": "4"]).servings == 4)
    #expect(try recipe(["Serves": " 6 people"]).servings == 6)
    #expect(try recipe(["Serves": "0"]).servings == nil)
    #expect(try recipe(["Serves": "-2"]).servings == nil)
    #expect(try recipe(["Serves": "lots"]).servings == nil)
    #expect(try recipe(["Serves": ""]).servings == nil)
    #expect(try recipe([:]).servings == nil)
  }

  /// The editor's choices for preparation and cooking time, read as their lower end (or
  /// the one number given): a list sorted by time stays sorted.
  @Test(arguments: [
    ("Less than 15 minutes", 15), ("15 to 30 minutes", 15), ("30 to 45 minutes", 30),
    ("45 minutes to an hour", 45), ("More than an hour", 60), ("1 hour", 60),
    ("About 2 hours", 120),
  ])
  func prepAndCookTimes(text: String, minutes: Int) throws {
    let read = try recipe(["PrepTime": text, "CookTime": text])
    #expect(read.prepMinutes == minutes)
    #expect(read.cookMinutes == minutes)
  }

  @Test func aTimeInNoWordsIsNoTime() throws {
    #expect(try recipe(["PrepTime": "a while"]).prepMinutes == nil)
    #expect(try recipe(["PrepTime": ""]).prepMinutes == nil)
  }

  @Test func ingredientLinesWithoutTabsAreWholeIngredients() throws {
    let read = try recipe([
      "Ingredients": "2 eggs\n\n1\tcup\tmilk\n100 g butter, soft\n3\t\tapples"
    ])
    #expect(
      read.ingredients.map(\.text) == ["2 eggs", "1 cup milk", "100 g butter, soft", "3 apples"])
    #expect(read.ingredients.allSatisfy { $0.group == nil })
  }

  /// Markup as GNOME Recipes' own collection writes it: opening a step, on a line of its
  /// own between blank lines, between two sentences, and as both ends of a range.
  @Test func markupWhereRealCollectionsPutIt() throws {
    let read = try recipe([
      "Instructions": "[timer:00:10:00]Knead the dough.\n\n\n[image:1]\nOnce it boils, salt it."
        + "\n\nStir.[image:2]Serve.\n\nHeat to [temperature:175C] - [temperature:195C] (fan)."
        + "\n\n[timer:00:08:00,Boil bones]Boil the bones."
    ])
    #expect(
      read.steps == [
        "(10 minutes) Knead the dough.", "Once it boils, salt it.", "Stir. Serve.",
        "Heat to 175 °C - 195 °C (fan).", "(Boil bones: 8 minutes) Boil the bones.",
      ])
  }

  @Test func picturesFromTheListGLibRead() throws {
    let folder = try TemporaryDirectory(label: "gnome-images")
    try Data([1]).write(to: folder.file("pie;crust.png"))
    try Data([2]).write(to: folder.file("second.png"))
    let group = KeyFileGroup(
      name: "R_pie_by_anna",
      values: ["Name": "Pie", "Images": "images/pie\\;crust.png;second.png;", "DefaultImage": "0"],
      lists: ["Images": ["images/pie;crust.png", "second.png"]])
    let found = GnomeRecipesReader.recipes(in: [group], imagesFolder: folder.url)
    #expect(found.first?.imageURL == folder.file("pie;crust.png"))
    // Without the list (an older reader), the plain value still gives a picture.
    let plain = KeyFileGroup(name: group.name, values: ["Name": "Pie", "Images": ";second.png;"])
    #expect(
      GnomeRecipesReader.recipes(in: [plain], imagesFolder: folder.url).first?.imageURL
        == folder.file("second.png"))
  }

  @Test func idsAreFixedByTheGroupNameAlone() {
    let goulash = GnomeRecipesReader.id(ofGroup: "R_goulash_by_anna")
    #expect(goulash == GnomeRecipesReader.id(ofGroup: "R_goulash_by_anna"))
    #expect(goulash != GnomeRecipesReader.id(ofGroup: "R_goulash_by_bea"))
    #expect(goulash.origin == .mine)
  }

  /// FNV-1a's published 64-bit values ("a" → af63dc4c8601ec8c, "foobar" → 85944171f73967e8)
  /// are the first half of the UUID, with the version nibble set to 8.
  @Test func stableIdentifiersFollowFNV1a() {
    let a = StableIdentifier.uuid(for: "a").uuidString
    #expect(a.hasPrefix("AF63DC4C-8601-8C8C-"))
    #expect(StableIdentifier.uuid(for: "foobar").uuidString.hasPrefix("85944171-F739-87E8-"))
    // RFC 9562 variant bits (10xx) in the fourth group.
    let variant = a.split(separator: "-")[3].first
    #expect(variant.map { "89AB".contains($0) } == true)
    #expect(StableIdentifier.uuid(for: "ab") != StableIdentifier.uuid(for: "ba"))
  }
}
