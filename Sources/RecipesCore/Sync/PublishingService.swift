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
  /// The account for what the cook typed; throws the form's error for an address that is
  /// none.
  public var makeAccount:
    @Sendable (_ address: String, _ user: String) throws(AccountFormError) -> Account
  /// Tries a new account before anything is kept, keeping it once it answers; the summary
  /// when trying it was a run.
  public var tryAccount:
    @Sendable (_ account: Account, _ password: SyncPassword) async throws(SyncFailure) ->
      Summary?
  /// What the form says of a failure trying what the cook typed as `address` and `user`.
  public var formError:
    @Sendable (_ failure: SyncFailure, _ address: String, _ user: String) -> AccountFormError
  /// "Enter the server’s address.", in the account's words.
  public var missingAddressMessage: @Sendable () -> String
  /// "The account could not be forgotten: REASON", in the account's words.
  public var forgetFailureMessage: @Sendable (_ reason: String) -> String
  /// Whether a password missing at launch opens the window to ask for it.
  public var asksPasswordAtLaunch: Bool

  /// Creates the service from its operations and lines; a failure's form error is said on
  /// the field its kind concerns unless `formError` says more.
  public init(
    run:
      @escaping @Sendable (Account, SyncPassword, Bool) async throws(SyncFailure) -> Summary,
    loadAccount: @escaping @Sendable () async throws -> Account?,
    forgetAccount: @escaping @Sendable () async throws -> Void,
    passwordKey: @escaping @Sendable (Account) -> PasswordKey,
    makeAccount: @escaping @Sendable (String, String) throws(AccountFormError) -> Account,
    tryAccount: @escaping @Sendable (Account, SyncPassword) async throws(SyncFailure) -> Summary?,
    formError: @escaping @Sendable (SyncFailure, String, String) -> AccountFormError = {
      failure, _, _ in AccountFormError(failure)
    },
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
    self.formError = formError
    self.missingAddressMessage = missingAddressMessage
    self.forgetFailureMessage = forgetFailureMessage
    self.asksPasswordAtLaunch = asksPasswordAtLaunch
  }
}
