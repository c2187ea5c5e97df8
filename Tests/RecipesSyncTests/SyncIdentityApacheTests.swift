import Foundation
import RecipesCore
import RecipesFixtures
import RecipesSync
import RecipesTestSupport
import Testing

/// One recipe on every machine, renamed or not, with every member it came with: two machines
/// and a folder edited the way Nextcloud Cookbook edits it, on a real Apache mod_dav.
@Suite(.serialized) struct SyncIdentityApacheTests {
  /// A `recipe.json` holding every member Cookbook writes, and one of another app.
  private static func cookbookDocument(name: String, servings: Int = 4) -> String {
    """
    {"id":"4711","name":"\(name)","description":"","url":"","image":"https://example.org/soup.jpg",
    "imageUrl":"/apps/cookbook/webapp/recipes/4711/image?size=full","printImage":true,
    "prepTime":"PT0H10M0S","cookTime":"PT0H30M0S","totalTime":"PT0H40M0S",
    "recipeCategory":"Soup","recipeCuisine":"French","keywords":"leeks,winter",
    "recipeYield":\(servings),"tool":["pot","blender"],
    "recipeIngredient":["3 leeks","1 l stock"],
    "recipeInstructions":[{"@type":"HowToStep","text":"Sweat the leeks."},
      {"@type":"HowToStep","text":"Simmer and blend."}],
    "nutrition":{"@type":"NutritionInformation","calories":"180 kcal","fatContent":"6 g"},
    "dateCreated":"2024-02-03T10:11:12+0000","dateModified":"2024-02-04T09:00:00+0000",
    "@context":"http://schema.org","@type":"Recipe",
    "x-other-app":{"rating":5,"made":true,"notes":["less salt"]}}
    """
  }

  /// Writes `document` as `folder`'s `recipe.json` straight into the server's folder, as
  /// Cookbook does.
  private static func put(_ document: String, in folder: String, _ apache: ApacheSession) throws {
    try apache.server.writeBehindTheServer(
      Data(document.utf8), to: "Recipes/\(folder)/recipe.json")
    // Cookbook keeps the picture it downloaded from `image` beside it.
    try apache.server.writeBehindTheServer(
      TestImages.png(width: 4, height: 3), to: "Recipes/\(folder)/full.jpg")
    try apache.server.settleAll()
  }

  /// Renames a recipe as Cookbook does: its folder moved, the name in the file changed, its
  /// `id` kept.
  private static func cookbookRename(
    from old: String, to new: String, _ apache: ApacheSession
  ) throws {
    try FileManager.default.moveItem(
      at: apache.server.file("Recipes/\(old)"), to: apache.server.file("Recipes/\(new)"))
    try put(cookbookDocument(name: new), in: new, apache)
  }

  private static func members(of folder: String, _ apache: ApacheSession) throws
    -> PublishedMembers
  {
    let data = try Data(contentsOf: apache.server.file("Recipes/\(folder)/recipe.json"))
    return try #require(PublishedMembers(json: String(decoding: data, as: UTF8.self)))
  }

  private static func renamed(_ recipe: Recipe, _ name: String) -> Recipe {
    Recipe(
      id: recipe.id, name: name, category: recipe.category, instructions: recipe.instructions,
      thumbnailURL: recipe.thumbnailURL, ingredients: recipe.ingredients,
      stepSections: recipe.stepSections, servings: recipe.servings,
      publishedMembers: recipe.publishedMembers)
  }

  private static func edited(_ recipe: Recipe, servings: Int) -> Recipe {
    Recipe(
      id: recipe.id, name: recipe.name, category: recipe.category, area: recipe.area,
      instructions: recipe.instructions, tags: recipe.tags, thumbnailURL: recipe.thumbnailURL,
      videoURL: recipe.videoURL, sourceURL: recipe.sourceURL, ingredients: recipe.ingredients,
      stepSections: recipe.stepSections, servings: servings, yield: recipe.yield,
      prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
      totalMinutes: recipe.totalMinutes, description: recipe.description, author: recipe.author,
      publishedMembers: recipe.publishedMembers)
  }

  private static let day = PlanDay.fixed("2026-06-01")

