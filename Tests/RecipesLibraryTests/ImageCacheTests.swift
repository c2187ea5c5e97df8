import Foundation
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct ImageCacheTests {
  private let directory: TemporaryDirectory
  private let clock = SteppingClock()

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func openCache(budget: Int = ImageCache.defaultByteBudget) async throws -> ImageCache {
    try await ImageCache.open(in: directory.url, byteBudget: budget, now: clock.now)
  }

  private static func url(_ name: String) -> URL {
    URL(string: "https://images.example.invalid/\(name).jpg") ?? URL(fileURLWithPath: "/")
  }

  private static func bytes(_ count: Int, _ value: UInt8) -> Data {
    Data(repeating: value, count: count)
  }

  @Test func storesAndReturnsImages() async throws {
    let cache = try await openCache()
    #expect(try await cache.data(for: Self.url("a")) == nil)
    try await cache.store(Self.bytes(1_000, 1), for: Self.url("a"))
    try await cache.store(Data([0, 255, 0]), for: Self.url("b"))
    #expect(try await cache.data(for: Self.url("a")) == Self.bytes(1_000, 1))
    #expect(try await cache.data(for: Self.url("b")) == Data([0, 255, 0]))
    #expect(try await cache.totalBytes() == 1_003)
  }

  @Test func keepsImagesAcrossLaunches() async throws {
    do {
      let cache = try await openCache()
      try await cache.store(Self.bytes(10, 9), for: Self.url("kept"))
    }
    let reopened = try await openCache()
    #expect(try await reopened.data(for: Self.url("kept")) == Self.bytes(10, 9))
  }

  @Test func replacingAnImageUpdatesItsSize() async throws {
    let cache = try await openCache()
    try await cache.store(Self.bytes(500, 1), for: Self.url("a"))
    try await cache.store(Self.bytes(200, 2), for: Self.url("a"))
    #expect(try await cache.data(for: Self.url("a")) == Self.bytes(200, 2))
    #expect(try await cache.totalBytes() == 200)
  }

  @Test func evictsTheLeastRecentlyUsedBeyondTheBudget() async throws {
    let cache = try await openCache(budget: 300)
    try await cache.store(Self.bytes(100, 1), for: Self.url("a"))
    try await cache.store(Self.bytes(100, 2), for: Self.url("b"))
    try await cache.store(Self.bytes(100, 3), for: Self.url("c"))
    // Reading "a" makes "b" the least recently used.
    #expect(try await cache.data(for: Self.url("a")) == Self.bytes(100, 1))
    try await cache.store(Self.bytes(100, 4), for: Self.url("d"))

    #expect(try await cache.data(for: Self.url("b")) == nil)
    for (name, seed) in [("a", 1), ("c", 3), ("d", 4)] as [(String, UInt8)] {
      #expect(try await cache.data(for: Self.url(name)) == Self.bytes(100, seed), "\(name) kept")
    }
    #expect(try await cache.totalBytes() == 300)

    // A large image pushes out as many old ones as it needs.
    try await cache.store(Self.bytes(250, 5), for: Self.url("e"))
    #expect(try await cache.totalBytes() == 250)
    #expect(try await cache.data(for: Self.url("e")) == Self.bytes(250, 5))
  }

  @Test func anImageLargerThanTheBudgetIsNotKept() async throws {
    let cache = try await openCache(budget: 100)
    try await cache.store(Self.bytes(50, 1), for: Self.url("small"))
    try await cache.store(Self.bytes(101, 2), for: Self.url("huge"))
    #expect(try await cache.data(for: Self.url("huge")) == nil)
    #expect(try await cache.data(for: Self.url("small")) == Self.bytes(50, 1))
  }

  @Test func aCorruptCacheIsDeletedAndRecreated() async throws {
    let file = directory.file(ImageCache.fileName)
    try Data(repeating: 0xEE, count: 10_000).write(to: file)
    let cache = try await openCache()
    #expect(try await cache.data(for: Self.url("a")) == nil)
    try await cache.store(Self.bytes(10, 1), for: Self.url("a"))
    #expect(try await cache.data(for: Self.url("a")) == Self.bytes(10, 1))
    let header = try Data(contentsOf: file).prefix(16)
    #expect(header == Data("SQLite format 3\u{0}".utf8))
    #expect(try directory.fileNames().allSatisfy { !$0.contains("corrupt") })
  }

  @Test func damageFoundAfterOpeningAlsoRecreatesTheCache() async throws {
    let file = directory.file(ImageCache.fileName)
    do {
      let cache = try await openCache()
      for number in 0..<40 {
        try await cache.store(Self.bytes(10_000, UInt8(number)), for: Self.url("\(number)"))
      }
    }
    // The first page (header and schema) survives, so opening succeeds; the images do not.
    var bytes = try Data(contentsOf: file)
    for index in stride(from: 4096, to: bytes.count, by: 3) { bytes[index] = 0xC3 }
    try bytes.write(to: file)

    let cache = try await openCache()
    #expect(try await cache.data(for: Self.url("7")) == nil)
    #expect(try await cache.totalBytes() == 0)
    try await cache.store(Self.bytes(10, 1), for: Self.url("new"))
    #expect(try await cache.data(for: Self.url("new")) == Self.bytes(10, 1))
  }
}
