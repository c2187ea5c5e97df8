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

/// A part of a store's state kept in a box, which an observer can tell unchanged from the
/// box's write stamp alone (`CopyOnWrite`).
///
/// The store's observer of such a part keeps its stamp, not the part: a kept box would be
/// shared with the state, and the reducer's next write to it would copy it. The cost is
/// that the observer is told when the box was written even if its value came out equal,
/// so what it renders must be the same for an equal part (a window keeps what it last
/// rendered).
public protocol StampedPart: Equatable {
  /// What tells two writes apart.
  associatedtype Stamp: Equatable
  /// The stamp of the last write.
  var stamp: Stamp { get }
}

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
