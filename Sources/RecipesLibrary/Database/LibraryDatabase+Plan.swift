import RecipesCore

extension LibraryDatabase {
  // MARK: - Plan entries

  /// The entries planned from `days`' first day to its last, in plan order; a row that
  /// cannot be read (an unknown meal, a broken day) is left out, never the rest.
  public func planEntries(in days: ClosedRange<PlanDay>) throws(LibraryError) -> [PlanEntry] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT id, day, meal, position, recipe_id, servings, note FROM plan_entries
        WHERE day BETWEEN ? AND ? ORDER BY day, position, id
        """, [.text(days.lowerBound.description), .text(days.upperBound.description)])
    }
    return rows.compactMap(Self.planEntry).sorted { $0.isOrdered(before: $1) }
  }

  /// Plans `entry` at the end of its day and meal; returns it as saved.
  public func addPlanEntry(_ entry: PlanEntry) throws(LibraryError) -> PlanEntry {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        var saved = entry
        saved.position = try nextPosition(entry.day, entry.meal)
        try insert(saved)
        return saved
      }
    }
  }

  /// Plans every one of `entries` at the end of its day and meal, in one transaction;
  /// returns them as saved.
  public func addPlanEntries(_ entries: [PlanEntry]) throws(LibraryError) -> [PlanEntry] {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        var saved: [PlanEntry] = []
        for entry in entries {
          var placed = entry
          placed.position = try nextPosition(entry.day, entry.meal)
          try insert(placed)
          saved.append(placed)
        }
        return saved
      }
    }
  }

  /// Moves entry `id` to `day` and `meal`, at `position` (nil: the end), making room there;
  /// nil when there is no such entry.
  public func movePlanEntry(
    _ id: PlanEntry.ID, to day: PlanDay, meal: Meal, position: Int?
  ) throws(LibraryError) -> PlanEntry? {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) -> PlanEntry? in
        guard var entry = try planEntry(id) else { return nil }
        try connection.run("DELETE FROM plan_entries WHERE id = ?", [.text(id.rawValue)])
        entry.day = day
        entry.meal = meal
        if let position {
          entry.position = max(0, position)
          try connection.run(
            """
            UPDATE plan_entries SET position = position + 1
            WHERE day = ? AND meal = ? AND position >= ?
            """, [.text(day.description), .text(meal.rawValue), .integer(Int64(entry.position))])
        } else {
          entry.position = try nextPosition(day, meal)
        }
        try insert(entry)
        return entry
      }
    }
  }

  /// Takes entry `id` off the plan and returns it; nil when there is no such entry.
  public func removePlanEntry(_ id: PlanEntry.ID) throws(LibraryError) -> PlanEntry? {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) -> PlanEntry? in
        guard let entry = try planEntry(id) else { return nil }
        try connection.run("DELETE FROM plan_entries WHERE id = ?", [.text(id.rawValue)])
        return entry
      }
    }
  }

  /// Puts `entry` back as it was (replacing an entry with its id).
  public func restorePlanEntry(_ entry: PlanEntry) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("DELETE FROM plan_entries WHERE id = ?", [.text(entry.id.rawValue)])
        try insert(entry)
      }
    }
  }

  // MARK: - Cooked

  /// Records that `id` was cooked on `day`.
  public func recordCooked(_ id: Recipe.ID, on day: PlanDay) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        "INSERT INTO cooked (recipe_id, day) VALUES (?, ?)",
        [.text(id.rawValue), .text(day.description)])
    }
  }

  /// The last day each of `ids` was cooked; those never cooked are left out.
  public func lastCooked(_ ids: [Recipe.ID]) throws(LibraryError) -> [Recipe.ID: PlanDay] {
    var days: [Recipe.ID: PlanDay] = [:]
    for id in Set(ids) {
      let value = try LibraryError.wrapping { () throws(SQLiteError) in
        try connection.scalar(
          "SELECT max(day) FROM cooked WHERE recipe_id = ?", [.text(id.rawValue)])
      }
      if let day = value.text.flatMap(PlanDay.init(parsing:)) { days[id] = day }
    }
    return days
  }

  /// Every cooking recorded within `days`, by day.
  public func cookedRecords(in days: ClosedRange<PlanDay>) throws(LibraryError)
    -> [CookedRecord]
  {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        "SELECT recipe_id, day FROM cooked WHERE day BETWEEN ? AND ? ORDER BY day, recipe_id",
        [.text(days.lowerBound.description), .text(days.upperBound.description)])
    }
    return rows.compactMap { row in
      guard let id = row[0].text, let day = row[1].text.flatMap(PlanDay.init(parsing:))
      else { return nil }
      return CookedRecord(recipeID: Recipe.ID(rawValue: id), day: day)
    }
  }

  // MARK: - Shopping

  /// Puts the plan's recipes on the shopping list in one transaction, each with its
  /// servings and plan days; a recipe already there keeps its place.
  public func addPlanToShoppingList(_ entries: [ShoppingListEntry]) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        for entry in entries {
          let days = entry.planDays.map(\.description).joined(separator: ",")
          try connection.run(
            """
            INSERT INTO shopping_recipes (recipe_id, servings, position, plan_days)
            VALUES (?1, ?2, (SELECT coalesce(max(position), 0) + 1 FROM shopping_recipes), ?3)
            ON CONFLICT (recipe_id) DO UPDATE
              SET servings = excluded.servings, plan_days = excluded.plan_days
            """,
            [
              .text(entry.recipeID.rawValue),
              entry.servings.map { .integer(Int64($0)) } ?? .null, .optional(days),
            ])
        }
      }
    }
  }

  // MARK: - Rows

  private func planEntry(_ id: PlanEntry.ID) throws(SQLiteError) -> PlanEntry? {
    try connection.query(
      """
      SELECT id, day, meal, position, recipe_id, servings, note FROM plan_entries WHERE id = ?
      """, [.text(id.rawValue)]
    ).first.flatMap(Self.planEntry)
  }

  private func nextPosition(_ day: PlanDay, _ meal: Meal) throws(SQLiteError) -> Int {
    let value = try connection.scalar(
      "SELECT coalesce(max(position), -1) + 1 FROM plan_entries WHERE day = ? AND meal = ?",
      [.text(day.description), .text(meal.rawValue)])
    return value.integer.flatMap { Int(exactly: $0) } ?? 0
  }

  private func insert(_ entry: PlanEntry) throws(SQLiteError) {
    let recipe: SQLiteValue = entry.recipeID.map { .text($0.rawValue) } ?? .null
    let servings: SQLiteValue = entry.servings.map { .integer(Int64($0)) } ?? .null
    try connection.run(
      """
      INSERT INTO plan_entries (id, day, meal, position, recipe_id, servings, note)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(entry.id.rawValue), .text(entry.day.description), .text(entry.meal.rawValue),
        .integer(Int64(entry.position)), recipe, servings, .optional(entry.note),
      ])
  }

  private static func planEntry(_ row: SQLiteRow) -> PlanEntry? {
    guard let id = row[0].text, let day = row[1].text.flatMap(PlanDay.init(parsing:)),
      let meal = row[2].text.flatMap(Meal.init(rawValue:)),
      let position = row[3].integer.flatMap({ Int(exactly: $0) })
    else { return nil }
    let content: PlanEntry.Content
    if let recipeID = row[4].text {
      let servings = row[5].integer.flatMap { Int(exactly: $0) }
      content = .recipe(Recipe.ID(rawValue: recipeID), servings: servings ?? 1)
    } else if let note = row[6].text {
      content = .note(note)
    } else {
      return nil
    }
    return PlanEntry(
      id: PlanEntry.ID(rawValue: id), day: day, meal: meal, position: position, content: content)
  }
}
