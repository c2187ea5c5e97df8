import GtkInterop

/// A centred icon, title and message, with an optional button: empty and error states.
@MainActor
final class StatusPage {
  /// The page's root widget.
  let root = Box(.vertical, spacing: 12)
  private let icon = Icon(name: nil, pixelSize: 72)
  private let iconName: String
  private let title = Label()
  private let message = Label()
  /// The page's button (hidden unless `buttonLabel` is given).
  let button: Button

  init(iconName: String, buttonLabel: String? = nil) {
    // Named when shown: the window's hidden pages would otherwise each draw their SVG
    // icon before its first frame.
    self.iconName = iconName
    button = Button(label: buttonLabel ?? "")
    root.addStyleClass("status-page")
    root.align(horizontal: .center, vertical: .center)
    root.expandsVertically = true
    icon.addStyleClass("status-icon")
    title.addStyleClass("status-title")
    title.wrap()
    title.justification = .center
    message.wrap()
    message.justification = .center
    message.setSizeRequest(width: 320, height: -1)
    root.append(icon)
    root.append(title)
    root.append(message)
    button.isVisible = buttonLabel != nil
    button.align(horizontal: .center)
    button.addStyleClass("suggested-action")
    root.append(button)
  }

  /// Sets the page's title and message.
  func show(title: String, message: String) {
    icon.name = iconName
    self.title.text = title
    self.message.text = message
    self.message.isVisible = !message.isEmpty
  }
}
