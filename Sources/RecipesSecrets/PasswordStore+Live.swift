import CSecret
import Foundation
import RecipesCore

extension PasswordStore {
  /// The desktop's Secret Service (GNOME Keyring, KWallet) through libsecret.
  ///
  /// Passwords are kept under the schema `org.recipesapp.Recipes.Password` with the
  /// attributes `server`, `user` and `purpose`, labelled "Recipes: USER on HOST". Each call
  /// runs off the main thread (libsecret's calls block on D-Bus). No session bus, or no
  /// Secret Service on it, is `.unavailable`; any other error is `.failed`, in one line that
  /// never holds the password.
  public static func live() -> PasswordStore {
    PasswordStore(
      password: { key in
        try await SecretServiceCall.run { () throws(PasswordStoreError) in
          try SecretService.password(for: key)
        }
      },
      save: { password, key in
        try await SecretServiceCall.run { () throws(PasswordStoreError) in
          try SecretService.save(password, for: key)
        }
      },
      forget: { key in
        try await SecretServiceCall.run { () throws(PasswordStoreError) in
          try SecretService.forget(key)
        }
      }
    )
  }
}

// MARK: - Off the main thread

/// Runs a blocking libsecret call on a background queue.
private enum SecretServiceCall {
  private static let queue = DispatchQueue(label: "org.recipesapp.Recipes.secrets")

  static func run<Value: Sendable>(
    _ body: @escaping @Sendable () throws(PasswordStoreError) -> Value
  ) async throws(PasswordStoreError) -> Value {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Value, PasswordStoreError>, Never>) in
      queue.async {
        do throws(PasswordStoreError) {
          continuation.resume(returning: .success(try body()))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try result.get()
  }
}
