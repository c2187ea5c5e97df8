import CAdwaita
import CGtk
import Foundation

/// The application: one per process; a second launch activates the first.
///
/// It is an `AdwApplication`: at startup it initialises libadwaita, whose style sheet and
/// style manager make every window follow the desktop's light or dark preference (see
/// `StyleManager`).
@MainActor
public final class Application: ActionMap {
  let application: UnsafeMutablePointer<GtkApplication>
  private var actions: [String: Action] = [:]
  /// Asked before the last window closes (see `onLastWindowCloseRequest(keepingOpenIf:)`).
  var lastWindowGuard: (@MainActor (Window) -> Bool)?

  /// Creates the application with its reverse-DNS id; a `unique` one hands a second
  /// launch over to the first (tests make theirs not unique).
  public init(id: String, unique: Bool = true) {
    application = recipes_adw_application_new(id, unique ? 1 : 0)
    // Each window is watched from when it joins, before its own handlers connect, so the
    // guard is asked before a window's own close-request handler runs.
    Signals.connect(UnsafeMutableRawPointer(application), "window-added") {
      [weak self] (window: UnsafeMutableRawPointer) in
      self?.guardClosing(of: window)
    }
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(application))
  }

  var gApplication: UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
  }

  /// Calls `action` when the application starts, and again when it is launched a second time.
  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "activate", action)
  }

  /// Calls `action` once GTK is initialised, before the first `activate`.
  public func onStartup(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "startup", action)
  }

  /// Runs the main loop until the last window closes; returns the exit status.
  public func run() -> Int32 {
    // GTK must not see the subcommand's own arguments.
    var arguments: [UnsafeMutablePointer<CChar>?] = [
      strdup(CommandLine.arguments.first ?? "recipes"), nil,
    ]
    defer { free(arguments[0]) }
    return arguments.withUnsafeMutableBufferPointer {
      g_application_run(gApplication, 1, $0.baseAddress)
    }
  }

  /// Registers the application without running it, so windows can belong to it (tests).
  @discardableResult
  public func register() -> Bool {
    if g_application_get_is_registered(gApplication) != 0 { return true }
    var error: UnsafeMutablePointer<GError>?
    let registered = g_application_register(gApplication, nil, &error) != 0
    if let error { g_error_free(error) }
    return registered
  }

  /// Keeps the application running while there is no window yet.
  public func hold() { g_application_hold(gApplication) }

  /// Ends a `hold()`.
  public func release() { g_application_release(gApplication) }

  /// Quits: closes every window and returns from `run()`.
  public func quit() { g_application_quit(gApplication) }

  // MARK: - Actions ("app.…")

  /// Adds `action` as "app.<name>", replacing one of the same name.
  public func add(_ action: Action) {
    actions[action.name] = action
    g_action_map_add_action(OpaquePointer(application), action.action)
  }

  /// The action added as "app.`name`", if any.
  public func action(named name: String) -> Action? { actions[name] }

  /// Makes `accelerators` ("<Control>q", "F5") activate `detailedName` ("app.quit",
  /// "win.close") in every window of the application; an empty list removes them.
  public func setAccelerators(_ accelerators: [String], for detailedName: String) {
    withCStrings(accelerators) {
      gtk_application_set_accels_for_action(application, detailedName, $0)
    }
  }

  /// The accelerators that activate `detailedName`, as GTK stores them.
  public func accelerators(for detailedName: String) -> [String] {
    let list = gtk_application_get_accels_for_action(application, detailedName)
    defer { g_strfreev(list) }
    return strings(in: list)
  }
}

/// Calls `body` with `strings` as a NULL-terminated C array (`const char * const *`).
func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
  let copies = strings.map { strdup($0) }
  defer { for copy in copies { free(copy) } }
  let pointers = copies.map { UnsafePointer($0) } + [nil]
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}

/// The strings of a NULL-terminated C array (`char **`), which the caller still owns.
func strings(in list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
  var result: [String] = []
  var index = 0
  while let pointer = list?[index] {
    result.append(String(cString: pointer))
    index += 1
  }
  return result
}
