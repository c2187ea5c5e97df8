/// A part of the app's state kept in a shared box, copied only when changed while shared:
/// whether a part changed is then a comparison of boxes, not of everything in them.
///
/// The store's observers keep the part they were last told (`state.$sync`). After an
/// action that did not touch the part, the box is still theirs, and telling it unchanged
/// costs one comparison of references; only a part that was written gets a new box, and
/// is compared whole. Reading and writing the part through the property are unchanged.
///
/// ```swift
/// @CopyOnWrite public var sync = SyncFeature.State()
/// store.observe({ $0.$sync }) { render($0.wrappedValue) }
/// ```
@propertyWrapper
@frozen
public struct CopyOnWrite<Value> {
  @usableFromInline
  final class Box {
    @exclusivity(unchecked) @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
  }

  @usableFromInline var box: Box

  /// Keeps `wrappedValue` in a box of its own.
  @inlinable
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// The part; written in place while nothing else holds its box, else into a copy.
  @inlinable
  public var wrappedValue: Value {
    // Lent, not copied: reading one field of a part copied the whole part before.
    _read { yield box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// The box itself, for an observer to keep and compare.
  @inlinable
  public var projectedValue: Self { self }
}

extension CopyOnWrite: Equatable where Value: Equatable {
  /// Equal when they share their box (at once), else when their values are equal.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || equal(&lhs.box.value, &rhs.box.value)
  }

  /// `lhs == rhs`, for values in place: read from a box for a call, a value is copied (every
  /// array in it retained and released) unless it is lent for exclusive access.
  @inlinable
  static func equal(_ lhs: inout Value, _ rhs: inout Value) -> Bool {
    lhs == rhs
  }
}

// Sendable as a value: the box is written only while this copy is its one holder.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}

extension CopyOnWrite: CustomReflectable {
  /// The part's own mirror: a test's diff shows the part, not its box.
  public var customMirror: Mirror { Mirror(reflecting: box.value) }
}
