import CGtk

/// A Swift closure handed to C as user data, kept alive until C calls its destroy notify.
///
/// Every callback the app gives GTK — signal handlers, idle work, frame callbacks — travels
/// this way: `retained(_:)` makes the pointer, `body(at:)` reads it back in the C thunk
/// (from an address, which is plain `Sendable` data), and `release` frees it.
final class CallbackBox<Body> {
  let body: Body

  private init(_ body: Body) { self.body = body }

  /// A retained box for `body`, as C user data.
  static func retained(_ body: Body) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(CallbackBox(body)).toOpaque()
  }

  /// The closure behind the user data at `address`.
  static func body(at address: UInt) -> Body? {
    UnsafeMutableRawPointer(bitPattern: address).map {
      Unmanaged<CallbackBox<Body>>.fromOpaque($0).takeUnretainedValue().body
    }
  }
}

/// Releases a box made by `CallbackBox.retained`, whatever its closure's type.
let releaseCallbackBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
