import Foundation
import RecipesFixtures
import Testing

@testable import RecipesLibrary

@Suite struct SQLiteConnectionTests {
  private let directory: TemporaryDirectory
  private let connection: SQLiteConnection

  init() throws {
    directory = try TemporaryDirectory()
    connection = try SQLiteConnection(path: directory.file("test.sqlite").path)
    try connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, value)")
  }

  @Test(arguments: [Int64.min, -1, 0, 1, Int64(Int32.max) + 1, Int64.max])
  func bindsAndReadsSixtyFourBitIntegers(_ value: Int64) throws {
    try connection.run("INSERT INTO items (value) VALUES (?)", [.integer(value)])
    #expect(try connection.scalar("SELECT value FROM items") == .integer(value))
  }

  @Test func roundTripsTextIncludingEmptyAndNonASCII() throws {
    for text in ["", "Crème brûlée 🍮", "a\u{0}b"] {
      try connection.run("DELETE FROM items")
      try connection.run("INSERT INTO items (value) VALUES (?)", [.text(text)])
      #expect(try connection.scalar("SELECT value FROM items") == .text(text))
    }
  }

  @Test func roundTripsBlobsIncludingEmptyAndZeroBytes() throws {
    for data in [Data(), Data([0, 1, 0, 255]), Data(repeating: 7, count: 100_000)] {
      try connection.run("DELETE FROM items")
      try connection.run("INSERT INTO items (value) VALUES (?)", [.blob(data)])
      #expect(try connection.scalar("SELECT value FROM items") == .blob(data))
    }
  }

  @Test func readsNullAndReals() throws {
    try connection.run("INSERT INTO items (value) VALUES (?), (?)", [.null, .real(2.5)])
    let rows = try connection.query("SELECT value FROM items ORDER BY id")
    #expect(rows.map { $0[0] } == [.null, .real(2.5)])
  }

  @Test func errorsCarrySQLiteMessageAndCode() throws {
    let error = try #require(throws: SQLiteError.self) {
      try connection.run("SELEKT 1")
    }
    #expect(error.primaryCode == 1)
    #expect(error.message.contains("syntax error"))
    #expect(error.sql == "SELEKT 1")
  }

  @Test func constraintFailuresHaveExtendedCodes() throws {
    try connection.run("INSERT INTO items (id, value) VALUES (1, 'a')")
    let error = try #require(throws: SQLiteError.self) {
      try connection.run("INSERT INTO items (id, value) VALUES (1, 'b')")
    }
    #expect(error.primaryCode == 19)  // SQLITE_CONSTRAINT
    #expect(error.code != error.primaryCode)  // SQLITE_CONSTRAINT_PRIMARYKEY
  }

  @Test func reusesPreparedStatements() throws {
    for number in 0..<10 {
      try connection.run("INSERT INTO items (value) VALUES (?)", [.integer(Int64(number))])
    }
    #expect(connection.cachedStatementCount == 1)
    #expect(try connection.scalar("SELECT COUNT(*) FROM items") == .integer(10))
  }

  @Test func rollsBackATransactionThatThrows() throws {
    #expect(throws: SQLiteError.self) {
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("INSERT INTO items (value) VALUES ('kept?')")
        try connection.run("INSERT INTO missing_table VALUES (1)")
      }
    }
    #expect(try connection.scalar("SELECT COUNT(*) FROM items") == .integer(0))
  }

  @Test func notADatabaseIsReportedAsCorruption() throws {
    let file = directory.file("garbage.sqlite")
    try Data(repeating: 0xAB, count: 8192).write(to: file)
    let garbage = try SQLiteConnection(path: file.path)
    let error = try #require(throws: SQLiteError.self) {
      try garbage.query("SELECT * FROM sqlite_master")
    }
    #expect(error.isCorruption)
  }
}
