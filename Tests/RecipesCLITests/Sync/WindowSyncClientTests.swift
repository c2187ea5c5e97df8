import Foundation
import RecipesCore
import RecipesFixtures
import Testing

@testable import RecipesCLI

/// The window's sync client (`AppDependencies.recipeSync`) against a real Apache mod_dav:
/// Connect's check, a sync that downloads, and the one-line failures the window shows.
@MainActor
@Suite(.serialized) struct WindowSyncClientTests {
  private func dependencies(in directory: TemporaryDirectory) async throws -> AppDependencies {
    let options = try AppOptions.parse(["--data-dir", directory.url.path])
    let console = Console(output: { _ in }, errors: { _ in })
    return try await AppDependencies.make(options, environment: [:], console: console)
  }

  @Test func checkMakesTheMissingFolderAndASyncDownloadsWhatIsThere() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let directory = try TemporaryDirectory(label: "window-sync")
    let app = try await dependencies(in: directory)
    defer { app.shutdown() }
    let folder = try #require(URL(string: server.folder))
    let account = SyncAccount(serverURL: folder, user: server.apache.user)
    let password = SyncPassword(server.apache.password)

    try await app.recipeSync.check(account, password)
    #expect(try server.remoteFolders() == [], "the folder was made, empty")

    let soup = server.apache.file("Recipes/Leek Soup")
    try FileManager.default.createDirectory(at: soup, withIntermediateDirectories: true)
    try Data(#"{"@type": "Recipe", "name": "Leek Soup", "recipeIngredient": ["2 leeks"]}"#.utf8)
      .write(to: soup.appendingPathComponent("recipe.json"))
    try await app.library.saveSyncAccount(account)
    let summary = try await app.recipeSync.sync(account, password, false)
    #expect(summary.downloaded == 1)
    #expect(summary.uploaded == 0)
    #expect(summary.massDeletion == nil)
    #expect(summary.changedLibrary)
    #expect(try await app.library.ownRecipes().map(\.recipe.name) == ["Leek Soup"])
    #expect(try await app.library.syncAccount()?.lastSyncedAt != nil)
  }

  @Test func aWrongPasswordAndAForgottenAccountFailInOneLine() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let directory = try TemporaryDirectory(label: "window-sync")
    let app = try await dependencies(in: directory)
    defer { app.shutdown() }
    let folder = try #require(URL(string: server.folder))
    let account = SyncAccount(serverURL: folder, user: server.apache.user)
    let wrong = SyncPassword("not the password")

    await #expect(
      throws: SyncFailure(
        .password, "the server refused the user or password: check the app password",
        cause: .refused)
    ) {
      try await app.recipeSync.check(account, wrong)
    }
    // The account was never saved (or was forgotten): nothing is synced.
    await #expect(
      throws: SyncFailure(.setup, "sync is not set up with this account any more")
    ) {
      try await app.recipeSync.sync(account, SyncPassword(server.apache.password), false)
    }
  }

  @Test func plainHTTPToAnotherComputerIsRefusedBeforeThePasswordTravels() async throws {
    let directory = try TemporaryDirectory(label: "window-sync")
    let app = try await dependencies(in: directory)
    defer { app.shutdown() }
    let folder = try #require(URL(string: "http://dav.example.org/cook/"))
    let account = SyncAccount(serverURL: folder, user: "alice")
    await #expect(
      throws: SyncFailure(
        .setup,
        "http://dav.example.org/cook/ is plain http to another computer: the password would "
          + "travel unencrypted; use https", cause: .plainHTTP)
    ) {
      try await app.recipeSync.check(account, SyncPassword("secret"))
    }
  }
}
