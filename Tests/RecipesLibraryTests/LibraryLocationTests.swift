import Foundation
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct LibraryLocationTests {
  @Test func usesXDGDirectoriesWhenSet() {
    let location = LibraryLocation(environment: [
      "HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache",
    ])
    #expect(location.libraryDirectory.path == "/data/recipes")
    #expect(location.cacheDirectory.path == "/cache/recipes")
  }

  @Test func fallsBackToTheHomeDirectory() {
    let location = LibraryLocation(environment: ["HOME": "/home/ada"])
    #expect(location.libraryDirectory.path == "/home/ada/.local/share/recipes")
    #expect(location.cacheDirectory.path == "/home/ada/.cache/recipes")
  }

  @Test func ignoresEmptyAndRelativeXDGValues() {
    let location = LibraryLocation(environment: [
      "HOME": "/home/ada", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": "relative/cache",
    ])
    #expect(location.libraryDirectory.path == "/home/ada/.local/share/recipes")
    #expect(location.cacheDirectory.path == "/home/ada/.cache/recipes")
  }

  @Test func theDataDirectoryOverrideHoldsBoth() {
    let location = LibraryLocation(
      environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"], dataDirectory: "/tmp/r")
    #expect(location.libraryDirectory.path == "/tmp/r")
    #expect(location.cacheDirectory.path == "/tmp/r/cache")
  }

  @Test func createsBothDirectories() throws {
    let directory = try TemporaryDirectory()
    let root = directory.file("deep/er")
    let location = LibraryLocation(environment: [:], dataDirectory: root.path)
    try location.createDirectories()
    try location.createDirectories()
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("cache").path))
  }
}
