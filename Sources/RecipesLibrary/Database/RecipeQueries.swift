import RecipesCore

/// The library's read queries: search and the filtered list.
///
/// Both select the summary columns directly, so listing never decodes a recipe's JSON, and
/// both limit or filter in SQL.
enum RecipeQueries {
  /// How many matches of one tier are scored at most.
  ///
  /// bm25 costs about a microsecond per scored row, so ranking every match of a two-letter
  /// prefix over 100 000 recipes would take tens of milliseconds. Scoring the first
  /// candidates (in insertion order) keeps a keystroke's search within a few milliseconds;
  /// a library with fewer matches than this (any real one) is ranked exactly.
  static let scoredCandidatesPerTier = 300

  /// Recipes matching `query`, best first: name matches by bm25 (the name weighted
  /// highest), then the rest by name.
  ///
  /// Only the name tier is scored: bm25 walks every posting of every query term, which for
  /// the wide second tier (a prefix anywhere in 100 000 recipes) cost as much as the rest
  /// of the search together (see the benchmark), while its order mattered least.
  static func search(
    _ query: SearchQuery, limit: Int, in connection: SQLiteConnection
  ) throws(SQLiteError) -> [RecipeSummary] {
    let fullText = FullTextQuery(query)
    guard limit > 0, !fullText.matchesNothing else { return [] }
    let tiers = fullText.rankedTiers
    guard !tiers.isEmpty else { return try filtered(fullText, limit: limit, in: connection) }
    var results: [RankedSummary] = []
    for (index, tier) in tiers.enumerated() where results.count < limit {
      results += try ranked(
        tier, fullText, limit: limit - results.count, excluding: results.map(\.rowid),
        scored: index == 0, in: connection)
    }
    return results.map(\.summary)
  }

  /// A search result with its row, so a later tier can leave it out.
  private struct RankedSummary {
    let rowid: Int64
    let summary: RecipeSummary
  }

  /// The best `limit` rows matching `expression`, other than the rows `excluded`, that pass
  /// the exact category and area test.
  private static func ranked(
    _ expression: String, _ fullText: FullTextQuery, limit: Int, excluding excluded: [Int64],
    scored: Bool, in connection: SQLiteConnection
  ) throws(SQLiteError) -> [RankedSummary] {
    var conditions: [String] = []
    let excludedJSON = "[" + excluded.map(String.init).joined(separator: ",") + "]"
    var parameters: [SQLiteValue] = [
      .text(expression), .text(excludedJSON), .integer(Int64(scoredCandidatesPerTier)),
    ]
    appendEquality(.category, fullText.category, to: &conditions, &parameters)
    appendEquality(.area, fullText.area, to: &conditions, &parameters)
    parameters.append(.integer(Int64(limit)))
    let sql = """
      SELECT recipes.rowid, \(RecipeRecord.summaryColumns) FROM (
        SELECT rowid AS hit, \(scored ? "bm25(recipes_fts, \(LibrarySchema.rankWeights))" : "0") AS score
        FROM recipes_fts
        WHERE recipes_fts MATCH ? AND rowid NOT IN (SELECT value FROM json_each(?))
        LIMIT ?
      ) AS candidates JOIN recipes ON recipes.rowid = candidates.hit\(whereClause(conditions))
      ORDER BY candidates.score, recipes.name COLLATE NOCASE, recipes.id LIMIT ?
      """
    return try connection.query(sql, parameters).map { row in
      RankedSummary(
        rowid: row[0].integer ?? 0,
        summary: RecipeRecord.summary(from: row, first: 1))
    }
  }

