import Foundation
import RecipesArchives
import Testing

@Suite struct GzipTests {
  @Test func aStreamUnpacksToWhatWasPacked() throws {
    #expect(Gzip.isGzip(Compressed.scones))
    let data = try Gzip.decompress(Compressed.scones, limit: 1024)
    #expect(String(decoding: data, as: UTF8.self) == "Scones\n")
  }

  @Test func somethingElseIsNoGzip() {
    #expect(!Gzip.isGzip(Data("{\"name\": \"Scones\"}".utf8)))
    #expect(throws: ArchiveError.notAnArchive) {
      try Gzip.decompress(Data("{\"name\": \"Scones\"}".utf8), limit: 1024)
    }
    #expect(throws: ArchiveError.notAnArchive) { try Gzip.decompress(Data(), limit: 1024) }
  }

  @Test(arguments: [2, 11, 18, 22, 26])
  func aStreamCutShortIsTruncated(_ length: Int) {
    #expect(throws: ArchiveError.truncated) {
      try Gzip.decompress(Compressed.scones.prefix(length), limit: 1024)
    }
  }

  @Test func aWrongChecksumIsCaught() {
    var damaged = Compressed.scones
    damaged[damaged.count - 6] ^= 0xFF
    #expect(throws: ArchiveError.checksumMismatch(name: "the stream")) {
      try Gzip.decompress(damaged, limit: 1024)
    }
  }

  @Test func damagedDeflateDataIsAnError() {
    var damaged = Compressed.scones
    damaged[10] = 0xFF  // a reserved block type
    #expect(throws: ArchiveError.self) { try Gzip.decompress(damaged, limit: 1024) }
  }

  @Test func aBombStopsAtTheLimit() throws {
    #expect(throws: ArchiveError.entryTooLarge(name: "zeros", limit: 1000)) {
      try Gzip.decompress(Compressed.zeros, limit: 1000, name: "zeros")
    }
    #expect(try Gzip.decompress(Compressed.zeros, limit: 4096).count == 4096)
  }
}
