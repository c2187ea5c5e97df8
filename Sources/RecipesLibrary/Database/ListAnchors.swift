/// The sort keys of every `interval`th recipe of one filtered list, and the list's length.
///
/// Read in one walk of the list's index (which counting it costs anyway), they turn a
/// page anywhere in the list into a seek: the page at position 50 000 starts from the key
/// at 50 000 instead of stepping over the 50 000 entries before it with `OFFSET`.
///
/// ```swift
/// let anchors = ListAnchors(count: 120, keys: keys, interval: 50)  // keys of 0, 50, 100
/// anchors.anchor(atOrBefore: 75)  // (keys[1], skip: 25)
/// ```
struct ListAnchors: Equatable {
  /// How far apart the anchors are unless told otherwise: one page of the app's list.
  static let defaultInterval = 50

  /// Where one recipe sorts: by name without regard to case, then by id.
  struct Key: Equatable {
    /// The recipe's name.
    let name: String
    /// The recipe's id, which breaks ties between equal names.
    let id: String
  }

  /// How many recipes the list has.
  let count: Int
  /// The keys of the recipes at positions 0, `interval`, 2 × `interval`, ….
  let keys: [Key]
  /// How many positions lie between two anchors.
  let interval: Int

  /// The nearest anchor at or before `position`, and how many recipes lie between it and
  /// `position`; nil when `position` comes before the second anchor (reading from the
  /// start of the list is as cheap there).
  func anchor(atOrBefore position: Int) -> (key: Key, skip: Int)? {
    let index = min(position / interval, keys.count - 1)
    guard index >= 1 else { return nil }
    return (keys[index], position - index * interval)
  }
}
