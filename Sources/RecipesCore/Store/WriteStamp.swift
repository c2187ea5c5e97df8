import Synchronization

/// Which write left a `CopyOnWrite` box as it is: every write takes a stamp no box had.
///
/// Two boxes with one stamp hold the value of the same write, so an observer that kept a
/// part's stamps knows the part is unchanged without keeping the part, whose boxes the next
/// write would then have to copy.
@frozen
public struct WriteStamp: Hashable, Sendable {
  @usableFromInline let rawValue: UInt64

  @inlinable
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// A stamp no box had: the count of stamps taken, in every thread (a box can be written on
  /// any).
  @inlinable
  static func next() -> WriteStamp {
    WriteStamp(rawValue: writeStampCount.wrappingAdd(1, ordering: .relaxed).newValue)
  }
}

/// How many write stamps were taken.
@usableFromInline let writeStampCount = Atomic<UInt64>(0)

/// Parts of a store's state that one observer shows together (the list window's list and
/// search), which the store finds unchanged by their boxes' stamps without building them.
///
/// ```swift
/// store.observe(RecipeListViewState.Parts.self) { render(RecipeListViewState($0)) }
/// ```
public protocol StateParts {
  /// The store's whole state.
  associatedtype Whole
  /// The boxes' stamps, and any small value the parts read outside a box.
  associatedtype Stamp: Equatable
  /// The stamp of the parts in `state`: read after every action, so it builds nothing and
  /// copies no part.
  static func stamp(of state: borrowing Whole) -> Stamp
  /// The parts of `state`, to tell the observer.
  init(_ state: borrowing Whole)
}
