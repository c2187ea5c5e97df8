import Foundation
import RecipesArchives
import Testing

@Suite struct ZipArchiveTests {
  private let flour = String(repeating: "flour, butter, flour, butter, flour\n", count: 3)

  /// "Scones\n" deflated, with true sizes and checksum.
  private var deflatedScones: ZipBuilder.Entry {
    ZipBuilder.Entry(
      name: "Scones.txt", packed: Compressed.rawDeflate(of: Compressed.scones), method: 8,
      size: 7, checksum: CRC32.of(Data("Scones\n".utf8)))
  }

  private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

  @Test func storedAndDeflatedEntriesReadBack() throws {
    let builder = ZipBuilder(entries: [
      .stored("Recipes/", ""), .stored("Recipes/flour.txt", flour), deflatedScones,
    ])
    let archive = try ZipArchive(builder.data)
    #expect(ZipArchive.isZip(builder.data))
    #expect(archive.entries.map(\.name) == ["Recipes/", "Recipes/flour.txt", "Scones.txt"])
    #expect(archive.entries.map(\.isFolder) == [true, false, false])
    let files = try archive.contents { !$0.isFolder }
    #expect(files.map { text($0.1) } == [flour, "Scones\n"])
  }

  @Test func anEmptyArchiveHasNoEntries() throws {
    let data = ZipBuilder().data
    #expect(ZipArchive.isZip(data))
    #expect(try ZipArchive(data).entries.isEmpty)
  }

