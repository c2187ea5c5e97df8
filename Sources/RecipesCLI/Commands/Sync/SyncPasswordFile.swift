import Foundation
import RecipesLocalization
import RecipesNetwork

/// `--password-file FILE|-`: where the sync's password is read, each time it runs.
///
/// The password is never stored, printed or logged: it goes straight into the credentials,
/// whose description hides it. One trailing line break (`\n` or `\r\n`, as `echo` or an
/// editor leaves it) is not part of it.
struct SyncPasswordFile {
  /// The file's path, or `-` for standard input.
  let path: String

  /// The credentials of `user` with the password read; throws a one-line reason that never
  /// holds the password.
  func credentials(
    for user: String, readInput: @Sendable () -> Data
  ) throws(SyncPasswordError) -> HTTPCredentials {
    let data: Data
    if path == "-" {
      data = readInput()
    } else {
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: (path as NSString).expandingTildeInPath))
      } catch {
        throw SyncPasswordError(
          localized("could not read the password file {path}", ["path": path]))
      }
    }
    let origin =
      path == "-"
      ? localized("standard input", context: "password origin")
      : localized("the password file {path}", context: "password origin", ["path": path])
    guard var password = String(data: data, encoding: .utf8) else {
      throw SyncPasswordError(localized("{origin} is not UTF-8 text", ["origin": origin]))
    }
    // "\r\n" is one Character, so one removeLast() drops either ending whole.
    if password.last == "\n" || password.last == "\r\n" { password.removeLast() }
    guard !password.isEmpty else {
      throw SyncPasswordError(localized("{origin} holds no password", ["origin": origin]))
    }
    return HTTPCredentials(user: user, password: password)
  }
}
