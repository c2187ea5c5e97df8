import Foundation

/// Why an account's form could not connect, said on the field it concerns, as a sentence in
/// the cook's words (the server and folder as typed, never the addresses the app derives).
public struct AccountFormError: Error, Equatable, Sendable {
  /// The field the error is about.
  public enum Field: Equatable, Sendable {
    /// The server's (or calendar's) address.
    case address
    /// The user name.
    case user
    /// The app password.
    case password
    /// None in particular: said under the form's button.
    case form
  }

  /// The field the error is about.
  public var field: Field
  /// What went wrong and what to do, as a sentence.
  public var message: String

  /// Creates the error on `field`; `message` is made a sentence (a capital first, a full
  /// stop last) if it is not one.
  public init(_ field: Field, _ message: String) {
    self.field = field
    self.message = Self.sentence(message)
  }

  /// The error for a `failure` without more to say of it: on the field its kind concerns.
  public init(_ failure: SyncFailure) {
    let field: Field =
      switch failure.kind {
      case .password: .password
      case .unreachable, .setup: .address
      case .server, .library: .form
      }
    self.init(field, failure.message)
  }

  /// `text` as a sentence, with a capital first and a full stop last.
  ///
  /// "the server failed" becomes "The server failed."
  static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let first = trimmed.first else { return trimmed }
    let capitalized = first.uppercased() + trimmed.dropFirst()
    guard let last = capitalized.last, !".!?…".contains(last) else { return capitalized }
    return capitalized + "."
  }
}
