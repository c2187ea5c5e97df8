import RecipesQuantities

/// The times of a schema.org `Recipe` in minutes: preparation, cooking and in all.
///
/// A page that gives no total (or a zero one, "PT0S") but gives the parts gets their sum,
/// preparation plus cooking; `performTime`, HowTo's name for the cooking, stands in for a
/// missing `cookTime` and is never added to it. Other keys sites invent ("restTime",
/// "inactiveTime") are no schema.org terms and are not added: the open readers
/// (recipe-scrapers, and Tandoor and Mealie through it) sum preparation and cooking only. A
/// stated total is kept even when it is shorter than the parts, as they keep it: it is the
/// number the page shows its readers.
struct SchemaOrgTimes {
  let prepMinutes: Int?
  let cookMinutes: Int?
  let totalMinutes: Int?

  init(_ node: JSONValue, context: SchemaOrgContext) {
    func minutes(_ key: String) -> Int? { Self.minutes(node[key], context: context) }
    prepMinutes = minutes("prepTime")
    cookMinutes = minutes("cookTime") ?? minutes("performTime")
    totalMinutes = TotalTime.minutes(
      stated: minutes("totalTime"), prep: prepMinutes, cook: cookMinutes)
  }

  /// The minutes of one time: a duration as text (ISO 8601 or words), minutes as a number,
  /// the first that reads of an array, or a `QuantitativeValue` range (its lower end).
  private static func minutes(_ value: JSONValue?, context: SchemaOrgContext) -> Int? {
    switch value.map(context.resolved) {
    case .string(let text): return KitchenDuration.minutes(text)
    case .number(let number): return number > 0 && number < 100_000 ? Int(number.rounded()) : nil
    case .array(let elements):
      return elements.lazy.compactMap { minutes($0, context: context) }.first
    case .object(let members):
      let keys = ["minValue", "value", "maxValue", EmbeddedItems.elementTextKey]
      return keys.lazy.compactMap { minutes(members[$0], context: context) }.first
    default: return nil
    }
  }
}
