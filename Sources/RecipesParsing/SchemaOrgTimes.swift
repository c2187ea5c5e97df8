import RecipesQuantities

/// The times of a schema.org `Recipe` in minutes: preparation, cooking and in all.
///
/// A page that gives no total (or a zero one, "PT0S") but gives the parts gets their sum,
/// preparation plus cooking; `performTime`, HowTo's name for the cooking, stands in for a
/// missing `cookTime` and is never added to it. Other keys sites invent ("restTime",
/// "inactiveTime") are no schema.org terms and are not added: the open readers
/// (recipe-scrapers, and Tandoor and Mealie through it) sum preparation and cooking only. A
/// stated total shorter than the parts together is kept, one shorter than a part alone is
/// not, and ranges count at their upper bound (`TotalTime`).
struct SchemaOrgTimes {
  let prepMinutes: Int?
  let cookMinutes: Int?
  let totalMinutes: Int?

  init(_ node: JSONValue, context: SchemaOrgContext) {
    func minutes(_ key: String) -> Int? { Self.minutes(node[key], context: context) }
    func longest(_ key: String) -> Int? {
      Self.minutes(node[key], context: context, longest: true)
    }
    prepMinutes = minutes("prepTime")
    cookMinutes = minutes("cookTime") ?? minutes("performTime")
    totalMinutes = TotalTime.minutes(
      stated: longest("totalTime"), prep: longest("prepTime"),
      cook: longest("cookTime") ?? longest("performTime"))
  }

  /// The minutes of one time: a duration as text (ISO 8601 or words), minutes as a number,
  /// the first that reads of an array, or a `QuantitativeValue` range; of a range its lower
  /// end, or with `longest` its upper.
  private static func minutes(
    _ value: JSONValue?, context: SchemaOrgContext, longest: Bool = false
  ) -> Int? {
    switch value.map(context.resolved) {
    case .string(let text):
      return longest ? KitchenDuration.longestMinutes(text) : KitchenDuration.minutes(text)
    case .number(let number): return KitchenDuration.minutes(count: number)
    case .array(let elements):
      return elements.lazy.compactMap { minutes($0, context: context, longest: longest) }.first
    case .object(let members):
      let lower = ["minValue", "value", "maxValue", EmbeddedItems.elementTextKey]
      let keys = longest ? ["maxValue", "value", "minValue", EmbeddedItems.elementTextKey] : lower
      return keys.lazy.compactMap { minutes(members[$0], context: context, longest: longest) }
        .first
    default: return nil
    }
  }
}
