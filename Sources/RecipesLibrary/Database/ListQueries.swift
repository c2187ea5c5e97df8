import RecipesCore

/// The library's list queries: the recipes passing a filter, by name, a page at a time.
///
/// The list is sorted by name without regard to case, then by id, and every filter has an
/// index in that order (`recipes_by_name`, `recipes_by_category`, `recipes_by_area`), so a
/// page is read from an index range and never sorted.
enum ListQueries {
  /// The list's order, which its indexes share.
  private static let order = "ORDER BY recipes.name COLLATE NOCASE, recipes.id"

  /// The recipes passing `filter` at positions `range` of the list, read from `anchor` on
  /// when one is given (the key at or before `range.lowerBound`, `skip` positions before
  /// it), from the start of the list otherwise.
  static func page(
    _ filter: RecipeFilter, in range: Range<Int>,
    from anchor: (key: ListAnchors.Key, skip: Int)?, connection: SQLiteConnection
  ) throws(SQLiteError) -> [RecipeSummary] {
    guard range.lowerBound >= 0, !range.isEmpty else { return [] }
    var conditions = conditions(filter)
    if let anchor {
      // The first term bounds the index range; the second drops the names equal to the
      // anchor's that sort before it by id.
      conditions.append("recipes.name >= ? COLLATE NOCASE", .text(anchor.key.name))
      conditions.append(
        "(recipes.name > ? COLLATE NOCASE OR recipes.id >= ?)",
        .text(anchor.key.name), .text(anchor.key.id))
    }
    let skip = anchor?.skip ?? range.lowerBound
    // The rows are picked from an index alone (name, id and rowid are all in it); only the
    // ones in `range` are then read from the table — each row holds the recipe's whole JSON.
    let sql = """
      SELECT \(RecipeRecord.summaryColumns) FROM recipes WHERE recipes.rowid IN (
        SELECT recipes.rowid FROM recipes\(conditions.whereClause) \(order) LIMIT ? OFFSET ?
      ) \(order)
      """
    let parameters =
      conditions.parameters + [.integer(Int64(range.count)), .integer(Int64(skip))]
    return try connection.query(sql, parameters).map { RecipeRecord.summary(from: $0) }
  }

  /// How many recipes pass `filter`, and the sort key of every `interval`th of them: one
  /// walk of the filter's index.
  static func anchors(
    _ filter: RecipeFilter, interval: Int = ListAnchors.defaultInterval,
    connection: SQLiteConnection
  ) throws(SQLiteError) -> ListAnchors {
    let conditions = conditions(filter)
    let sql = "SELECT recipes.name, recipes.id FROM recipes\(conditions.whereClause) \(order)"
    let walk = try connection.sampledQuery(sql, conditions.parameters, every: interval)
    let keys = walk.samples.map { ListAnchors.Key(name: $0[0].text ?? "", id: $0[1].text ?? "") }
    return ListAnchors(count: walk.count, keys: keys, interval: interval)
  }

  private static func conditions(_ filter: RecipeFilter) -> SQLConditions {
    var conditions = SQLConditions()
    conditions.notReplaced()
    conditions.equal(.category, filter.category)
    conditions.equal(.area, filter.area)
    if filter.favoritesOnly {
      conditions.append("recipes.id IN (SELECT recipe_id FROM favorites)")
    }
    if filter.mineOnly {
      conditions.append("recipes.origin = 'mine'")
    }
    if let collection = filter.collection {
      conditions.append(
        "recipes.id IN (SELECT recipe_id FROM collection_members WHERE collection_id = ?)",
        .text(collection))
    }
    return conditions
  }

  /// The distinct non-null values of `column`, sorted without regard to case (one spelling
  /// per value, as the filters match without regard to case too).
  ///
  /// A skip scan: each step seeks the column's index to the next value, so 14 categories
  /// cost 15 seeks instead of reading the index entry of all 100 000 recipes (1.6 ms
  /// instead of 73 ms, and no page cache filled with it at start-up).
  static func distinctValues(
    of column: SQLConditions.Column, in connection: SQLiteConnection
  ) throws(SQLiteError) -> [String] {
    let name = column.rawValue
    let sql = """
      WITH RECURSIVE value(v) AS (
        SELECT (
          SELECT \(name) FROM recipes WHERE \(name) IS NOT NULL
          ORDER BY \(name) COLLATE NOCASE LIMIT 1)
        UNION ALL
        SELECT (
          SELECT \(name) FROM recipes WHERE \(name) > value.v COLLATE NOCASE
          ORDER BY \(name) COLLATE NOCASE LIMIT 1)
        FROM value WHERE value.v IS NOT NULL
      )
      SELECT v FROM value WHERE v IS NOT NULL
      """
    return try connection.query(sql).compactMap { $0[0].text }
  }
}
