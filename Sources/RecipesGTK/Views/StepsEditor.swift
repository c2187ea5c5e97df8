import GtkInterop
import RecipesCore
import RecipesLocalization

/// The editor's steps as a list of rows: each step its number, a text area that wraps (a
/// wrapped line is no new step), Move up, Move down and Remove; "Add step" under them.
///
/// Return in a step starts the next one, Shift+Return breaks the line inside it. The rows
/// are positional: the store's draft says what each holds, and a row is only added or taken
/// away at the end, so the one being typed in keeps its cursor.
@MainActor
final class StepsEditor {
  /// One step's row.
  @MainActor
  final class Row {
    let root = Box(.horizontal, spacing: 8)
    /// "1.", or nothing for a section's heading.
    let number = Label()
    let text = TextView()
    let moveUpButton = Button(icon: "go-up-symbolic", accessibleLabel: localized("Move up"))
    let moveDownButton = Button(icon: "go-down-symbolic", accessibleLabel: localized("Move down"))
    let removeButton = Button(
      icon: "list-remove-symbolic", accessibleLabel: localized("Remove step"))
    /// The names given, so they are only set again when they change.
    fileprivate var names: [String] = []
  }

  /// A part of a row the keyboard can be on.
  private enum Part { case text, moveUp, moveDown }

  let root = Box(.vertical, spacing: 8)
  private let list = Box(.vertical, spacing: 8)
  let addButton = Button(label: localized("Add step"))
  /// The rows shown, in order.
  private(set) var rows: [Row] = []
  private let send: @MainActor (EditorFeature.Action) -> Void
  /// Where the keyboard goes once the rows show the change it asked for.
  private var pendingFocus: (index: Int, part: Part)?

  /// Builds an empty list; the cook's changes go to `send`.
  init(send: @escaping @MainActor (EditorFeature.Action) -> Void) {
    self.send = send
    root.append(list)
    addButton.setAccessibleLabel(localized("Add step"))
    addButton.align(horizontal: .start)
    addButton.onClick { [weak self] in
      guard let self else { return }
      self.pendingFocus = (self.rows.count, .text)
      self.send(.stepAdded(after: nil))
    }
    root.append(addButton)
  }

  /// Shows `steps`, one row each (one empty row when there are none).
  func render(_ steps: [String]) {
    let shown = steps.isEmpty ? [""] : steps
    while rows.count < shown.count { rows.append(makeRow(at: rows.count)) }
    while rows.count > shown.count, let last = rows.popLast() { list.remove(last.root) }
    let numbers = RecipeDraft.stepNumbers(shown)
    for (index, row) in rows.enumerated() {
      row.text.text = shown[index]
      row.number.text = numbers[index].map { "\($0)." } ?? ""
      row.moveUpButton.isSensitive = index > 0
      row.moveDownButton.isSensitive = index < rows.count - 1
      name(row, number: numbers[index])
    }
    if let focus = pendingFocus, rows.indices.contains(focus.index) {
      pendingFocus = nil
      let row = rows[focus.index]
      switch focus.part {
      case .text:
        row.text.grabFocus()
        scrollIntoView(row.text)
      // A button that can no longer move gives the keyboard to the one that can.
      case .moveUp:
        (row.moveUpButton.isSensitive ? row.moveUpButton : row.moveDownButton).grabFocus()
      case .moveDown:
        (row.moveDownButton.isSensitive ? row.moveDownButton : row.moveUpButton).grabFocus()
      }
    }
  }

  /// Brings a row just given the keyboard into view once it has a size.
  ///
  /// Focused before its first layout, the page could not scroll to it. The keyboard goes
  /// there at once (what is typed next is the row's); moving it off and back, once the row
  /// has a size, makes the page scroll.
  private func scrollIntoView(_ text: TextView) {
    guard text.allocatedHeight == 0 else { return }
    text.onEveryFrame { [weak self, weak text] in
      guard let self, let text else { return false }
      guard text.allocatedHeight == 0 else {
        if text.hasKeyboardFocus {
          self.addButton.grabFocus()
          text.grabFocus()
        }
        return false
      }
      return true
    }
  }

  private func makeRow(at index: Int) -> Row {
    let row = Row()
    row.number.addStyleClass("step-number")
    row.number.align(vertical: .start)
    row.number.setAlignment(x: 1)
    row.number.setSizeRequest(width: 24, height: -1)
    row.number.setMargins(top: 8, bottom: 0, start: 0, end: 0)
    row.text.addStyleClass("editor-text")
    row.text.setSizeRequest(width: -1, height: 48)
    row.text.onChange { [send] in send(.stepChanged(index, $0)) }
    row.text.onReturn { [weak self] in
      guard let self else { return }
      self.pendingFocus = (index + 1, .text)
      self.send(.stepAdded(after: index))
    }
    // Framed as the editor's other text areas; it grows with its text (the page scrolls).
    let frame = Box(.vertical)
    frame.addStyleClass("editor-text-frame")
    frame.expandsHorizontally = true
    frame.append(row.text)
    // The buttons in a column beside the text: a phone's width still leaves the text room.
    let buttons = Box(.vertical, spacing: 0)
    buttons.align(vertical: .start)
    for button in [row.moveUpButton, row.moveDownButton, row.removeButton] {
      button.addStyleClass("flat")
      buttons.append(button)
    }
    row.moveUpButton.onClick { [weak self] in
      self?.pendingFocus = (index - 1, .moveUp)
      self?.send(.stepMoved(index, by: -1))
    }
    row.moveDownButton.onClick { [weak self] in
      self?.pendingFocus = (index + 1, .moveDown)
      self?.send(.stepMoved(index, by: 1))
    }
    row.removeButton.onClick { [weak self] in
      guard let self else { return }
      self.pendingFocus = (max(0, min(index, self.rows.count - 2)), .text)
      self.send(.stepRemoved(index))
    }
    row.root.append(row.number)
    row.root.append(frame)
    row.root.append(buttons)
    list.append(row.root)
    return row
  }

  /// Names the row's text and buttons after the step's number ("Step 2", "Move step 2 up").
  private func name(_ row: Row, number: Int?) {
    let names: [String]
    if let number {
      let values = ["number": String(number)]
      names = [
        localized("Step {number}", values), localized("Move step {number} up", values),
        localized("Move step {number} down", values), localized("Remove step {number}", values),
      ]
    } else {
      names = [
        localized("Section heading"), localized("Move the heading up"),
        localized("Move the heading down"), localized("Remove the heading"),
      ]
    }
    guard names != row.names else { return }
    row.names = names
    row.text.setAccessibleLabel(names[0])
    for (button, name) in zip(
      [row.moveUpButton, row.moveDownButton, row.removeButton], names[1...])
    {
      button.setAccessibleLabel(name)
      button.tooltip = name
    }
  }
}
