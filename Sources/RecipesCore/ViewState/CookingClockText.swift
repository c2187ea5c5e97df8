/// Writes a timer's seconds the way a kitchen timer shows them: "25:00", "1:15:00", "0:45".
public enum CookingClockText {
  /// `seconds` as minutes and seconds, with hours in front when there are any.
  public static func text(seconds: Int) -> String {
    let seconds = max(seconds, 0)
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    let rest = seconds % 60
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
    return "\(minutes):\(twoDigits(rest))"
  }
}
