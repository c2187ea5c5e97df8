import GtkInterop

/// The actions of one scope's commands, added to the application or a window.
///
/// The owner says what each command does (`perform`) and keeps each action's enabled
/// state and toggle state in step with its view state; buttons, the menu and accelerators
/// only name the actions.
@MainActor
final class CommandActions {
  private var actions: [Command: Action] = [:]

  /// Adds an action for every command of `scope` to `map`; activating one calls `perform`,
  /// or, for a choice command, `choose` with the string asked for.
  init(
    _ scope: Command.Scope, in map: ActionMap,
    choose: @escaping @MainActor (Command, String) -> Void = { _, _ in },
    perform: @escaping @MainActor (Command) -> Void
  ) {
    for command in Command.allCases where command.isAnswered(in: scope) {
      let action = Self.makeAction(for: command)
      if command.isChoice {
        action.onChoose { choose(command, $0) }
      } else {
        action.onActivate { perform(command) }
      }
      map.add(action)
      actions[command] = action
    }
  }

  private static func makeAction(for command: Command) -> Action {
    if command.isToggle { return Action(name: command.name, isOn: false) }
    if let first = command.choices.first { return Action(name: command.name, choice: first.value) }
    return Action(name: command.name)
  }

  /// Enables or disables `command`: buttons naming it grey out, its keys do nothing.
  func setEnabled(_ command: Command, _ isEnabled: Bool) {
    actions[command]?.isEnabled = isEnabled
  }

  /// Sets a toggle command's state, which buttons naming it show.
  func setOn(_ command: Command, _ isOn: Bool) {
    actions[command]?.isOn = isOn
  }

  /// Sets a choice command's state, which its menu shows as the selected radio item.
  func setChoice(_ command: Command, _ value: String) {
    actions[command]?.choice = value
  }

  /// Whether `command` can run now (false if this scope does not have it).
  func isEnabled(_ command: Command) -> Bool { actions[command]?.isEnabled ?? false }

  /// Sets every command's accelerators on `application`, once, from the table.
  static func setAccelerators(on application: Application) {
    for command in Command.allCases where !command.accelerators.isEmpty {
      application.setAccelerators(command.accelerators, for: command.detailedName)
    }
  }
}
