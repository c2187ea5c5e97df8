import Foundation

/// What a `PublishingSchedule` asks of the outside world for one kind of account: the run
/// itself, where the account is kept, how a new one is read and tried, and the lines that
/// name it.
public struct PublishingService<Account: PublishedAccount, Summary: PublishedSummary>: Sendable {
  /// One run with `account` and `password`; `consented`: the cook allowed what the last
  /// run stopped to ask.
  public var run:
    @Sendable (_ account: Account, _ password: SyncPassword, _ consented: Bool)
      async throws(SyncFailure) -> Summary
  /// The kept account, or nil.
  public var loadAccount: @Sendable () async throws -> Account?
  /// Forgets the kept account.
  public var forgetAccount: @Sendable () async throws -> Void
  /// Where the keyring keeps the password of an account.
  public var passwordKey: @Sendable (Account) -> PasswordKey
  /// The account for what the cook typed; throws a `.setup` failure for an address that is
  /// none.
  public var makeAccount:
    @Sendable (_ address: String, _ user: String) throws(SyncFailure) -> Account
  /// Tries a new account before anything is kept, keeping it once it answers; the summary
  /// when trying it was a run.
  public var tryAccount:
    @Sendable (_ account: Account, _ password: SyncPassword) async throws(SyncFailure) ->
      Summary?
  /// "Enter the server’s address.", in the account's words.
  public var missingAddressMessage: @Sendable () -> String
  /// "The account could not be forgotten: REASON", in the account's words.
  public var forgetFailureMessage: @Sendable (_ reason: String) -> String
  /// Whether a password missing at launch opens the window to ask for it.
  public var asksPasswordAtLaunch: Bool

  /// Creates the service from its operations and lines.
  public init(
    run:
      @escaping @Sendable (Account, SyncPassword, Bool) async throws(SyncFailure) -> Summary,
    loadAccount: @escaping @Sendable () async throws -> Account?,
    forgetAccount: @escaping @Sendable () async throws -> Void,
    passwordKey: @escaping @Sendable (Account) -> PasswordKey,
    makeAccount: @escaping @Sendable (String, String) throws(SyncFailure) -> Account,
    tryAccount: @escaping @Sendable (Account, SyncPassword) async throws(SyncFailure) -> Summary?,
    missingAddressMessage: @escaping @Sendable () -> String,
    forgetFailureMessage: @escaping @Sendable (String) -> String,
    asksPasswordAtLaunch: Bool
  ) {
    self.run = run
    self.loadAccount = loadAccount
    self.forgetAccount = forgetAccount
    self.passwordKey = passwordKey
    self.makeAccount = makeAccount
    self.tryAccount = tryAccount
    self.missingAddressMessage = missingAddressMessage
    self.forgetFailureMessage = forgetFailureMessage
    self.asksPasswordAtLaunch = asksPasswordAtLaunch
  }
}
