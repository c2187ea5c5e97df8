import CGtk

/// A named command (a `GAction`): menus, buttons and accelerators name it to run it.
///
/// A plain action runs its handler when activated. A toggle action also has an on/off
/// state that the buttons naming it show pressed or not; activating it does not change
/// the state by itself: the handler reports the request and the app sets `isOn` from
/// what it decided. Disabling an action makes every button and menu entry naming it
/// insensitive and its accelerators do nothing.
@MainActor
public final class Action {
  let action: OpaquePointer
  /// The name, without its "app." or "win." prefix.
  public let name: String

  /// Creates a plain action called `name` ("refresh", "open-source").
  public init(name: String) {
    self.name = name
    action = g_simple_action_new(name, nil)
  }

  /// Creates a toggle action called `name`, on or off.
  public init(name: String, isOn: Bool) {
    self.name = name
    action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Calls `body` whenever the action is activated (and enabled).
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    // `activate` passes the parameter (none here) before the user data.
    Signals.connectIgnoringArgument(UnsafeMutableRawPointer(action), "activate", body)
  }

  /// Runs the action, as a click on a button naming it would.
  public func activate() {
    g_action_activate(action, nil)
  }

  /// Whether the action can run now.
  public var isEnabled: Bool {
    get { g_action_get_enabled(action) != 0 }
    set {
      guard newValue != isEnabled else { return }
      g_simple_action_set_enabled(action, newValue ? 1 : 0)
    }
  }

  /// A toggle action's state (false for a plain action).
  public var isOn: Bool {
    get {
      guard let state = g_action_get_state(action) else { return false }
      defer { g_variant_unref(state) }
      return g_variant_get_boolean(state) != 0
    }
    set {
      guard g_action_get_state_type(action) != nil, newValue != isOn else { return }
      g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0))
    }
  }
}

/// Something actions are added to: the application ("app.…") or a window ("win.…").
@MainActor
public protocol ActionMap: AnyObject {
  /// Adds `action`, replacing one of the same name.
  func add(_ action: Action)
  /// The action called `name`, if one was added.
  func action(named name: String) -> Action?
}
