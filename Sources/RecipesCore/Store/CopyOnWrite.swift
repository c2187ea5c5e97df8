/// A part of the app's state kept in a shared box, copied only when changed while shared,
/// and stamped by each write: whether a part changed is then a comparison of stamps, not of
/// everything in the box.
///
/// The store's observers keep the stamp of the part they were last told (`state.$sync`), not
/// the part: after an action that did not touch it, telling it unchanged costs one
/// comparison of stamps, and a write finds the box still the state's own and writes it in
/// place. Reading and writing the part through the property are unchanged.
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
    /// The write that left `value` as it is.
    @exclusivity(unchecked) @usableFromInline var stamp: WriteStamp

    @inlinable
    init(_ value: Value) {
      self.value = value
      self.stamp = .next()
    }
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
        box.stamp = .next()
      } else {
        box = Box(newValue)
      }
    }
    _modify {
      if isKnownUniquelyReferenced(&box) {
        box.stamp = .next()
      } else {
        box = Box(box.value)
      }
      yield &box.value
    }
  }

  /// The write that left the part as it is: equal for two boxes when they hold one write's
  /// value.
  @inlinable
  public var stamp: WriteStamp { box.stamp }

  /// The box itself, for an observer to keep and compare.
  @inlinable
  public var projectedValue: Self { self }
}

extension CopyOnWrite: Equatable where Value: Equatable {
  /// Equal when they hold one write's value (at once), else when their values are equal.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box.stamp == rhs.box.stamp || equal(&lhs.box.value, &rhs.box.value)
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
