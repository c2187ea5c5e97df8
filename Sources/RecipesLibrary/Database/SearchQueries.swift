import RecipesCore

/// The library's full-text search.
///
/// It selects the summary columns directly, so a search never decodes a recipe's JSON, and
/// it limits and filters in SQL.
enum SearchQueries {
  /// How many matches of one tier are scored at most: as many as a search shows.
  ///
  /// Finding the name tier's matches costs a few microseconds each (FTS5 checks every
  /// candidate's positions for the name column) and scoring one about another, so ranking
  /// every match of a two-letter prefix over 100 000 recipes would take tens of
  /// milliseconds. Taking the first matches (in insertion order) keeps a keystroke's search
  /// near half a millisecond; a library with fewer matches than this (any real one) is
  /// ranked exactly.
  static let scoredCandidatesPerTier = SearchFeature.resultLimit

  /// Recipes matching `query`, best first: name matches by bm25 (`recipes_rank`: the name
  /// weighted highest), then the rest by name.
  ///
  /// Only the name tier is scored: scoring reads every candidate's positions, which for
  /// the wide second tier (a prefix anywhere in 100 000 recipes) cost as much as the rest
  /// of the search together (see the benchmark), while its order mattered least. The score
  /// is bm25 without its document-frequency factor (see `recipes_fts5_rank` in the CSQLite
  /// shim): every row of the name tier matches every word, so that factor barely orders
  /// them, and FTS5 computed it by walking each word's whole posting list (~1 ms a query).
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
    let excludedJSON = "[" + excluded.map(String.init).joined(separator: ",") + "]"
    var conditions = SQLConditions()
    conditions.notReplaced()
    conditions.equal(.category, fullText.category)
    conditions.equal(.area, fullText.area)
    // Rated recipes are few: the candidates are taken among them, or the first candidates
    // (a bounded number) could all be unrated and hide the rated ones after them.
    var rated = ""
    var ratedParameters: [SQLiteValue] = []
    if let stars = fullText.minimumRating {
      rated =
        " AND rowid IN (SELECT recipes.rowid FROM ratings JOIN recipes"
        + " ON recipes.id = ratings.recipe_id WHERE ratings.stars >= ?)"
      ratedParameters = [.integer(Int64(stars))]
    }
    let parameters: [SQLiteValue] =
      [.text(expression), .text(excludedJSON)] + ratedParameters
      + [.integer(Int64(scoredCandidatesPerTier))] + conditions.parameters
      + [.integer(Int64(limit))]
    let sql = """
      SELECT recipes.rowid, \(RecipeRecord.summaryColumns) FROM (
        SELECT rowid AS hit, \(scored ? "recipes_rank(recipes_fts, \(LibrarySchema.rankWeights))" : "0") AS score
        FROM recipes_fts
        WHERE recipes_fts MATCH ? AND rowid NOT IN (SELECT value FROM json_each(?))\(rated)
        LIMIT ?
      ) AS candidates JOIN recipes ON recipes.rowid = candidates.hit\(conditions.whereClause)
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
    let conditions = filterConditions(fullText)
    let sql = """
      SELECT \(RecipeRecord.summaryColumns) FROM recipes\(conditions.whereClause)
      ORDER BY recipes.name COLLATE NOCASE, recipes.id LIMIT ?
      """
    return try connection.query(sql, conditions.parameters + [.integer(Int64(limit))])
      .map { RecipeRecord.summary(from: $0) }
  }

  /// The conditions a row must meet for `fullText`: its `words` when given (a tier's match,
  /// which holds the excluded words), else the excluded words; the category, the cuisine
  /// and the least rating.
  static func filterConditions(_ fullText: FullTextQuery, matching words: String? = nil)
    -> SQLConditions
  {
    var conditions = SQLConditions()
    if let words {
      conditions.append(
        "recipes.rowid IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ?)",
        .text(words))
    } else if let exclusion = fullText.exclusion {
      conditions.append(
        "recipes.rowid NOT IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ?)",
        .text(exclusion))
    }
    conditions.notReplaced()
    conditions.equal(.category, fullText.category)
    conditions.equal(.area, fullText.area)
    conditions.rated(atLeast: fullText.minimumRating)
    return conditions
  }
}
