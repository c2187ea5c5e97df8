import Foundation
import RecipesFixtures
import Testing

/// `recipes sync`'s arguments: a usage error is exit 2 before anything is read or sent.
@MainActor
@Suite struct SyncArgumentTests {
  private let recipes: CommandLineRun

  init() throws {
    recipes = try CommandLineRun()
  }

  @Test(arguments: [
    ["sync", "--server", "https://cloud.example.org", "--password-file", "-"],
    ["sync", "--user", "cook", "--password-file", "-"],
    ["sync", "--status", "--forget"],
    ["sync", "--status", "--password-file", "-"],
    ["sync", "--forget", "--json"],
    ["sync", "--folder", "Cooking", "--password-file", "-"],
    [
      "sync", "--server", "https://dav.example.org/cook/", "--user", "cook", "--folder", "X",
      "--password-file", "-",
    ],
    ["sync", "--server", "ftp://cloud.example.org", "--user", "cook", "--password-file", "-"],
    [
      "sync", "--server", "https://cook:pw@cloud.example.org", "--user", "cook",
      "--password-file", "-",
    ],
  ])
  func aBadCommandLineIsAUsageError(arguments: [String]) async {
    let result = await recipes(arguments + recipes.dataDirectory)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    #expect(!result.errors.isEmpty)
  }

  @Test func withoutAnAccountSyncSaysHowToSetItUp() async {
    let result = await recipes(["sync"] + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "recipes: error: sync is not set up: run `recipes sync --server URL --user NAME "
        + "--password-file FILE`\n")
  }

  @Test func withoutAPasswordFileAndNoKeyringSyncSaysSoInOneLine() async {
    // The test's environment names no D-Bus session: no keyring answers.
    let result = await recipes(
      ["sync", "--server", "https://cloud.example.org", "--user", "cook"]
        + recipes.dataDirectory)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "recipes: error: no password for cook on cloud.example.org could be read (no keyring "
        + "answers on this desktop); give it with --password-file FILE\n")
  }

  @Test func syncRefusesToRunOffline() async {
    let result = await recipes(
      [
        "sync", "--offline", "--server", "https://cloud.example.org", "--user", "cook",
        "--password-file", "-",
      ] + recipes.dataDirectory,
      input: Data("secret\n".utf8))
    #expect(result.status == 1)
    #expect(
      result.errors == "recipes: error: sync needs the network; it does not run with --offline\n")
  }

  @Test func thePasswordNeverTravelsOverPlainHTTPToAnotherComputer() async {
    let result = await recipes(
      ["sync", "--server", "http://cloud.example.org", "--user", "cook", "--password-file", "-"]
        + recipes.dataDirectory,
      input: Data("secret\n".utf8))
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("recipes: error: http://cloud.example.org/remote.php/dav/"))
    #expect(result.errors.contains("--allow-http"))
    #expect(!result.errors.contains("secret"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func anEmptyOrMissingPasswordFileFailsInOneLine() async {
    let server = ["sync", "--server", "https://cloud.example.org", "--user", "cook"]
    let empty = await recipes(
      server + ["--password-file", "-"] + recipes.dataDirectory, input: Data("\n".utf8))
    #expect(empty.status == 1)
    #expect(empty.errors == "recipes: error: standard input holds no password\n")
    let missing = await recipes(
      server + ["--password-file", "/nonexistent/password"] + recipes.dataDirectory)
    #expect(missing.status == 1)
    #expect(
      missing.errors == "recipes: error: could not read the password file /nonexistent/password\n")
  }
}