  /// The member `name`'s value, written again with sorted keys and no spaces.
  private static func parsed(_ members: PublishedMembers, _ name: String) -> Data? {
    members.value(name).flatMap {
      try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed])
    }
  }

  @Test func aRenameInTheServerFolderKeepsTheFavoritePlanAndCookedRecordOnB() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let b = try SyncMachine("B", folder: apache.folder)
      try Self.put(Self.cookbookDocument(name: "Leek Soup"), in: "Leek Soup", apache)
      #expect(try await b.sync(apache.dav).downloaded == 1)
      let soup = try #require(await b.recipe(named: "Leek Soup"))
      try await b.library.client.setFavorite(soup.id, true)
      let entry = try await b.library.client.addPlanEntry(
        PlanEntry(
          id: "plan-1", day: Self.day, meal: .dinner, content: .recipe(soup.id, servings: 4)))
      try await b.library.client.recordCooked(soup.id, Self.day)
      _ = try await b.sync(apache.dav)

      try Self.cookbookRename(from: "Leek Soup", to: "Leek and Potato Soup", apache)
      let report = try await b.sync(apache.dav)
      #expect(report.deletedHere == 0)
      #expect(report.downloaded == 1)
      #expect(report.conflicts == 0)
      #expect(await b.names() == ["Leek and Potato Soup"])
      let moved = try #require(await b.recipe(named: "Leek and Potato Soup"))
      #expect(moved.id == soup.id)
      #expect(try await b.library.client.favoriteIDs() == [soup.id])
      #expect(try await b.library.client.planEntries(Self.day...Self.day) == [entry])
      let cooked = try await b.library.client.cookedRecords(Self.day...Self.day)
      #expect(cooked.map(\.recipeID) == [soup.id])
      #expect(try await b.library.client.syncRecords().map(\.folder) == ["Leek and Potato Soup"])
      // The favorites file follows the folder.
      try apache.server.settleAll()
      _ = try await b.sync(apache.dav)
      let favorites = try Data(
        contentsOf: apache.server.file("Recipes/.recipes-favorites.json"))
      #expect(String(decoding: favorites, as: UTF8.self).contains("Leek and Potato Soup"))
    }
  }

  @Test func twoMachinesGiveARecipeOfCookbookTheSameID() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      try Self.put(Self.cookbookDocument(name: "Leek Soup"), in: "Leek Soup", apache)
      _ = try await a.sync(apache.dav)
      _ = try await b.sync(apache.dav)
      let onA = try #require(await a.recipe(named: "Leek Soup"))
      #expect(onA.id.origin == .mine)
      #expect(await b.recipe(named: "Leek Soup")?.id == onA.id)
      #expect(onA.publishedNutrition == ["calories": "180 kcal", "fatContent": "6 g"])
    }
  }

  @Test func everyMemberCookbookWroteSurvivesAnEditHere() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let b = try SyncMachine("B", folder: apache.folder)
      let original = Self.cookbookDocument(name: "Leek Soup")
      try Self.put(original, in: "Leek Soup", apache)
      _ = try await b.sync(apache.dav)
      let soup = try #require(await b.recipe(named: "Leek Soup"))
      try await b.write(Self.edited(soup, servings: 6))
      #expect(try await b.sync(apache.dav).uploaded == 1)

      let before = try #require(PublishedMembers(json: original))
      let after = try Self.members(of: "Leek Soup", apache)
      for member in before.members {
        switch member.name {
        case "recipeYield": #expect(after["recipeYield"] == "6")
        case "dateModified": #expect(after["dateModified"] == "\"2026-05-28T20:26:40Z\"")
        default:
          #expect(
            Self.parsed(after, member.name) == Self.parsed(before, member.name), "\(member.name)")
        }
      }
      // What the app does not model, or writes otherwise, goes back byte for byte.
      for name in ["printImage", "tool", "nutrition", "x-other-app", "prepTime", "keywords", "id"] {
        #expect(after[name] == before[name], "\(name)")
      }
      // Nothing else but the edit in the app's own words.
      let added = Set(after.members.map(\.name)).subtracting(before.members.map(\.name))
      #expect(added == ["x-recipes-servings"])
      // A second machine reads the same recipe back, members and all.
      let c = try SyncMachine("C", folder: apache.folder)
      _ = try await c.sync(apache.dav)
      let copy = try #require(await c.recipe(named: "Leek Soup"))
      #expect(copy.servings == 6)
      #expect(copy.publishedMembers?["tool"] == #"["pot","blender"]"#)
    }
  }

  @Test func aRecipeMadeHereGoesUpWithADateCreatedThatStays() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let soup = Recipe(id: .mine(UUID()), name: "Leek Soup", servings: 4)
      try await a.write(soup)
      _ = try await a.sync(apache.dav)
      let created = try Self.members(of: "Leek Soup", apache)["dateCreated"]
      #expect(created == "\"2026-05-28T20:26:40Z\"")
      try apache.server.settleAll()
      try await a.write(Self.edited(soup, servings: 5))
      _ = try await a.sync(apache.dav, now: Date(timeIntervalSince1970: 1_790_000_000))
      let members = try Self.members(of: "Leek Soup", apache)
      #expect(members["dateCreated"] == created)
      #expect(members["dateModified"] == "\"2026-09-21T14:13:20Z\"")
    }
  }

  @Test(arguments: [true, false])
  func aRenameOnAAndAnEditOnBIsOneReportedConflict(infinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: infinity) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      let soup = Recipe(id: .mine(UUID()), name: "Leek Soup", servings: 4)
      try await a.write(soup)
      _ = try await a.sync(apache.dav)
      _ = try await b.sync(apache.dav)
      try apache.server.settleAll()

      try await a.write(Self.renamed(soup, "Leek and Potato Soup"))
      _ = try await a.sync(apache.dav)
      try apache.server.settleAll()
      try await b.write(Self.edited(soup, servings: 8))
      let report = try await b.sync(apache.dav)
      #expect(report.conflicts == 1)
      #expect(report.deletedHere == 0)
      let copyName = "Leek Soup (conflict, B, \(SyncMachine.today))"
      let names = await b.names()
      #expect(names == [copyName, "Leek and Potato Soup"], "\(names)")
      #expect(await b.recipe(named: copyName)?.servings == 8)
      #expect(await b.recipe(named: "Leek and Potato Soup")?.id == soup.id)
    }
  }

  @Test func aRecipeRenamedDifferentlyOnTwoMachinesIsOneReportedConflict() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      let soup = Recipe(id: .mine(UUID()), name: "Leek Soup", servings: 4)
      try await a.write(soup)
      _ = try await a.sync(apache.dav)
      _ = try await b.sync(apache.dav)
      try apache.server.settleAll()

      try await a.write(Self.renamed(soup, "Vichyssoise"))
      try await b.write(Self.renamed(soup, "Potage Parmentier"))
      _ = try await a.sync(apache.dav)
      try apache.server.settleAll()
      let report = try await b.sync(apache.dav)
      #expect(report.conflicts == 1)
      #expect(report.deletedHere == 0)
      #expect(
        await b.names() == [
          "Potage Parmentier (conflict, B, \(SyncMachine.today))", "Vichyssoise",
        ])
    }
  }
}
