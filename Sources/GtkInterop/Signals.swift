import CGtk

/// Connects Swift closures to GObject signals.
///
/// Each closure is boxed with `Unmanaged.passRetained` and released by the destroy notify
/// that GLib calls when the handler is disconnected or its object finalized, so no handler
/// outlives its widget and no box leaks. One C thunk per signal shape covers the app.
@MainActor
enum Signals {
  /// A signal with no arguments: `clicked`, `search-changed`, `toggled`, `activate`, ….
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(noArgumentThunk, to: GCallback.self))
  }

  /// A signal with one unsigned argument: a grid view's `activate(position)`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (UInt32) -> Void
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(unsignedThunk, to: GCallback.self))
  }

  /// A signal with one object argument: a list item factory's `setup` / `bind` / ….
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(pointerThunk, to: GCallback.self))
  }

  /// A signal with one pointer argument the handler does not need, which may be NULL: an
  /// action's `activate(parameter)`, a `notify::property(pspec)`.
  @discardableResult
  static func connectIgnoringArgument(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(ignoredArgumentThunk, to: GCallback.self))
  }

  /// A signal with two double arguments: a swipe gesture's `swipe(velocity_x, velocity_y)`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (Double, Double) -> Void
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(twoDoublesThunk, to: GCallback.self))
  }

  /// A key controller's `key-pressed(keyval, keycode, state)`, answered true when handled.
  @discardableResult
  static func connectKey(
    _ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor (UInt32, UInt32) -> Bool
  ) -> UInt {
    connect(instance, "key-pressed", body, unsafeBitCast(keyThunk, to: GCallback.self))
  }

  /// Disconnects the handler `id` of `instance`: GLib then releases its closure.
  static func disconnect(_ instance: UnsafeMutableRawPointer, _ id: UInt) {
    g_signal_handler_disconnect(instance, gulong(id))
  }

  /// A signal whose handler answers true or false: a window's `close-request`.
  @discardableResult
  static func connectReturning(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Bool
  ) -> UInt {
    connect(instance, name, body, unsafeBitCast(booleanThunk, to: GCallback.self))
  }

  private static func connect<Body>(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ body: Body, _ thunk: GCallback
  ) -> UInt {
    let data = CallbackBox.retained(body)
    let release = unsafeBitCast(releaseCallbackBox, to: GClosureNotify.self)
    return UInt(g_signal_connect_data(instance, name, thunk, data, release, GConnectFlags(0)))
  }
}

/// The closure behind a handler's user data, passed as an address (plain, `Sendable` data).
private func unbox<Body>(_ address: UInt, as _: Body.Type) -> Body? {
  CallbackBox<Body>.body(at: address)
}

// GTK calls every handler on the main thread: `assumeIsolated` states it to the compiler.

private let noArgumentThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { unbox(address, as: (@MainActor () -> Void).self)?() }
}

private let unsignedThunk: @convention(c) (gpointer?, guint, gpointer?) -> Void = {
  _, value, data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { unbox(address, as: (@MainActor (UInt32) -> Void).self)?(value) }
}

private let pointerThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, argument, data in
  let address = UInt(bitPattern: data)
  let argumentAddress = UInt(bitPattern: argument)
  MainActor.assumeIsolated {
    guard let argument = UnsafeMutableRawPointer(bitPattern: argumentAddress) else { return }
    unbox(address, as: (@MainActor (UnsafeMutableRawPointer) -> Void).self)?(argument)
  }
}

private let ignoredArgumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, _, data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { unbox(address, as: (@MainActor () -> Void).self)?() }
}

private let booleanThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
  let address = UInt(bitPattern: data)
  return MainActor.assumeIsolated {
    (unbox(address, as: (@MainActor () -> Bool).self)?() ?? false) ? 1 : 0
  }
}

private let twoDoublesThunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = {
  _, first, second, data in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated {
    unbox(address, as: (@MainActor (Double, Double) -> Void).self)?(first, second)
  }
}

private let keyThunk:
  @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, state, data in
    let address = UInt(bitPattern: data)
    let modifiers = state.rawValue
    return MainActor.assumeIsolated {
      (unbox(address, as: (@MainActor (UInt32, UInt32) -> Bool).self)?(keyval, modifiers) ?? false)
        ? 1 : 0
    }
  }
