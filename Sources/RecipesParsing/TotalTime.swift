/// A recipe's time in all, from a source that has a field for it (a page's schema.org
/// `totalTime`, Paprika's `total_time`).
///
/// The total the source states, when it states one above zero; else preparation plus
/// cooking, when it gives either; else none. A stated total shorter than the parts is kept:
/// it is the number the source shows its readers. (GNOME Recipes has no such field: a total
/// there is the cook's own addition, which a re-import keeps.)
enum TotalTime {
  /// The minutes in all, from the `stated` total and the `prep` and `cook` parts.
  static func minutes(stated: Int?, prep: Int?, cook: Int?) -> Int? {
    if let stated, stated > 0 { return stated }
    let parts = [prep, cook].compactMap { $0 }
    return parts.isEmpty ? nil : parts.reduce(0, +)
  }
}
