import ArgumentParser
import RecipesLocalization

/// `--user NAME --password-file FILE|-`: who signs in to a server, for `recipes sync` and
/// `recipes plan sync` alike.
struct AccountCredentialOptions: ParsableArguments {
  @Option(help: ArgumentHelp(localized("The user name on the server."), valueName: "name"))
  var user: String?
  @Option(
    name: .customLong("password-file"),
    help: ArgumentHelp(
      localized("Read the password from this file, or - for standard input."),
      valueName: "file"))
  var passwordFile: String?

  func validate() throws {
    if let user, user.isEmpty { throw ValidationError(localized("--user cannot be empty.")) }
  }
}
