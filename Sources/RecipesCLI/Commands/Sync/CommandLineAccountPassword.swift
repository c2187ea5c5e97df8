import ArgumentParser
import Foundation
import RecipesCore
import RecipesLocalization
import RecipesNetwork

/// The password of one account for `recipes sync` and `recipes plan sync`: read from the
/// password file, else from the keyring, and kept in the keyring once it worked; and the one
/// error line either command ends with.
@MainActor
struct CommandLineAccountPassword {
  let passwords: PasswordStore
  let console: Console
  /// The account's user.
  let user: String
  /// The account's address, whose host names it in messages.
  let address: URL
  /// Where the keyring keeps the password.
  let key: PasswordKey

  /// The credentials: the password read from `file`, else the one the keyring keeps.
  func credentials(from file: SyncPasswordFile?, readInput: @Sendable () -> Data)
    async throws -> HTTPCredentials
  {
    if let file {
      do {
        return try file.credentials(for: user, readInput: readInput)
      } catch {
        throw failure(error.message)
      }
    }
    let host = address.host ?? address.absoluteString
    let stored: String?
    do {
      stored = try await passwords.password(key)
    } catch {
      let reason: String
      switch error as? PasswordStoreError {
      case .unavailable: reason = localized("no keyring answers on this desktop")
      case .failed(let line): reason = line
      case nil: reason = RecipesError(error).message
      }
      throw failure(
        localized(
          "no password for {user} on {host} could be read ({reason}); give it with --password-file FILE",
          ["user": user, "host": host, "reason": reason]))
    }
    guard let stored, !stored.isEmpty else {
      throw failure(
        localized(
          "no password is kept for {user} on {host}; give it with --password-file FILE",
          ["user": user, "host": host]))
    }
    return HTTPCredentials(user: user, password: stored)
  }

  /// Keeps the password that just worked in the keyring, saying so with `keptNote`; a
  /// keyring that is absent or refuses never fails the command.
  func remember(_ password: String, keptNote: String) async {
    do {
      try await passwords.save(password, key)
      console.note(keptNote)
    } catch PasswordStoreError.failed(let line) {
      console.note(line)
    } catch {
      // No keyring on this desktop: the password is asked for each time.
    }
  }

  /// Prints `message` as the one error line; the exit status 1 to throw.
  func failure(_ message: String) -> ExitCode {
    console.error(message)
    return ExitCode(1)
  }
}

extension Console {
  /// What `body` read from the library, or the one error line and exit status 1.
  @MainActor
  func readLibrary<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch {
      self.error(
        localized(
          "the recipe library could not be read: {reason}",
          ["reason": RecipesError(error).message]))
      throw ExitCode(1)
    }
  }
}
