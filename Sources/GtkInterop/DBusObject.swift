import CGtk

/// A connection to a message bus (the session bus the application registered on).
public final class DBusConnection: @unchecked Sendable {
  let connection: OpaquePointer
  private let isOwned: Bool

  /// Wraps `connection`; an `owned` reference is released with the wrapper, a borrowed one
  /// is not.
  init(connection: OpaquePointer, owned: Bool) {
    self.connection = connection
    self.isOwned = owned
  }

  deinit {
    if isOwned { g_object_unref(UnsafeMutableRawPointer(connection)) }
  }

  /// The session bus this process shares with GApplication; nil without one (no
  /// `DBUS_SESSION_BUS_ADDRESS`, no daemon).
  public static func session() -> DBusConnection? {
    var error: UnsafeMutablePointer<GError>?
    let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
    if let error { g_error_free(error) }
    // GLib keeps the shared connection only while someone holds it: this wrapper does.
    return connection.map { DBusConnection(connection: $0, owned: true) }
  }

  /// The name the bus gave this connection (":1.42"): a caller's destination.
  public var uniqueName: String? {
    g_dbus_connection_get_unique_name(connection).map { String(cString: $0) }
  }
}

/// Why an object could not be exported.
public struct DBusError: Error, Equatable, Sendable {
  /// GLib's message.
  public let message: String
}

/// One D-Bus interface this process serves at an object path, from its introspection XML;
/// every method call goes to the handler on the main thread.
///
/// GDBus checks the arguments' types against the XML before the handler sees them.
@MainActor
public final class DBusObject {
  private let connection: DBusConnection
  private var registration: guint

  /// Exports the interface `interface` of `introspectionXML` at `path` on `connection`.
  public init(
    interface: String, introspectionXML: String, path: String, on connection: DBusConnection,
    handler: @escaping @MainActor (DBusMethodCall) -> Void
  ) throws(DBusError) {
    self.connection = connection
    var error: UnsafeMutablePointer<GError>?
    guard let node = g_dbus_node_info_new_for_xml(introspectionXML, &error) else {
      throw DBusError(message: Self.message(consuming: error))
    }
    defer { g_dbus_node_info_unref(node) }
    guard let info = g_dbus_node_info_lookup_interface(node, interface) else {
      throw DBusError(message: "the XML has no interface \(interface)")
    }
    var vtable = GDBusInterfaceVTable()
    vtable.method_call = methodCallThunk
    // GDBus copies the table and keeps the interface's info; it frees the box when the
    // object is unregistered.
    registration = g_dbus_connection_register_object(
      connection.connection, path, info, &vtable, CallbackBox.retained(handler),
      releaseCallbackBox, &error)
    guard registration != 0 else { throw DBusError(message: Self.message(consuming: error)) }
  }

  isolated deinit {
    unregister()
  }

  /// Stops serving the interface (calls from now on fail as for an unknown object).
  public func unregister() {
    guard registration != 0 else { return }
    g_dbus_connection_unregister_object(connection.connection, registration)
    registration = 0
  }

  private static func message(consuming error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}

// GDBus calls the handler in the main context, on the main thread, where the object was
// registered: `assumeIsolated` states it to the compiler.
private let methodCallThunk:
  @convention(c) (
    OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, OpaquePointer?, OpaquePointer?, gpointer?
  ) -> Void = { _, _, _, _, method, parameters, invocation, data in
    let invocationAddress = UInt(bitPattern: invocation)
    let address = UInt(bitPattern: data)
    let name = method.map { String(cString: $0) } ?? ""
    let arguments = parameters.map { tuple in
      (0..<g_variant_n_children(tuple)).map { index -> DBusValue? in
        guard let child = g_variant_get_child_value(tuple, index) else { return nil }
        defer { g_variant_unref(child) }
        return DBusValue(child)
      }
    }
    MainActor.assumeIsolated {
      guard let invocation = OpaquePointer(bitPattern: invocationAddress) else { return }
      let readable = arguments?.compactMap { $0 } ?? []
      let call = DBusMethodCall(method: name, arguments: readable, invocation: invocation)
      guard readable.count == arguments?.count ?? 0 else {
        call.fail(
          "an argument of \(name) has a type this object does not read",
          name: "org.freedesktop.DBus.Error.InvalidArgs")
        return
      }
      CallbackBox<@MainActor (DBusMethodCall) -> Void>.body(at: address)?(call)
    }
  }
