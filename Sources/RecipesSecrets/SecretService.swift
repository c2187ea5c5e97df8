import CSecret
import Foundation
import RecipesCore

/// libsecret's password calls for one `PasswordKey`, blocking.
///
/// Their `GError`s become `PasswordStoreError`s. Every string libsecret returns is freed
/// (and the password wiped).
enum SecretService {
  // MARK: - Calls

  /// The password stored under `key`, or nil.
  static func password(for key: PasswordKey) throws(PasswordStoreError) -> String? {
    var error: UnsafeMutablePointer<GError>?
    let found = withAttributes(of: key) { server, user, purpose in
      recipes_password_lookup(server, user, purpose, &error)
    }
    if let error { throw storeError(error, doing: "read") }
    guard let found else { return nil }
    defer { secret_password_free(found) }
    return String(cString: found)
  }

  /// Stores `password` under `key`, replacing the one before.
  static func save(_ password: String, for key: PasswordKey) throws(PasswordStoreError) {
    var error: UnsafeMutablePointer<GError>?
    let label = "Recipes: \(key.user) on \(key.server.host ?? key.server.absoluteString)"
    let stored = withAttributes(of: key) { server, user, purpose in
      label.withCString { label in
        password.withCString { password in
          recipes_password_store(server, user, purpose, label, password, &error)
        }
      }
    }
    if let error { throw storeError(error, doing: "save") }
    guard stored != 0 else { throw .failed("The keyring did not save the password.") }
  }

  /// Forgets the password under `key`; nothing happens if there is none.
  static func forget(_ key: PasswordKey) throws(PasswordStoreError) {
    var error: UnsafeMutablePointer<GError>?
    _ = withAttributes(of: key) { server, user, purpose in
      recipes_password_clear(server, user, purpose, &error)
    }
    if let error { throw storeError(error, doing: "forget") }
  }

  // MARK: - Helpers

  private static func withAttributes<Value>(
    of key: PasswordKey,
    _ body: (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Value
  ) -> Value {
    key.server.absoluteString.withCString { server in
      key.user.withCString { user in
        key.purpose.rawValue.withCString { purpose in body(server, user, purpose) }
      }
    }
  }

  /// The error for `error` (freed here): `.unavailable` when no Secret Service answers.
  private static func storeError(
    _ error: UnsafeMutablePointer<GError>, doing action: String
  ) -> PasswordStoreError {
    defer { g_error_free(error) }
    if recipes_secret_error_is_unavailable(error) != 0 {
      return .unavailable(
        "No keyring answers on this desktop, so the password cannot be remembered.")
    }
    let detail = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    let line = detail.split(whereSeparator: \.isNewline).first.map(String.init) ?? detail
    return .failed("The keyring could not \(action) the password: \(line)")
  }
}
