/// A recipe's time in all, from a source that has a field for it (a page's schema.org
/// `totalTime`, Paprika's `total_time`).
///
/// The total the source states, when it states one above zero and no shorter than either
/// part; else preparation plus cooking, when it gives either; else none. A stated total
/// shorter than the parts together is kept (preparation may overlap the cooking: it is the
/// number the source shows its readers), but one shorter than the cooking alone is a
/// mistake, and the larger, summed reading is trusted. Ranges count at their upper bound, as
/// recipe sites add them up. (GNOME Recipes has no such field: a total there is the cook's
/// own addition, which a re-import keeps.)
enum TotalTime {
  /// The minutes in all, from the `stated` total and the `prep` and `cook` parts (each the
  /// longest its field reads).
  static func minutes(stated: Int?, prep: Int?, cook: Int?) -> Int? {
    let parts = [prep, cook].compactMap { $0 }
    if let stated, stated > 0, stated >= parts.max() ?? 0 { return stated }
    return parts.isEmpty ? nil : parts.reduce(0, +)
  }
}
