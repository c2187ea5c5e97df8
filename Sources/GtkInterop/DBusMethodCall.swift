import CGtk

/// A call of one of our exported D-Bus methods, to be answered once: now, or later from a
/// task (the caller waits meanwhile).
///
/// A call dropped without an answer answers with an error, so no caller waits forever.
@MainActor
public final class DBusMethodCall {
  /// The method's name ("GetInitialResultSet").
  public let method: String
  /// Its arguments, in order.
  public let arguments: [DBusValue]
  private var invocation: OpaquePointer?

  /// Takes over `invocation` (GDBus hands the method-call handler its reference).
  init(method: String, arguments: [DBusValue], invocation: OpaquePointer) {
    self.method = method
    self.arguments = arguments
    self.invocation = invocation
  }

  isolated deinit {
    fail("the method \(method) was not answered")
  }

  /// Answers with `values` (none for a method that returns nothing); a second answer is
  /// ignored.
  public func reply(_ values: [DBusValue] = []) {
    guard let invocation else { return }
    self.invocation = nil
    g_dbus_method_invocation_return_value(invocation, DBusValue.tuple(values))
  }

  /// Answers with the D-Bus error `name` and `message` (the caller's journal shows it).
  public func fail(_ message: String, name: String = "org.freedesktop.DBus.Error.Failed") {
    guard let invocation else { return }
    self.invocation = nil
    g_dbus_method_invocation_return_dbus_error(invocation, name, message)
  }
}
