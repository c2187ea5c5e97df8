/// What `recipes` without a subcommand asks of the window.
public struct WindowRequest: Sendable {
  /// The options shared with the headless commands (`--offline`, `--data-dir`, …).
  public var options: AppOptions
  /// Whether to quit at the first frame with cards, printing how long it took
  /// (`--measure-startup`, for the startup benchmark).
  public var measureStartup: Bool
  /// Whether the session bus started the app for the Activities search
  /// (`--gapplication-service`, in the D-Bus service file): no window until one is asked for.
  public var service = false
}
