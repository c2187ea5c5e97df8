import ArgumentParser
import Foundation
import RecipesLocalization

/// `recipes sync`: two-way sync of the cook's own recipes and favorites with a Nextcloud
/// Cookbook folder or any WebDAV folder; `--status` and `--forget` manage the account.
struct SyncCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: localized("Sync your own recipes with a Nextcloud or WebDAV folder."),
    discussion: localized(
      """
      The first time, name the server and the user: an address of a server's root \
      (https://cloud.example.org) is a Nextcloud, and its Cookbook folder \
      (remote.php/dav/files/USER/Recipes/, or --folder NAME) is synced; an address with a \
      path is the WebDAV folder itself. The folder is created if missing. The server and \
      user are remembered once the server accepts them; later `recipes sync` alone syncs \
      again. The password (for Nextcloud, an app password) is read from --password-file, or \
      standard input with -; after a sync that succeeds it is kept in the desktop's keyring \
      (Secret Service) when one answers, and later syncs without --password-file use it. \
      It is never written to a file of ours. --forget forgets it too. A sync that would \
      delete more than half of the synced recipes stops unless --allow-deletions is given.
      """))

  @Option(
    help: ArgumentHelp(localized("A Nextcloud address or a WebDAV folder's."), valueName: "url"))
  var server: String?
  @OptionGroup var credentials: AccountCredentialOptions
  private var user: String? { credentials.user }
  private var passwordFile: String? { credentials.passwordFile }
  @Option(
    help: ArgumentHelp(localized("The Cookbook folder in the Nextcloud files."), valueName: "name"))
  var folder: String?
  @Flag(
    name: .customLong("allow-deletions"),
    help: ArgumentHelp(localized("Go ahead even if the sync deletes many recipes.")))
  var allowDeletions = false
  @Flag(
    help: ArgumentHelp(localized("Print the account: server, user, last sync, synced recipes.")))
  var status = false
  @Flag(
    help: ArgumentHelp(localized("Forget the account and what was synced (never the recipes).")))
  var forget = false
  @Flag(help: ArgumentHelp(localized("Print the result as JSON."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    let syncing = [server, user, folder, passwordFile].contains { $0 != nil } || allowDeletions
    if status || forget {
      guard !(status && forget), !syncing else {
        throw ValidationError(localized("--status and --forget take no other sync option."))
      }
      if forget, json { throw ValidationError(localized("--json goes with a sync or --status.")) }
      return
    }
    guard (server == nil) == (user == nil) else {
      throw ValidationError(localized("--server and --user go together."))
    }
    if folder != nil, server == nil {
      throw ValidationError(localized("--folder goes with --server."))
    }
    if let server, let user {
      _ = try SyncServerAddress(server: server, user: user, folder: folder)
    }
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    if !status, !forget, options.offline {
      context.console.error(localized("sync needs the network; it does not run with --offline"))
      throw ExitCode(1)
    }
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let account = SyncAccountCommands(
        library: dependencies.library, passwords: dependencies.passwords,
        console: context.console, json: json)
      if status { return try await account.printStatus() }
      if forget { return try await account.forget() }
      let address = try server.map { server in
        try SyncServerAddress(server: server, user: user ?? "", folder: folder)
      }
      try await CommandLineSync(
        dependencies: dependencies, console: context.console, json: json,
        allowingDeletions: allowDeletions
      ).run(
        address: address, user: user, password: passwordFile.map(SyncPasswordFile.init(path:)),
        readInput: context.readInput)
    }
  }
}