  @Test func somethingElseIsNoArchive() {
    #expect(throws: ArchiveError.notAnArchive) { try ZipArchive(Data()) }
    #expect(throws: ArchiveError.notAnArchive) {
      try ZipArchive(Data(String(repeating: "not a zip ", count: 20).utf8))
    }
  }

  @Test func anArchiveCutShortIsTruncated() {
    let data = ZipBuilder(entries: [.stored("flour.txt", flour)]).data
    #expect(throws: ArchiveError.truncated) { try ZipArchive(data.prefix(data.count - 10)) }
    #expect(throws: ArchiveError.truncated) { try ZipArchive(data.prefix(40)) }
  }

  @Test func anEntryPointingElsewhereIsDamaged() throws {
    var entry = ZipBuilder.Entry.stored("flour.txt", flour)
    entry.offsetShift = 5
    let archive = try ZipArchive(ZipBuilder(entries: [entry]).data)
    #expect(throws: ArchiveError.damaged("“flour.txt” does not start where the directory says")) {
      try archive.contents(of: archive.entries[0])
    }
    entry.offsetShift = 100_000
    #expect(throws: ArchiveError.damaged("“flour.txt” lies outside the file")) {
      try ZipArchive(ZipBuilder(entries: [entry]).data)
    }
  }

  @Test func aDirectoryOutsideTheFileIsDamaged() {
    var data = ZipBuilder(entries: [.stored("flour.txt", flour)]).data
    // The end record's directory offset (its last six bytes hold offset and comment length).
    data[data.count - 6] = 0xFF
    data[data.count - 5] = 0xFF
    #expect(throws: ArchiveError.damaged("its directory lies outside the file")) {
      try ZipArchive(data)
    }
  }

  @Test func anEntryClaimingFourGigabytesIsRefusedBeforeItIsRead() {
    var entry = ZipBuilder.Entry.stored("huge.paprikarecipe", "small")
    entry.size = 0xFFFF_FFF0
    #expect(throws: ArchiveError.entryTooLarge(name: "huge.paprikarecipe", limit: 64 << 20)) {
      try ZipArchive(ZipBuilder(entries: [entry]).data)
    }
    entry.size = 0xFFFF_FFFF
    #expect(throws: ArchiveError.unsupported("ZIP64")) {
      try ZipArchive(ZipBuilder(entries: [entry]).data)
    }
  }

  @Test func anEntryUnpackingToMoreThanItClaimsIsStopped() throws {
    // 38 bytes of deflate that claim 100 bytes and unpack to 4096.
    let bomb = ZipBuilder.Entry(
      name: "bomb.paprikarecipe", packed: Compressed.rawDeflate(of: Compressed.zeros),
      method: 8, size: 100, checksum: 0)
    let archive = try ZipArchive(ZipBuilder(entries: [bomb]).data)
    #expect(throws: ArchiveError.entryTooLarge(name: "bomb.paprikarecipe", limit: 100)) {
      try archive.contents(of: archive.entries[0])
    }
    // And one honest about its size is held to the limit per entry.
    var honest = bomb
    honest.size = 4096
    honest.checksum = CRC32.of(Data(count: 4096))
    #expect(throws: ArchiveError.entryTooLarge(name: "bomb.paprikarecipe", limit: 1000)) {
      try ZipArchive(ZipBuilder(entries: [honest]).data, limits: ArchiveLimits(entryBytes: 1000))
    }
    let unlimited = try ZipArchive(ZipBuilder(entries: [honest]).data)
    #expect(try unlimited.contents(of: unlimited.entries[0]) == Data(count: 4096))
  }

  @Test func theEntriesTogetherAreHeldToTheTotalLimit() throws {
    let builder = ZipBuilder(entries: [.stored("a.txt", flour), .stored("b.txt", flour)])
    let archive = try ZipArchive(
      builder.data, limits: ArchiveLimits(entryBytes: 1000, totalBytes: 150))
    #expect(try archive.contents { $0.name == "a.txt" }.count == 1)
    #expect(throws: ArchiveError.archiveTooLarge(limit: 150)) {
      _ = try archive.contents { _ in true }
    }
  }

  @Test func aWrongChecksumIsCaught() throws {
    var stored = ZipBuilder.Entry.stored("flour.txt", flour)
    stored.checksum ^= 1
    var deflated = deflatedScones
    deflated.checksum ^= 1
    let archive = try ZipArchive(ZipBuilder(entries: [stored, deflated]).data)
    #expect(throws: ArchiveError.checksumMismatch(name: "flour.txt")) {
      try archive.contents(of: archive.entries[0])
    }
    #expect(throws: ArchiveError.checksumMismatch(name: "Scones.txt")) {
      try archive.contents(of: archive.entries[1])
    }
  }

  @Test func encryptionAndOtherMethodsAreRefused() throws {
    var encrypted = ZipBuilder.Entry.stored("secret.txt", flour)
    encrypted.flags = 1
    #expect(throws: ArchiveError.unsupported("encryption")) {
      try ZipArchive(ZipBuilder(entries: [encrypted]).data)
    }
    var bzip2 = ZipBuilder.Entry.stored("flour.txt", flour)
    bzip2.method = 12
    let archive = try ZipArchive(ZipBuilder(entries: [bzip2]).data)
    #expect(throws: ArchiveError.unsupported("compression method 12")) {
      try archive.contents(of: archive.entries[0])
    }
  }

  /// Every prefix and many one-byte changes of a valid archive: each is read or refused
  /// with a typed error, and none crashes or hangs; every prefix loses the end record.
  @Test func damageAnywhereEndsInAnArchiveError() throws {
    let data = ZipBuilder(entries: [.stored("flour.txt", flour), deflatedScones]).data
    func outcome(_ variant: Data) -> ArchiveError? {
      do {
        _ = try ZipArchive(variant).contents { _ in true }
        return nil
      } catch {
        return error
      }
    }
    #expect(outcome(data) == nil)
    for length in 0..<data.count {
      #expect(outcome(data.prefix(length)) != nil, "a prefix of \(length) bytes was read")
    }
    var refused = 0
    for index in data.indices {
      var changed = data
      changed[index] ^= 0xA5
      if outcome(changed) != nil { refused += 1 }
    }
    // Changes inside names and unused fields may pass; the data and the headers may not.
    #expect(refused > data.count / 2)
  }
}
