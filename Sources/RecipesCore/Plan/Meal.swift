/// A meal of the day, in the order they are eaten.
public enum Meal: String, CaseIterable, Comparable, Codable, Sendable {
  case breakfast
  case lunch
  case snack
  case dinner

  /// Where the meal comes in the day: breakfast first.
  public var order: Int {
    switch self {
    case .breakfast: 0
    case .lunch: 1
    case .snack: 2
    case .dinner: 3
    }
  }

  /// When the meal is, as "HH:MM", unless the cook chose another time.
  public var defaultTime: String {
    switch self {
    case .breakfast: "08:00"
    case .lunch: "12:30"
    case .snack: "16:00"
    case .dinner: "19:00"
    }
  }

  /// The preference key of the meal's time (`plan.time.dinner`).
  public var timePreferenceKey: String { "plan.time.\(rawValue)" }

  /// Whether `lhs` is eaten earlier in the day.
  public static func < (lhs: Meal, rhs: Meal) -> Bool { lhs.order < rhs.order }
}
