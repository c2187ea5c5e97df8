/// The `WHERE` clause of a query being built, with its parameters in order.
///
/// ```swift
/// var conditions = SQLConditions()
/// conditions.equal(.category, "Dessert")
/// let sql = "SELECT id FROM recipes\(conditions.whereClause)"
/// try connection.query(sql, conditions.parameters)
/// ```
struct SQLConditions {
  /// The columns a list or a search can be narrowed to one value of.
  enum Column: String {
    /// `recipes.category`.
    case category
    /// `recipes.area`.
    case area
  }

  private var terms: [String] = []
  /// The values of the conditions' `?`s, in order.
  private(set) var parameters: [SQLiteValue] = []

  /// Adds `term` (SQL with one `?` per value of `parameters`).
  mutating func append(_ term: String, _ parameters: SQLiteValue...) {
    terms.append(term)
    self.parameters += parameters
  }

  /// Adds "`column` equals `value`, ignoring case" when there is a value.
  mutating func equal(_ column: Column, _ value: String?) {
    guard let value else { return }
    append("recipes.\(column.rawValue) = ? COLLATE NOCASE", .text(value))
  }

  /// "rated at least `stars`" when there is a number of stars.
  mutating func rated(atLeast stars: Int?) {
    guard let stars else { return }
    append(
      "recipes.id IN (SELECT recipe_id FROM ratings WHERE stars >= ?)", .integer(Int64(stars)))
  }

  /// "not replaced by the cook's own version": a catalog or remote recipe the cook saved a
  /// version of (`Recipe.basedOn`) shows as that version alone.
  mutating func notReplaced() {
    append(
      "recipes.id NOT IN (SELECT based_on FROM recipes WHERE based_on IS NOT NULL)")
  }

  /// ` WHERE a AND b …`, or nothing when there is no condition.
  var whereClause: String {
    terms.isEmpty ? "" : " WHERE " + terms.joined(separator: " AND ")
  }
}
