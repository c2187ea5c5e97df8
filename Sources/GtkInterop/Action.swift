import CGtk

/// A named command (a `GAction`): menus, buttons and accelerators name it to run it.
///
/// A plain action runs its handler when activated. A toggle action also has an on/off
/// state that the buttons naming it show pressed or not; a choice action has one of
/// several strings as its state, which menu entries naming it with that string as their
/// target ("app.style::dark") show as the selected radio item. Activating a toggle or a
/// choice does not change the state by itself: the handler reports the request and the
/// app sets `isOn` or `choice` from what it decided. Disabling an action makes every button and menu entry naming it
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

  /// Creates a choice action called `name`, with `choice` chosen; it is activated with
  /// the string to choose.
  public init(name: String, choice: String) {
    self.name = name
    let parameterType = g_variant_type_new("s")
    defer { g_variant_type_free(parameterType) }
    action = g_simple_action_new_stateful(name, parameterType, g_variant_new_string(choice))
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(action))
  }

  /// Calls `body` whenever the action is activated (and enabled).
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    // `activate` passes the parameter (none here) before the user data.
    Signals.connectIgnoringArgument(UnsafeMutableRawPointer(action), "activate", body)
  }

  /// Calls `body` with the string asked for whenever a choice action is activated.
  public func onChoose(_ body: @escaping @MainActor (String) -> Void) {
    Signals.connect(UnsafeMutableRawPointer(action), "activate") { parameter in
      body(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
    }
  }

  /// Activates a choice action with `choice`, as a click on a menu entry naming it would.
  public func activate(choosing choice: String) {
    g_action_activate(action, g_variant_new_string(choice))
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

extension Action {
  /// A choice action's state: the string chosen (nil for a plain or a toggle action).
  public var choice: String? {
    get {
      guard let state = g_action_get_state(action) else { return nil }
      defer { g_variant_unref(state) }
      // The state's own type string, compared in Swift: a type made from a Swift string
      // ("s") pointed into a temporary freed before GLib read it.
      guard String(cString: g_variant_get_type_string(state)) == "s" else { return nil }
      return String(cString: g_variant_get_string(state, nil))
    }
    set {
      guard let newValue, choice != nil, newValue != choice else { return }
      g_simple_action_set_state(action, g_variant_new_string(newValue))
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
