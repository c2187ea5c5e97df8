import Foundation

/// What a stored password opens: one user on one server, for one use (the recipes folder or
/// the plan's calendar).
///
/// The Secret Service keeps the password under these attributes; nothing else names it.
public struct PasswordKey: Hashable, Sendable {
  /// What the password is for.
  public enum Purpose: String, Sendable, CaseIterable {
    /// The WebDAV folder the recipes sync with.
    case recipeSync = "recipe-sync"
    /// The CalDAV calendar the plan is published to.
    case calendar
  }

  /// The server's address as the account stores it (scheme, host, port and path).
  public var server: URL
  /// The user name on that server.
  public var user: String
  /// What the password is for.
  public var purpose: Purpose

  /// Creates a key.
  public init(server: URL, user: String, purpose: Purpose) {
    self.server = server
    self.user = user
    self.purpose = purpose
  }
}

/// Why the password store could not answer.
public enum PasswordStoreError: Error, Equatable, Sendable {
  /// No Secret Service answers on this desktop (no GNOME Keyring, no KWallet): the password
  /// must be asked for at each launch instead. The text is one line for the cook.
  case unavailable(String)
  /// The Secret Service answered with an error (a locked keyring the cook did not unlock,
  /// a refused prompt). The text is one line for the cook.
  case failed(String)
}

/// Where the app keeps the passwords of its accounts: the desktop's Secret Service (GNOME
/// Keyring, KWallet), never the library or any file of ours.
///
/// The live one (libsecret) is built in `RecipesSecrets`; tests use `inMemory()` or
/// `unavailable`.
public struct PasswordStore: Sendable {
  /// The password stored under `key`, or nil when there is none; throws
  /// `PasswordStoreError`.
  public var password: @Sendable (_ key: PasswordKey) async throws -> String?
  /// Stores `password` under `key`, replacing the one before; throws `PasswordStoreError`.
  public var save: @Sendable (_ password: String, _ key: PasswordKey) async throws -> Void
  /// Forgets the password under `key` (nothing happens if there is none); throws
  /// `PasswordStoreError`.
  public var forget: @Sendable (_ key: PasswordKey) async throws -> Void

  /// Creates a password store from its operations.
  public init(
    password: @escaping @Sendable (PasswordKey) async throws -> String?,
    save: @escaping @Sendable (String, PasswordKey) async throws -> Void,
    forget: @escaping @Sendable (PasswordKey) async throws -> Void
  ) {
    self.password = password
    self.save = save
    self.forget = forget
  }

  /// A store that keeps passwords in this process only: for tests and previews.
  public static func inMemory(_ initial: [PasswordKey: String] = [:]) -> PasswordStore {
    let passwords = Locked(initial)
    return PasswordStore(
      password: { key in passwords.withLock { $0[key] } },
      save: { password, key in passwords.withLock { $0[key] = password } },
      forget: { key in _ = passwords.withLock { $0.removeValue(forKey: key) } }
    )
  }

  /// A desktop with no Secret Service: every call throws `PasswordStoreError.unavailable`.
  public static let unavailable = PasswordStore(
    password: { _ in throw PasswordStoreError.unavailable(noSecretService) },
    save: { _, _ in throw PasswordStoreError.unavailable(noSecretService) },
    forget: { _ in throw PasswordStoreError.unavailable(noSecretService) }
  )

  private static let noSecretService =
    "No keyring answers on this desktop, so the password cannot be remembered."
}
