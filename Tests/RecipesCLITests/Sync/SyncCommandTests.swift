import Foundation
import RecipesCore
import RecipesFixtures
import Testing

/// `recipes sync` against a real Apache mod_dav: two data folders are two machines.
@MainActor
@Suite(.serialized) struct SyncCommandTests {
  private static let reportKeys: Set<String> = [
    "uploaded", "downloaded", "deletedHere", "deletedThere", "conflicts", "skipped",
  ]

  @Test func aFirstSyncUploadsAndAnotherMachineDownloadsWithThePicture() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    let picture = TestImages.png(width: 8, height: 6)
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup", picture: picture))
    try await kitchen.importFolder(try server.recipeFolder("Tarte Tatin"))

    let first = await kitchen(server.firstSync + ["--json"] + kitchen.dataDirectory)
    #expect(first.status == 0, "\(first.errors)")
    let report = try first.object()
    #expect(Set(report.keys) == Self.reportKeys)
    #expect(report["uploaded"] as? Int == 2)
    #expect(report["downloaded"] as? Int == 0)
    #expect(report["conflicts"] as? Int == 0)
    #expect((report["skipped"] as? [Any])?.isEmpty == true)
    #expect(try server.remoteFolders() == ["Leek Soup", "Tarte Tatin"])
    #expect(try Data(contentsOf: server.apache.file("Recipes/Leek Soup/full.jpg")) == picture)

