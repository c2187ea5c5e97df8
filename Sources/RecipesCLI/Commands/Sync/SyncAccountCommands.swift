import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes sync --status` and `recipes sync --forget`: the account, without the network.
struct SyncAccountCommands {
  let library: Library
  /// Where the account's password is kept; `--forget` forgets it there too.
  let passwords: PasswordStore
  let console: Console
  let json: Bool

  /// Prints the server, the user, the last sync and the synced recipes, or that sync is not
  /// set up.
  func printStatus() async throws {
    let (account, records) = try await load { () async throws -> (SyncAccount?, [SyncRecord]) in
      (try await library.syncAccount(), try await library.syncRecords())
    }
    try SyncOutput.printStatus(account, syncedRecipes: records.count, json: json, to: console)
  }

  /// Forgets the account and the sync records; the recipes stay.
  func forget() async throws {
    let account = try await load { try await library.syncAccount() }
    try await load { try await library.forgetSync() }
    guard let account else {
      console.print(localized("Sync was not set up; there was nothing to forget."))
      return
    }
    console.print(
      localized(
        "Forgot the sync with {address}; your recipes stay here.",
        ["address": account.serverURL.absoluteString]))
    do {
      try await passwords.forget(.recipeSync(account))
    } catch PasswordStoreError.failed(let line) {
      console.note(line)
    } catch {
      // No keyring: no password was kept.
    }
  }

  private func load<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch {
      console.error(
        localized(
          "the recipe library could not be read: {reason}",
          ["reason": RecipesError(error).message]))
      throw ExitCode(1)
    }
  }
}
