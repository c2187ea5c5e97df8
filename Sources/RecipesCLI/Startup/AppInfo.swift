/// The app's name and version, for `--version`, the User-Agent and the About dialog.
public enum AppInfo {
  /// The version shown by `--version` and the About dialog, and sent in the User-Agent.
  public static let version = "0.1.0"
}
