import Foundation
import RecipesCore
import RecipesFixtures
import Testing

/// `recipes plan sync`: the usage errors (exit 2), the failures (exit 1, one line) and
/// syncs with a real Radicale.
@MainActor
@Suite(.serialized) struct PlanSyncCommandTests {
  private static let reportKeys: Set<String> = [
    "created", "updated", "deletedThere", "movedHere", "removedHere", "skipped",
  ]

  @Test(arguments: [
    ["plan", "sync", "--calendar", "https://cloud.example.org/cal/"],
    ["plan", "sync", "--user", "cook"],
    ["plan", "sync", "--calendar", "ftp://cloud.example.org/cal/", "--user", "cook"],
    ["plan", "sync", "--calendar", "https://cloud.example.org/cal/?a=1", "--user", "cook"],
    ["plan", "sync", "--calendar", "https://cloud.example.org/cal/", "--user", ""],
  ])
  func badUsageExitsWith2(_ arguments: [String]) async throws {
    let recipes = try CommandLineRun()
    let result = await recipes(arguments + recipes.dataDirectory)
    #expect(result.status == 2, "\(arguments): \(result.errors)")
  }

  @Test func offlineOrNotSetUpExitsWith1AndOneLine() async throws {
    let recipes = try CommandLineRun()
    let offline = await recipes(["plan", "sync", "--offline"] + recipes.dataDirectory)
    #expect(offline.status == 1)
    #expect(
      offline.errors
        == "recipes: error: the plan's calendar sync needs the network; it does not run with --offline\n"
    )
    let alone = await recipes(["plan", "sync", "--password-file", "-"] + recipes.dataDirectory)
    #expect(alone.status == 1)
    #expect(alone.errors.hasPrefix("recipes: error: the plan is not synced with a calendar: run "))
    #expect(alone.errors.filter { $0 == "\n" }.count == 1)
  }

  @Test(
    .enabled(
      if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
  func aFirstSyncPublishesTheNoteAndTheNextOneAloneHasNothingToDo() async throws {
    let server = try await RadicaleCalDAVServer.start()
    defer { server.stop() }
    let calendar = try server.makeCalendar("plan").absoluteString
    let recipes = try CommandLineRun()
    let passwordFile = recipes.directory.file("password")
    try Data((server.password + "\n").utf8).write(to: passwordFile)
    let note = await recipes(
      ["plan", "note", "Pizza night out", "--date", "today", "--meal", "dinner", "--offline"]
        + recipes.dataDirectory)
    #expect(note.status == 0, "\(note.errors)")

    let first = await recipes(
      [
        "plan", "sync", "--calendar", calendar, "--user", server.user, "--password-file",
        passwordFile.path, "--json",
      ] + recipes.dataDirectory)
    #expect(first.status == 0, "\(first.errors)")
    let report = try first.object()
    #expect(Set(report.keys) == Self.reportKeys)
    #expect(report["created"] as? Int == 1)
    #expect(report["removedHere"] as? Int == 0)
    #expect((report["skipped"] as? [Any])?.isEmpty == true)

    let again = await recipes(
      ["plan", "sync", "--password-file", "-"] + recipes.dataDirectory,
      input: Data(server.password.utf8))
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output == "The plan is in sync with \(calendar); nothing to do.\n")
  }

  @Test(
    .enabled(
      if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
  func aRefusedPasswordOrNoCalendarExitsWith1AndIsNotRemembered() async throws {
    let server = try await RadicaleCalDAVServer.start()
    defer { server.stop() }
    let calendar = try server.makeCalendar("plan").absoluteString
    let recipes = try CommandLineRun()
    let wrong = await recipes(
      ["plan", "sync", "--calendar", calendar, "--user", server.user, "--password-file", "-"]
        + recipes.dataDirectory, input: Data("not it\n".utf8))
    #expect(wrong.status == 1)
    #expect(
      wrong.errors
        == "recipes: error: could not sync the plan with \(calendar): the server refused the user or password: "
        + "check the app password\n")
    #expect(!wrong.errors.contains("not it"))

    let contacts = try server.makeAddressBook("contacts").absoluteString
    let notCalendar = await recipes(
      ["plan", "sync", "--calendar", contacts, "--user", server.user, "--password-file", "-"]
        + recipes.dataDirectory, input: Data(server.password.utf8))
    #expect(notCalendar.status == 1)
    #expect(
      notCalendar.errors
        == "recipes: error: could not sync the plan with \(contacts): \(contacts) is not a calendar\n"
    )

    let alone = await recipes(["plan", "sync", "--password-file", "-"] + recipes.dataDirectory)
    #expect(alone.status == 1)
    #expect(alone.errors.hasPrefix("recipes: error: the plan is not synced with a calendar"))
  }
}

/// `recipes plan sync` and the keyring: the password kept after a sync with a file, used by
/// `plan sync` alone.
@MainActor
@Suite(
  .serialized,
  .enabled(if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
struct PlanSyncKeyringTests {
  @Test func theKeyringKeepsThePasswordForLaterSyncs() async throws {
    let server = try await RadicaleCalDAVServer.start()
    defer { server.stop() }
    let calendar = try server.makeCalendar("plan")
    let recipes = try CommandLineRun()
    let keyring = PasswordStore.inMemory()
    recipes.passwords = keyring
    let key = PasswordKey(server: calendar, user: server.user, purpose: .calendar)

    let none = await recipes(
      ["plan", "sync", "--calendar", calendar.absoluteString, "--user", server.user]
        + recipes.dataDirectory)
    #expect(none.status == 1)
    #expect(
      none.errors
        == "recipes: error: no password is kept for cook on 127.0.0.1; give it with "
        + "--password-file FILE\n")

    let first = await recipes(
      [
        "plan", "sync", "--calendar", calendar.absoluteString, "--user", server.user,
        "--password-file", "-",
      ] + recipes.dataDirectory, input: Data(server.password.utf8))
    #expect(first.status == 0, "\(first.errors)")
    #expect(
      first.errors
        == "recipes: note: The calendar's password is kept in the keyring; later syncs need no "
        + "--password-file.\n")
    #expect(try await keyring.password(key) == server.password)
    #expect(
      try await keyring.password(
        PasswordKey(server: calendar, user: server.user, purpose: .recipeSync)) == nil)

    let note = await recipes(
      ["plan", "note", "Leftovers", "--date", "today", "--meal", "lunch", "--offline"]
        + recipes.dataDirectory)
    #expect(note.status == 0, "\(note.errors)")
    let alone = await recipes(["plan", "sync", "--json"] + recipes.dataDirectory)
    #expect(alone.status == 0, "\(alone.errors)")
    #expect(alone.errors.isEmpty)
    #expect(try alone.object()["created"] as? Int == 1)
  }
}
