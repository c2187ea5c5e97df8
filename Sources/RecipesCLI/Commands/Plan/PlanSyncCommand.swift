import ArgumentParser
import Foundation
import RecipesLocalization

/// `recipes plan sync --calendar URL [--user NAME --password-file FILE|-] [--json]`: the plan
/// and a CalDAV calendar kept the same, both ways.
struct PlanSyncCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync", abstract: localized("Sync the plan with a CalDAV calendar, both ways."),
    discussion: localized(
      """
      The first time, name the calendar and the user: for Nextcloud, \
      https://HOST/remote.php/dav/calendars/USER/personal/. They are remembered once the \
      server accepts them; later `recipes plan sync` alone syncs again. The password (for \
      Nextcloud, an app password) is read from --password-file, or standard input with -; \
      after a sync that succeeds it is kept in the desktop's keyring (Secret Service) when \
      one answers, and later syncs without --password-file use it. It is never written to a \
      file of ours. Entries from four weeks ago to a year ahead become events; \
      an event moved in the calendar moves its entry, one deleted there removes it.
      """))

  @Option(help: ArgumentHelp(localized("The CalDAV calendar's address."), valueName: "url"))
  var calendar: String?
  @OptionGroup var credentials: AccountCredentialOptions
  private var user: String? { credentials.user }
  private var passwordFile: String? { credentials.passwordFile }
  @Flag(help: ArgumentHelp(localized("Print the result as JSON."))) var json = false
  @OptionGroup var options: AppOptions

  func validate() throws {
    guard (calendar == nil) == (user == nil) else {
      throw ValidationError(localized("--calendar and --user go together."))
    }
    if let calendar { _ = try Self.calendarURL(calendar) }
  }

  /// `text` as a calendar collection's address, ending in `/`; a usage error when it is no
  /// http(s) address or holds a user, query or fragment.
  static func calendarURL(_ text: String) throws(ValidationError) -> URL {
    guard var parts = URLComponents(string: text),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      parts.host?.isEmpty == false, parts.query == nil, parts.fragment == nil,
      parts.user == nil, parts.password == nil
    else {
      throw ValidationError(
        localized(
          "--calendar must be a calendar's http or https address, not “{address}”",
          ["address": text]))
    }
    if !parts.percentEncodedPath.hasSuffix("/") { parts.percentEncodedPath += "/" }
    guard let url = parts.url else {
      throw ValidationError(
        localized(
          "--calendar must be a calendar's http or https address, not “{address}”",
          ["address": text]))
    }
    return url
  }

  @MainActor
  func run(in context: CommandContext) async throws {
    if options.offline {
      context.console.error(
        localized("the plan's calendar sync needs the network; it does not run with --offline"))
      throw ExitCode(1)
    }
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      try await CommandLinePlanSync(
        dependencies: dependencies, console: context.console, json: json
      ).run(
        calendar: try calendar.map(Self.calendarURL), user: user,
        password: passwordFile.map(SyncPasswordFile.init(path:)), readInput: context.readInput)
    }
  }
}
