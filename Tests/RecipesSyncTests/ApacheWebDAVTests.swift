import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// The WebDAV client against a real Apache httpd with mod_dav.
///
/// Apache starts per test on a loopback port, once with `Depth: infinity` allowed and once
/// without. One at a time:
/// each test starts its own Apache, and the machine has two cores.
@Suite(.serialized) struct ApacheWebDAVTests {
  private static let oddName = "Pâte à choux #2 & 100% ? ;=+"

  @Test(arguments: [true, false])
  func writesAreConditionalOnETags(allowingDepthInfinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: allowingDepthInfinity) { apache in
      let folder = try WebDAVPath(components: [Self.oddName])
      let file = try folder.appending("recipe.json")
      try await apache.dav.makeFolder(folder)
      let first = Data(#"{"name": "Pâte à choux"}"#.utf8)
      _ = try await apache.dav.put(file, first, .createOnly)
      #expect(
        await webDAVError { try await apache.dav.put(file, first, .createOnly) }
          == .preconditionFailed)

      let read = try await apache.dav.get(file, 1024)
      #expect(read.data == first)
      #expect(read.etag != nil)
      // Apache weakens the ETag of a file changed within the second, and a weak tag never
      // matches If-Match: date the file back instead of waiting.
      try apache.server.settle("Recipes/\(Self.oddName)/recipe.json")
      let tag = try #require(try await apache.dav.list(folder, .one).entries.first?.etag)
      // Apache's ETag is size and mtime: change the size so it changes within the second.
      let second = Data(#"{"name": "Pâte à choux", "recipeYield": 12}"#.utf8)
      _ = try await apache.dav.put(file, second, .unchangedSince(tag))
      #expect(
        await webDAVError { try await apache.dav.put(file, first, .unchangedSince(tag)) }
          == .preconditionFailed)
      #expect(
        try Data(contentsOf: apache.server.file("Recipes/\(Self.oddName)/recipe.json")) == second)
      #expect(try await apache.dav.get(file, 1024).data == second)
    }
  }

  @Test func aLargeUploadArrivesWholeWithItsLength() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let bytes = Data((0..<(3 * 1024 * 1024 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
      let file = try WebDAVPath("full.jpg")
      _ = try await apache.dav.put(file, bytes, .always)
      #expect(try Data(contentsOf: apache.server.file("Recipes/full.jpg")) == bytes)
      #expect(await webDAVError { try await apache.dav.get(file, 1024) } == .tooLarge(limit: 1024))
      let listing = try await apache.dav.list(.root, .one)
      #expect(listing.entries.first { $0.path == file }?.size == bytes.count)
    }
  }

  @Test(arguments: [true, false])
  func listingsAtDepthOneAndInfinity(allowingDepthInfinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: allowingDepthInfinity) { apache in
      let names = ["Tarte Tatin", Self.oddName]
      for name in names {
        let folder = try WebDAVPath(components: [name])
        try await apache.dav.makeFolder(folder)
        _ = try await apache.dav.put(
          try folder.appending("recipe.json"), Data("{}".utf8), .createOnly)
      }
      let everything = try names.flatMap { name in
        [try WebDAVPath(components: [name]), try WebDAVPath(components: [name, "recipe.json"])]
      }.sorted()

      let top = try await apache.dav.list(.root, .one)
      #expect(top.folder?.path == .root)
      #expect(top.folder?.isCollection == true)
      #expect(top.entries.map(\.path) == names.map { try! WebDAVPath(components: [$0]) }.sorted())
      #expect(top.entries.allSatisfy { $0.isCollection && $0.etag != nil })
      #expect(top.skipped.isEmpty)

      let inside = try await apache.dav.list(try WebDAVPath(components: [Self.oddName]), .one)
      let recipe = try #require(inside.entries.first)
      #expect(recipe.path == (try WebDAVPath(components: [Self.oddName, "recipe.json"])))
      #expect(!recipe.isCollection)
      #expect(recipe.size == 2)
      #expect(recipe.contentType == "application/json")
      #expect(recipe.etag != nil)
      #expect(abs(try #require(recipe.lastModified).timeIntervalSinceNow) < 120)

      if allowingDepthInfinity {
        #expect(try await apache.dav.list(.root, .infinity).entries.map(\.path) == everything)
      } else {
        #expect(
          await webDAVError { try await apache.dav.list(.root, .infinity) }
            == .depthInfinityRefused)
      }
      let tree = try await apache.dav.listTree(.root)
      #expect(tree.listing.entries.map(\.path) == everything)
      #expect(tree.usedDepthInfinity == allowingDepthInfinity)
      #expect(tree.requestCount == (allowingDepthInfinity ? 1 : 4))
    }
  }

  @Test(arguments: [true, false])
  func foldersWithOddNamesMoveAndDelete(allowingDepthInfinity: Bool) async throws {
    try await ApacheSession.run(allowingDepthInfinity: allowingDepthInfinity) { apache in
      let old = try WebDAVPath(components: ["Tarte #1 é"])
      let new = try WebDAVPath(components: [Self.oddName])
      try await apache.dav.makeFolder(old)
      _ = try await apache.dav.put(try old.appending("recipe.json"), Data("{}".utf8), .createOnly)
      try await apache.dav.makeFolder(try WebDAVPath("Taken"))

      #expect(
        await webDAVError { try await apache.dav.move(old, try WebDAVPath("Taken"), false) }
          == .alreadyExists)
      try await apache.dav.move(old, new, false)
      #expect(await webDAVError { try await apache.dav.move(old, new, false) } == .notFound)
      let names = try await apache.dav.list(.root, .one).entries.map(\.path)
      #expect(names == [new, try WebDAVPath("Taken")].sorted())
      #expect(
        FileManager.default.fileExists(
          atPath: apache.server.file("Recipes/\(Self.oddName)/recipe.json").path))

      let file = try new.appending("recipe.json")
      try apache.server.settle("Recipes/\(Self.oddName)/recipe.json")
      let tag = try #require(try await apache.dav.list(new, .one).entries.first?.etag)
      #expect(
        await webDAVError { try await apache.dav.delete(file, WebDAVETag(#""stale""#)) }
          == .preconditionFailed)
      try await apache.dav.delete(file, tag)
      #expect(await webDAVError { try await apache.dav.get(file, 64) } == .notFound)
      try await apache.dav.delete(new, nil)
      #expect(await webDAVError { try await apache.dav.delete(new, nil) } == .notFound)
    }
  }

  @Test func foldersAreMadeOnce() async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let folder = try WebDAVPath("Soup")
      try await apache.dav.makeFolder(folder)
      #expect(await webDAVError { try await apache.dav.makeFolder(folder) } == .alreadyExists)
      #expect(
        await webDAVError { try await apache.dav.makeFolder(try WebDAVPath("No/Parent")) }
          == .conflict)
      #expect(
        await webDAVError {
          try await apache.dav.put(try WebDAVPath("No/recipe.json"), Data(), .always)
        } == .conflict)
    }
  }

  @Test func aWrongPasswordIsUnauthorized() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let wrong = try WebDAVClient.live(
        session: apache.session, folder: apache.folder,
        credentials: HTTPCredentials(user: apache.server.user, password: "wrong"))
      #expect(await webDAVError { try await wrong.list(.root, .one) } == .unauthorized)
      #expect(
        await webDAVError { try await wrong.put(try WebDAVPath("x.json"), Data(), .always) }
          == .unauthorized)
      #expect(!FileManager.default.fileExists(atPath: apache.server.file("Recipes/x.json").path))
    }
  }

  @Test func aNameWrittenBehindTheServerIsListedDecoded() async throws {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      try apache.server.writeBehindTheServer(
        Data("{}".utf8), to: "Recipes/Crème brûlée ? #1/recipe.json")
      let tree = try await apache.dav.listTree(.root)
      #expect(
        tree.listing.entries.map(\.path.description) == [
          "Crème brûlée ? #1", "Crème brûlée ? #1/recipe.json",
        ])
    }
  }
}