  /// Rows passing the filters of a query without words, by name.
  private static func filtered(
    _ fullText: FullTextQuery, limit: Int, in connection: SQLiteConnection
  ) throws(SQLiteError) -> [RecipeSummary] {
    var conditions: [String] = []
    var parameters: [SQLiteValue] = []
    if let exclusion = fullText.exclusion {
      conditions.append(
        "recipes.rowid NOT IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ?)")
      parameters.append(.text(exclusion))
    }
    appendEquality(.category, fullText.category, to: &conditions, &parameters)
    appendEquality(.area, fullText.area, to: &conditions, &parameters)
    parameters.append(.integer(Int64(limit)))
    let sql = """
      SELECT \(RecipeRecord.summaryColumns) FROM recipes\(whereClause(conditions))
      ORDER BY recipes.name COLLATE NOCASE, recipes.id LIMIT ?
      """
    return try connection.query(sql, parameters).map { RecipeRecord.summary(from: $0) }
  }

  /// The recipes passing `filter` at positions `range` of the list sorted by name without
  /// regard to case.
  static func list(
    _ filter: RecipeFilter, in range: Range<Int>, connection: SQLiteConnection
  ) throws(SQLiteError) -> [RecipeSummary] {
    guard range.lowerBound >= 0, !range.isEmpty else { return [] }
    var (conditions, parameters) = listConditions(filter)
    // The rows are picked from an index alone (name, id and rowid are all in it); only the
    // ones in `range` are then read from the table, so a page deep in a large list does not
    // read every recipe before it — each row holds the recipe's whole JSON.
    parameters.append(.integer(Int64(range.count)))
    parameters.append(.integer(Int64(range.lowerBound)))
    let order = "ORDER BY recipes.name COLLATE NOCASE, recipes.id"
    let sql = """
      SELECT \(RecipeRecord.summaryColumns) FROM recipes WHERE recipes.rowid IN (
        SELECT recipes.rowid FROM recipes\(whereClause(conditions)) \(order) LIMIT ? OFFSET ?
      ) \(order)
      """
    return try connection.query(sql, parameters).map { RecipeRecord.summary(from: $0) }
  }

  /// How many recipes pass `filter`.
  static func count(
    _ filter: RecipeFilter, in connection: SQLiteConnection
  ) throws(SQLiteError) -> Int {
    let (conditions, parameters) = listConditions(filter)
    let sql = "SELECT count(*) FROM recipes\(whereClause(conditions))"
    return Int(try connection.scalar(sql, parameters).integer ?? 0)
  }

  private static func listConditions(
    _ filter: RecipeFilter
  ) -> (conditions: [String], parameters: [SQLiteValue]) {
    var conditions: [String] = []
    var parameters: [SQLiteValue] = []
    appendEquality(.category, filter.category, to: &conditions, &parameters)
    appendEquality(.area, filter.area, to: &conditions, &parameters)
    if filter.favoritesOnly {
      conditions.append("recipes.id IN (SELECT recipe_id FROM favorites)")
    }
    if filter.mineOnly {
      conditions.append("recipes.origin = 'mine'")
    }
    return (conditions, parameters)
  }

  /// The distinct non-null values of `column`, sorted without regard to case (one spelling
  /// per value, as the filters match without regard to case too).
  ///
  /// A skip scan: each step seeks the column's index to the next value, so 14 categories
  /// cost 15 seeks instead of reading the index entry of all 100 000 recipes (1.6 ms
  /// instead of 73 ms, and no page cache filled with it at start-up).
  static func distinctValues(
    of column: FilterColumn, in connection: SQLiteConnection
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

  /// The columns a list or a search can be narrowed to one value of.
  enum FilterColumn: String {
    /// `recipes.category`.
    case category
    /// `recipes.area`.
    case area
  }

  // MARK: - SQL pieces

  /// Adds "`column` equals `value`, ignoring case" when there is a value.
  private static func appendEquality(
    _ column: FilterColumn, _ value: String?, to conditions: inout [String],
    _ parameters: inout [SQLiteValue]
  ) {
    guard let value else { return }
    conditions.append("recipes.\(column.rawValue) = ? COLLATE NOCASE")
    parameters.append(.text(value))
  }

  private static func whereClause(_ conditions: [String]) -> String {
    conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
  }
}
