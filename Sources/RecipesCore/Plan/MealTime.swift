import Foundation

/// A meal's time of day as the cook writes it in the preferences ("7:30", "19:00"), read
/// into the "HH:MM" the calendar export takes from `plan.time.<meal>`.
public enum MealTime {
  /// "HH:MM" for a time of day written "H:MM" or "HH:MM" (a dot also separates); nil for
  /// anything else ("25:00", "7", "noon").
  public static func normalized(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "." })
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
      (0...59).contains(minute)
    else { return nil }
    return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "")
      + String(minute)
  }
}
