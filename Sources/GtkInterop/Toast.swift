import CAdwaita
import CGtk

/// A short message over the bottom of a window (an `AdwToast`), with at most one button:
/// "“Soup” was deleted — Undo".
///
/// A toast is not a widget: a `ToastOverlay` shows it, one at a time, and dismisses it after
/// `timeout` seconds, when its close button is pressed, or when the app calls `dismiss()`.
/// The wrapper holds its own reference, so the toast outlives its time on screen for as long
/// as Swift uses it.
@MainActor
public final class Toast {
  /// How a toast takes its turn when another is on screen.
  public enum Priority: Sendable {
    /// Waits for the toasts before it.
    case normal
    /// Shows at once; the toast it covers waits and comes back after it.
    case high

    var adwaita: AdwToastPriority {
      self == .high ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL
    }
  }

  let toast: OpaquePointer
  /// Whether the toast has gone: timed out, closed, or dismissed by the app.
  public private(set) var isDismissed = false
  /// The title, in a label of ours that wraps: libadwaita 1.2's own title stays on one line
  /// and is cut ("La recette « Filet …") in a window as narrow as a phone's.
  private let titleLabel: Label
  /// Holds the title to the width the toast leaves it in its window.
  private let titleClamp: Clamp
  private static let unbounded: Int32 = 100_000
  /// The window's width the title was last fitted to.
  private var fittedRoom: Int32?

  /// A toast saying `title`, shown for `timeout` seconds (0: until dismissed).
  public init(_ title: String, timeout: UInt32 = 5, priority: Priority = .normal) {
    toast = adw_toast_new(title)
    titleLabel = Label(title)
    titleLabel.wrap()
    titleLabel.setAlignment(x: 0)
    // As libadwaita's own title looks; wrapped, its lines keep clear of the toast's edge.
    titleLabel.addStyleClass("heading")
    titleLabel.setMargins(top: 6, bottom: 6)
    // Unbounded until it shows and its room is known (then as wide as its text at most).
    titleClamp = Clamp(titleLabel, maximumWidth: Self.unbounded)
    adw_toast_set_custom_title(toast, titleClamp.widget)
    adw_toast_set_timeout(toast, timeout)
    adw_toast_set_priority(toast, priority.adwaita)
    Signals.connect(object, "dismissed") { [weak self] in self?.isDismissed = true }
    Signals.connect(titleClamp.object, "map") { [weak self] in self?.followRoom() }
  }

  /// Fits the title to its window now, and again in the next frames while the window's
  /// width still changes (a window shown a moment ago is still being laid out); the frames
  /// stop being watched once it has stayed the same for a few.
  private func followRoom() {
    fittedRoom = nil
    fitTitle()
    var steadyFrames = 0
    titleClamp.onEveryFrame { [weak self] in
      guard let self, self.titleClamp.isMapped else { return false }
      let before = self.fittedRoom
      self.fitTitle()
      steadyFrames = self.fittedRoom == before && before != nil ? steadyFrames + 1 : 0
      return steadyFrames < 10
    }
  }

  /// Narrows the title to what the toast leaves it in its window, so it wraps instead of
  /// the toast being cut by the window's edge.
  ///
  /// libadwaita gives a toast its natural size, no wider than its overlay, and the height
  /// that size needs: the title asks for no more than the room it will have, so that height
  /// holds every line. In a wide window that is its whole text, on one line.
  private func fitTitle() {
    guard let toastWidget = titleClamp.ancestor(ofType: "AdwToastWidget"),
      let overlay = toastWidget.parentWidget
    else { return }
    let room = overlay.allocatedWidth
    guard room > 0, room != fittedRoom else { return }
    fittedRoom = room
    // What the toast takes besides its title: its padding, the button, the close button.
    let others = toastWidget.naturalWidth - titleClamp.naturalWidth
    let fitting = min(titleLabel.naturalWidth, max(room - others, 48))
    titleClamp.maximumWidth = fitting
  }

  isolated deinit {
    g_object_unref(object)
  }

  var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(toast) }

  /// What the toast says.
  public var title: String {
    get { titleLabel.text }
    set {
      titleLabel.text = newValue
      titleClamp.maximumWidth = Self.unbounded
      fittedRoom = nil
      if titleClamp.isMapped { fitTitle() }
    }
  }

  /// The button's label ("Undo"); nil for no button.
  public var buttonLabel: String? {
    get { adw_toast_get_button_label(toast).map { String(cString: $0) } }
    set { adw_toast_set_button_label(toast, newValue) }
  }

  /// The action the button activates ("win.undo-delete"), as a button naming it would.
  public var actionName: String? {
    get { adw_toast_get_action_name(toast).map { String(cString: $0) } }
    set { adw_toast_set_action_name(toast, newValue) }
  }

  /// Seconds on screen before the toast goes by itself; 0 keeps it until dismissed.
  public var timeout: UInt32 {
    get { adw_toast_get_timeout(toast) }
    set { adw_toast_set_timeout(toast, newValue) }
  }

  /// How it takes its turn among other toasts.
  public var priority: Priority {
    adw_toast_get_priority(toast) == ADW_TOAST_PRIORITY_HIGH ? .high : .normal
  }

  /// Calls `action` when the button is pressed (the toast then goes).
  public func onButtonClick(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "button-clicked", action)
  }

  /// Calls `action` when the toast goes, for whatever reason.
  public func onDismissed(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "dismissed", action)
  }

  /// Takes the toast away (or out of the queue); `onDismissed` hears of it.
  public func dismiss() {
    guard !isDismissed else { return }
    adw_toast_dismiss(toast)
  }
}

/// What shows toasts over a window's content (an `AdwToastOverlay`): the content is its
/// child, and each toast added slides in over the content's bottom edge.
@MainActor
public final class ToastOverlay: Widget {
  private var child: Widget?
  /// The toasts added, until each is dismissed.
  private var toasts: [Toast] = []

  /// An overlay showing `child`.
  public init(child: Widget? = nil) {
    super.init(adw_toast_overlay_new())
    if let child { setChild(child) }
  }

  /// Sets the content the toasts show over.
  public func setChild(_ widget: Widget) {
    child = widget
    adw_toast_overlay_set_child(opaque, widget.widget)
  }

  /// Shows `toast` (after those before it, unless it has a high priority).
  public func add(_ toast: Toast) {
    toasts.removeAll { $0.isDismissed }
    toasts.append(toast)
    // The overlay takes a reference of its own; the wrapper keeps the one it holds.
    g_object_ref(toast.object)
    adw_toast_overlay_add_toast(opaque, toast.toast)
  }

  /// Presses `toast`'s button as the person would (tests): its action runs as seen from
  /// the overlay, `onButtonClick` hears of it, and the toast goes, as libadwaita's own
  /// toast widget does it.
  public func clickButton(of toast: Toast) {
    if let name = toast.actionName { activateAction(name) }
    recipes_emit(toast.object, "button-clicked")
    toast.dismiss()
  }

  /// The toasts added and not yet dismissed, oldest first.
  public var pendingToasts: [Toast] { toasts.filter { !$0.isDismissed } }
}
