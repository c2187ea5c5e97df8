import Foundation
import RecipesCore
import RecipesSecrets

extension AppDependencies {
  /// The password store for `environment`: the desktop's Secret Service when the environment
  /// names a D-Bus session (its address, or a runtime folder holding the bus), else
  /// `.unavailable` — a bare environment never reaches a keyring it did not name.
  nonisolated static func passwordStore(for environment: [String: String]) -> PasswordStore {
    if environment["DBUS_SESSION_BUS_ADDRESS"].map({ !$0.isEmpty }) == true { return .live() }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      FileManager.default.fileExists(atPath: runtime + "/bus")
    {
      return .live()
    }
    return .unavailable
  }
}

extension PasswordKey {
  /// The key of the sync account's password.
  static func recipeSync(_ account: SyncAccount) -> PasswordKey {
    PasswordKey(server: account.serverURL, user: account.user, purpose: .recipeSync)
  }
}