    let study = try CommandLineRun()
    let second = await study(server.firstSync + study.dataDirectory)
    #expect(second.status == 0, "\(second.errors)")
    #expect(
      second.output
        == "Synced with \(server.folder): 0 uploaded, 2 downloaded, 0 deleted here, "
        + "0 deleted there, 0 conflicts.\n")
    #expect(try await study.ownNames() == ["Leek Soup", "Tarte Tatin"])
    let soup = try #require(
      try await study(["--offline", "list", "--mine", "--json"] + study.dataDirectory).rows()
        .first { $0["name"] as? String == "Leek Soup" }?["id"] as? String)
    let shown = try await study(["--offline", "show", soup, "--json"] + study.dataDirectory)
      .object()
    let kept = try #require((shown["thumbnailURL"] as? String).flatMap(URL.init(string:)))
    #expect(kept.isFileURL)
    #expect(
      kept.path.hasPrefix(study.directory.url.resolvingSymlinksInPath().path)
        || kept.path.hasPrefix(study.directory.url.path))
    #expect(try Data(contentsOf: kept) == picture)
  }

  @Test func syncAloneUsesTheRememberedServerAndReadsThePasswordFromStandardInput() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    #expect(await kitchen(server.firstSync + kitchen.dataDirectory).status == 0)

    try await kitchen.importFolder(try server.recipeFolder("Pea Soup"))
    let again = await kitchen(
      ["sync", "--password-file", "-"] + kitchen.dataDirectory,
      input: Data((server.apache.password + "\n").utf8))
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output.hasPrefix("Synced with \(server.folder): 1 uploaded"), "\(again.output)")
    #expect(try server.remoteFolders() == ["Leek Soup", "Pea Soup"])

    let noOp = await kitchen(
      ["sync", "--password-file", server.passwordFile.path] + kitchen.dataDirectory)
    #expect(noOp.status == 0, "\(noOp.errors)")
    #expect(noOp.output == "In sync with \(server.folder); nothing to do.\n")
    #expect(noOp.errors.isEmpty)
  }

  @Test func statusShowsTheAccountAndForgetKeepsTheRecipes() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    #expect(await kitchen(server.firstSync + kitchen.dataDirectory).status == 0)

    let status = await kitchen(["sync", "--status", "--json", "--offline"] + kitchen.dataDirectory)
    #expect(status.status == 0, "\(status.errors)")
    let account = try status.object()
    #expect(account["configured"] as? Bool == true)
    #expect(account["server"] as? String == server.folder)
    #expect(account["user"] as? String == "cook")
    #expect(account["syncedRecipes"] as? Int == 1)
    let lastSynced = try #require(account["lastSynced"] as? String)
    #expect(try Date(lastSynced, strategy: .iso8601).timeIntervalSinceNow > -120)
    let text = await kitchen(["sync", "--status"] + kitchen.dataDirectory)
    #expect(text.output.contains("User:           cook\n"))
    #expect(text.output.contains("Synced recipes: 1\n"))

    let forget = await kitchen(["sync", "--forget"] + kitchen.dataDirectory)
    #expect(forget.status == 0, "\(forget.errors)")
    #expect(forget.output == "Forgot the sync with \(server.folder); your recipes stay here.\n")
    let after = try await kitchen(["sync", "--status", "--json"] + kitchen.dataDirectory).object()
    #expect(after as NSDictionary == ["configured": false] as NSDictionary)
    #expect(try await kitchen.ownNames() == ["Leek Soup"])
    let alone = await kitchen(
      ["sync", "--password-file", server.passwordFile.path] + kitchen.dataDirectory)
    #expect(alone.status == 1)
    #expect(alone.errors.hasPrefix("recipes: error: sync is not set up"))
  }

  @Test func theKeyringKeepsThePasswordForLaterSyncsAndForgetForgetsIt() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    let keyring = PasswordStore.inMemory()
    kitchen.passwords = keyring
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    let key = PasswordKey(
      server: try #require(URL(string: server.folder)), user: "cook", purpose: .recipeSync)

    let first = await kitchen(server.firstSync + kitchen.dataDirectory)
    #expect(first.status == 0, "\(first.errors)")
    #expect(
      first.errors
        == "recipes: note: The password is kept in the keyring; later syncs need no "
        + "--password-file.\n")
    #expect(try await keyring.password(key) == server.apache.password)

    try await kitchen.importFolder(try server.recipeFolder("Pea Soup"))
    let alone = await kitchen(["sync"] + kitchen.dataDirectory)
    #expect(alone.status == 0, "\(alone.errors)")
    #expect(alone.errors.isEmpty)
    #expect(try server.remoteFolders() == ["Leek Soup", "Pea Soup"])

    #expect(await kitchen(["sync", "--forget"] + kitchen.dataDirectory).status == 0)
    #expect(try await keyring.password(key) == nil)
    let again = await kitchen(
      ["sync", "--server", server.folder, "--user", "cook"] + kitchen.dataDirectory)
    #expect(again.status == 1)
    #expect(
      again.errors
        == "recipes: error: no password is kept for cook on 127.0.0.1; give it with "
        + "--password-file FILE\n")
  }

  @Test func aWrongPasswordFailsInOneLineThatNeverShowsIt() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    let wrong = "not-the-password: s3cr3t"
    let result = await kitchen(
      ["sync", "--server", server.folder, "--user", "cook", "--password-file", "-"]
        + kitchen.dataDirectory,
      input: Data(wrong.utf8))
    #expect(result.status == 1)
    #expect(
      result.errors
        == "recipes: error: the server refused the user or password: check the app password\n")
    #expect(result.output.isEmpty)
    for text in [result.output, result.errors] {
      #expect(!text.contains(wrong) && !text.contains("s3cr3t"))
      #expect(!text.contains(server.apache.password))
    }
    let status = try await kitchen(["sync", "--status", "--json"] + kitchen.dataDirectory).object()
    #expect(status["configured"] as? Bool == false, "an account refused is not remembered")
  }

  @Test func aSyncThatWouldDeleteMostRecipesStopsUntilAllowed() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    let kitchen = try CommandLineRun()
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    try await kitchen.importFolder(try server.recipeFolder("Pea Soup"))
    #expect(await kitchen(server.firstSync + kitchen.dataDirectory).status == 0)
    for name in ["Leek Soup", "Pea Soup"] {
      try FileManager.default.removeItem(at: server.apache.file("Recipes/\(name)"))
    }
    let sync = ["sync", "--password-file", server.passwordFile.path] + kitchen.dataDirectory

    let stopped = await kitchen(sync)
    #expect(stopped.status == 1)
    #expect(
      stopped.errors
        == "recipes: error: would delete 2 of 2 synced recipes; "
        + "run with --allow-deletions to go ahead\n")
    #expect(try await kitchen.ownNames() == ["Leek Soup", "Pea Soup"])

    let allowed = try await kitchen(sync + ["--allow-deletions", "--json"]).object()
    #expect(allowed["deletedHere"] as? Int == 2)
    #expect(try await kitchen.ownNames() == [])
  }

  @Test func aNextcloudAddressSyncsTheUsersCookbookFolder() async throws {
    let server = try await SyncServer.start()
    defer { server.apache.stop() }
    // What a Nextcloud has: the user's files folder.
    try server.apache.writeBehindTheServer(Data(), to: "remote.php/dav/files/cook/.keep")
    let kitchen = try CommandLineRun()
    try await kitchen.importFolder(try server.recipeFolder("Leek Soup"))
    let root = server.apache.baseURL.absoluteString
    let result = await kitchen(
      [
        "sync", "--server", root, "--user", "cook", "--folder", "Cooking",
        "--password-file", server.passwordFile.path,
      ] + kitchen.dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(try server.remoteFolders("remote.php/dav/files/cook/Cooking") == ["Leek Soup"])
    let status = try await kitchen(["sync", "--status", "--json"] + kitchen.dataDirectory).object()
    #expect(status["server"] as? String == root + "remote.php/dav/files/cook/Cooking/")

    let elsewhere = await kitchen(server.firstSync + kitchen.dataDirectory)
    #expect(elsewhere.status == 1)
    #expect(elsewhere.errors.contains("run `recipes sync --forget` first"), "\(elsewhere.errors)")
  }
}
