import GtkInterop

/// A strip across the top of a window with a message and nothing to press: an error the
/// window can only report (the shopping list's failed save).
@MainActor
final class MessageBanner {
  /// The banner's root widget, hidden until there is something to say.
  let root = Box(.horizontal, spacing: 12)
  private let message = Label()

  init() {
    root.addStyleClass("banner")
    message.expandsHorizontally = true
    message.setAlignment(x: 0)
    message.wrap()
    root.append(message)
    root.isVisible = false
  }

  /// Shows `text` (an error look when `isError`), or hides the banner when nil.
  func show(_ text: String?, isError: Bool = false) {
    guard let text else {
      root.isVisible = false
      return
    }
    message.text = text
    if isError { root.addStyleClass("error") } else { root.removeStyleClass("error") }
    root.setAccessibleLabel(text)
    root.isVisible = true
  }
}

/// A strip across the top of a window: a message and a button that offers a way out
/// (Retry), which a message may leave hidden.
///
/// Undo and confirmations are toasts now (`DeletionToasts`, `ImportToasts`).
@MainActor
final class Banner {
  private let strip = MessageBanner()
  /// The banner's button.
  let button: Button

  /// A banner whose button says `buttonLabel`.
  init(buttonLabel: String) {
    button = Button(label: buttonLabel)
    strip.root.append(button)
  }

  /// The banner's root widget.
  var root: Box { strip.root }

  /// Shows `text` (an error look when `isError`), with the button when `showsButton`; or hides.
  func show(_ text: String?, isError: Bool = false, showsButton: Bool = true) {
    if text != nil { button.isVisible = showsButton }
    strip.show(text, isError: isError)
  }
}
