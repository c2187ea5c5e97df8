/// How many items of a grid can be selected at once.
public enum SelectionMode: Sendable {
  /// None: activating an item (double-click, Enter) is all there is.
  case none
  /// At most one; clicking the selected item again can unselect it.
  case single
  /// Any number, with Ctrl and Shift.
  case multiple
}
