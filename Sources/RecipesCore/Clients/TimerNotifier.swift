/// Tells the cook that a timer finished, even when no window of the app is in front.
///
/// The live one (in `RecipesGTK`) sends a `GNotification` through the application and
/// rings the display's bell; a test records the notifications instead.
public struct TimerNotifier: Sendable {
  /// What the desktop shows.
  public struct Notification: Equatable, Sendable {
    /// Names the notification, so a newer one for the same timer replaces it.
    public let id: String
    /// The headline ("Timer done: 25:00").
    public let title: String
    /// What the timer was for ("Shakshuka, step 3: simmer 25 minutes").
    public let body: String

    /// Creates a notification.
    public init(id: String, title: String, body: String) {
      self.id = id
      self.title = title
      self.body = body
    }
  }

  /// Shows `notification` (and plays the desktop's sound, when it has one).
  public var notify: @Sendable (_ notification: Notification) async -> Void

  /// Creates a notifier.
  public init(notify: @escaping @Sendable (Notification) async -> Void) {
    self.notify = notify
  }

  /// For the command line, where no timer runs.
  public static let none = TimerNotifier(notify: { _ in })
}
