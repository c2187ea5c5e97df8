import Foundation
import RecipesCore
import RecipesTestSupport

/// What the sync tests share: an account, a password, dates written by hand, and a sync
/// client that answers from a script and records what it was asked.
enum SyncFixtures {
  static let account = SyncAccount(
    serverURL: URL(string: "https://cloud.example.org/remote.php/dav/files/alice/Recipes/")
      ?? URL(fileURLWithPath: "/"),
    user: "alice")
  static let password = SyncPassword("correct horse")
  static let key = PasswordKey(
    server: account.serverURL, user: "alice", purpose: .recipeSync)
  /// 2025-06-01 12:00:00 UTC and a few minutes after.
  static let noon = Date(timeIntervalSince1970: 1_748_779_200)
  static let afterNoon = Date(timeIntervalSince1970: 1_748_779_500)

  /// The state of a connected account, idle, never synced.
  static var connected: SyncFeature.State {
    var state = SyncFeature.State()
    state.account = account
    state.password = password
    state.phase = .idle
    return state
  }
}

/// Scripted answers for `sync`, one per call, and the calls made.
actor ScriptedSync {
  private var answers: [Result<SyncSummary, SyncFailure>]
  /// Each call's `allowMassDeletion`.
  private(set) var calls: [Bool] = []
  /// The passwords the calls carried, as typed.
  private(set) var passwords: [String] = []
  /// What each run does before it answers: writes its downloads into the library, say.
  private let work: @Sendable () async -> Void

  init(
    _ answers: [Result<SyncSummary, SyncFailure>],
    whileSyncing work: @escaping @Sendable () async -> Void = {}
  ) {
    self.answers = answers
    self.work = work
  }

  func next(_ password: SyncPassword, allowing: Bool) async -> Result<SyncSummary, SyncFailure> {
    calls.append(allowing)
    passwords.append(password.value)
    await work()
    guard !answers.isEmpty else {
      return .failure(SyncFailure(.server, "the test gave no more answers"))
    }
    return answers.removeFirst()
  }

  /// A client whose `sync` answers from the script; `check` fails the test.
  nonisolated var client: RecipeSyncClient {
    var client = RecipeSyncClient.failing
    client.sync = { _, password, allowing throws(SyncFailure) in
      try await self.next(password, allowing: allowing).get()
    }
    return client
  }
}
