import Foundation
import RecipesCore
import RecipesFixtures
import RecipesSync
import RecipesTestSupport
import Testing

/// A rating and collections set on machine A show on machine B after sync.
///
/// They travel as members of our own in `recipe.json` (Cookbook's `keywords` untouched); a
/// change to either alone is an edit that goes up; taken away on B, they go on A too. On a
/// real Apache mod_dav.
@Suite(.serialized) struct SyncOrderApacheTests {
  private static func document(of folder: String, _ apache: ApacheSession) throws
    -> PublishedMembers
  {
    let data = try Data(contentsOf: apache.server.file("Recipes/\(folder)/recipe.json"))
    return try #require(PublishedMembers(json: String(decoding: data, as: UTF8.self)))
  }

  @Test func aRatingAndCollectionsSetOnATravelToBAndBack() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let a = try SyncMachine("A", folder: apache.folder)
      let b = try SyncMachine("B", folder: apache.folder)
      let soup = Recipe(
        id: .mine(UUID()), name: "Leek Soup", tags: ["Soup", "Winter"], servings: 4)
      try await a.write(soup)
      _ = try await a.sync(apache.dav)
      _ = try await b.sync(apache.dav)
      #expect(try Self.document(of: "Leek Soup", apache)["x-recipes-rating"] == nil)

      // Rated and gathered on A, the recipe itself untouched: still an edit to send.
      await a.library.setRating(soup.id, 4)
      try await a.library.client.collections.setMemberships(soup.id, ["Weeknight", "Christmas"])
      try apache.server.settleAll()
      let up = try await a.sync(apache.dav)
      #expect(up.uploaded == 1)
      let members = try Self.document(of: "Leek Soup", apache)
      #expect(members["x-recipes-rating"] == "4")
      #expect(members.value("x-recipes-collections") as? [String] == ["Christmas", "Weeknight"])
      #expect(members.value("keywords") as? String == "Soup, Winter", "the cook’s keywords stay")

      let down = try await b.sync(apache.dav)
      #expect(down.downloaded == 1)
      #expect(await b.library.ratings[soup.id] == 4)
      let onB = try await b.library.client.collections.memberships()
      #expect(onB[soup.id] == ["Christmas", "Weeknight"])
      #expect(await b.recipe(named: "Leek Soup")?.publishedMembers?["x-recipes-rating"] == nil)
      // The next sync on B finds nothing to do: the members are no edit made here.
      let again = try await b.sync(apache.dav)
      #expect(again.uploaded == 0 && again.downloaded == 0)

      // Taken away on B: gone on A after its sync.
      await b.library.setRating(soup.id, nil)
      try await b.library.client.collections.setMemberships(soup.id, ["Christmas"])
      try apache.server.settleAll()
      _ = try await b.sync(apache.dav)
      _ = try await a.sync(apache.dav)
      #expect(await a.library.ratings[soup.id] == nil)
      #expect(try await a.library.client.collections.memberships()[soup.id] == ["Christmas"])

      // Deleted on B: A's report keeps the rating and collections for Undo, off the recipe.
      await a.library.setRating(soup.id, 5)
      try apache.server.settleAll()
      _ = try await a.sync(apache.dav)
      _ = try await b.sync(apache.dav)
      try apache.server.settleAll()
      try await b.library.client.deleteMine(soup.id)
      // The only recipe: deleting it is every recipe, which a sync does only when allowed.
      #expect(try await b.sync(apache.dav, allowingMassDeletion: true).deletedThere == 1)
      let removed = try #require(
        try await a.sync(apache.dav, allowingMassDeletion: true).removedHere.first)
      #expect(removed.rating == 5 && removed.collections == ["Christmas"])
      #expect(removed.recipe.publishedMembers?["x-recipes-rating"] == nil)
    }
  }
}
