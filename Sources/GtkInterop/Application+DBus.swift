import CAdwaita
import CGtk

/// The application on the session bus: objects of its own beside GApplication's, and the
/// service mode D-Bus activation starts it in.
extension Application {
  /// Calls `register` when the application registers on the session bus, `unregister` when
  /// it leaves it.
  ///
  /// `register` runs before the application asks for its bus name, so what it exports is
  /// there for the call that started the app. Only the primary instance registers.
  public func onDBusRegistration(
    register: @escaping @MainActor (DBusConnection) -> Void,
    unregister: @escaping @MainActor () -> Void
  ) {
    let hooks = DBusHooks(register: register, unregister: unregister)
    recipes_application_set_dbus_hook(
      application, dbusHookThunk, CallbackBox.retained(hooks), releaseCallbackBox)
  }

  /// Makes the application a D-Bus service, as `--gapplication-service` asks.
  ///
  /// Started by the bus, it runs without being activated, and quits `inactivityTimeout`
  /// after the last `hold()` ends. Call before `run()`.
  public func makeService(inactivityTimeout: Duration) {
    let milliseconds = inactivityTimeout.components.seconds * 1000
    recipes_application_make_service(application, guint(clamping: milliseconds))
  }

  /// Activates the application, as a second launch does: `onActivate`'s action runs.
  public func activate() {
    g_application_activate(gApplication)
  }
}

/// What `onDBusRegistration` calls.
private struct DBusHooks {
  let register: @MainActor (DBusConnection) -> Void
  let unregister: @MainActor () -> Void
}

// GApplication registers on the main thread, in `run()`: `assumeIsolated` states it.
private let dbusHookThunk: RecipesDBusHook = { connection, _, registering, data in
  let connectionAddress = UInt(bitPattern: connection)
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated {
    guard let hooks = CallbackBox<DBusHooks>.body(at: address) else { return }
    if registering != 0 {
      guard let connection = OpaquePointer(bitPattern: connectionAddress) else { return }
      // A reference of the wrapper's own: what is exported may outlive the registration.
      g_object_ref(UnsafeMutableRawPointer(connection))
      hooks.register(DBusConnection(connection: connection, owned: true))
    } else {
      hooks.unregister()
    }
  }
}
