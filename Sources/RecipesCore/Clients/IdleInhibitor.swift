/// Asks the desktop not to blank the screen, go idle or suspend while the cook is cooking.
///
/// The live one (in `RecipesGTK`) calls `gtk_application_inhibit` on the cooking window; a
/// test records what was asked and released.
public struct IdleInhibitor: Sendable {
  /// What the desktop handed back for one request; releasing it ends that request.
  public struct Token: Hashable, Sendable {
    /// The desktop's cookie (`gtk_application_inhibit`'s return value).
    public let rawValue: UInt32

    /// Wraps a cookie.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// Asks the desktop to stay awake, saying why; nil when it refused or there is no desktop.
  public var inhibit: @Sendable (_ reason: String) async -> Token?
  /// Ends the request `token` stands for.
  public var release: @Sendable (_ token: Token) async -> Void

  /// Creates an inhibitor.
  public init(
    inhibit: @escaping @Sendable (String) async -> Token?,
    release: @escaping @Sendable (Token) async -> Void
  ) {
    self.inhibit = inhibit
    self.release = release
  }

  /// For the command line, which has no screen to keep awake.
  public static let none = IdleInhibitor(inhibit: { _ in nil }, release: { _ in })
}
