import CAdwaita
import CGtk

/// A question in a small window of its own over its parent (an `AdwMessageDialog`): a
/// heading, a body, and a button per answer.
///
/// Each answer ("response") has an id the app hears back, a label, and a look: a
/// destructive answer is red, a suggested one blue. Escape and the window's close give the
/// close response, Enter the default one. The dialog closes itself after any answer.
@MainActor
public final class MessageDialog: Widget {
  /// How an answer's button looks.
  public enum Appearance: Sendable {
    /// A plain button.
    case `default`
    /// The answer the app suggests (blue).
    case suggested
    /// An answer that destroys something (red).
    case destructive

    var adwaita: AdwResponseAppearance {
      switch self {
      case .default: ADW_RESPONSE_DEFAULT
      case .suggested: ADW_RESPONSE_SUGGESTED
      case .destructive: ADW_RESPONSE_DESTRUCTIVE
      }
    }

    init(_ appearance: AdwResponseAppearance) {
      switch appearance {
      case ADW_RESPONSE_SUGGESTED: self = .suggested
      case ADW_RESPONSE_DESTRUCTIVE: self = .destructive
      default: self = .default
      }
    }
  }

  /// The answers' ids, in the order they were added.
  public private(set) var responses: [String] = []
  /// The answer given, once one is.
  public private(set) var response: String?

  /// A modal dialog over `parent` asking `heading`, explained by `body`.
  public init(parent: Window?, heading: String, body: String = "") {
    super.init(adw_message_dialog_new(parent?.cast(), heading, body.isEmpty ? nil : body))
    // Assistive tools (and the end-to-end tests) find the dialog by its title.
    gtk_window_set_title(cast(), heading)
    Signals.connect(object, "response") { [weak self] (id: UnsafeMutableRawPointer) in
      self?.response = String(cString: id.assumingMemoryBound(to: CChar.self))
    }
  }

  private var dialog: UnsafeMutablePointer<AdwMessageDialog> { cast() }
  /// Whether the default answer's buttons are watched for their layout's mapping.
  private var watchesLayout = false

  /// The question, in large type.
  public var heading: String {
    get { adw_message_dialog_get_heading(dialog).map { String(cString: $0) } ?? "" }
    set { adw_message_dialog_set_heading(dialog, newValue) }
  }

  /// What the question means, under the heading.
  public var body: String {
    get { adw_message_dialog_get_body(dialog).map { String(cString: $0) } ?? "" }
    set { adw_message_dialog_set_body(dialog, newValue) }
  }

  /// Adds the answer `id`, a button saying `label`, looking as `appearance` says.
  public func addResponse(_ id: String, label: String, appearance: Appearance = .default) {
    responses.append(id)
    adw_message_dialog_add_response(dialog, id, label)
    if appearance != .default {
      adw_message_dialog_set_response_appearance(dialog, id, appearance.adwaita)
    }
  }

  /// The label of the answer `id`.
  public func label(of id: String) -> String? {
    guard responses.contains(id) else { return nil }
    return adw_message_dialog_get_response_label(dialog, id).map { String(cString: $0) }
  }

  /// The look of the answer `id`.
  public func appearance(of id: String) -> Appearance {
    Appearance(adw_message_dialog_get_response_appearance(dialog, id))
  }

  /// The answer Enter gives (its button has the keyboard); nil for none.
  public var defaultResponse: String? {
    get { adw_message_dialog_get_default_response(dialog).map { String(cString: $0) } }
    set { adw_message_dialog_set_default_response(dialog, newValue) }
  }

  /// The answer Escape and closing the dialog give ("close" unless set).
  public var closeResponse: String {
    get { adw_message_dialog_get_close_response(dialog).map { String(cString: $0) } ?? "" }
    set { adw_message_dialog_set_close_response(dialog, newValue) }
  }

  /// Calls `action` with the answer's id when one is given (after the dialog's own
  /// bookkeeping, so `response` already holds it).
  public func onResponse(_ action: @escaping @MainActor (String) -> Void) {
    Signals.connect(object, "response") { (id: UnsafeMutableRawPointer) in
      action(String(cString: id.assumingMemoryBound(to: CChar.self)))
    }
  }

  /// Puts `child` under the body (an entry the answer needs, with its error line).
  public func setExtraChild(_ child: Widget) {
    adw_message_dialog_set_extra_child(dialog, child.widget)
  }

  /// Whether the answer `id` can be given (its button sensitive).
  public func setResponseEnabled(_ id: String, _ isEnabled: Bool) {
    adw_message_dialog_set_response_enabled(dialog, id, isEnabled ? 1 : 0)
  }

  /// Whether the answer `id` can be given.
  public func isResponseEnabled(_ id: String) -> Bool {
    adw_message_dialog_get_response_enabled(dialog, id) != 0
  }

  /// Shows the dialog and brings it to the front, the keyboard on the default answer.
  ///
  /// Where the answers do not fit side by side (long labels, a narrow window), libadwaita
  /// stacks them, the last on top, and gives that one the keyboard: Enter then gave the
  /// destructive answer instead of the default.
  public func present() {
    gtk_window_present(cast())
    focusDefaultResponse()
    // And again once libadwaita has laid the answers out (a row of buttons, or a column of
    // its own) and chosen its own: when the default answer's button of that layout is
    // mapped, however late a busy machine draws it.
    if !watchesLayout, let id = defaultResponse, let label = label(of: id) {
      watchesLayout = true
      for button in subtree where button.typeName == "GtkButton" && button.shownText == label {
        Signals.connect(button.object, "map") { [weak self] in
          self?.focusDefaultResponse()
          // libadwaita's squeezer gives the keyboard to the top of a stack it shows (the
          // destructive answer) after this button is mapped: again once that layout is done.
          MainLoop.whenQuiet { [weak self] in self?.focusDefaultResponse() }
        }
      }
    }
    MainLoop.whenQuiet { [weak self] in self?.focusDefaultResponse() }
  }

  private func focusDefaultResponse() {
    guard let id = defaultResponse, let label = label(of: id) else { return }
    let buttons = subtree.filter { $0.typeName == "GtkButton" && $0.shownText == label }
    guard let button = buttons.first(where: \.isMapped) ?? buttons.first else { return }
    gtk_widget_grab_focus(button.widget)
  }

  /// Whether the dialog stands over `window` (its transient parent).
  public func isOver(_ window: Window) -> Bool {
    UnsafeMutableRawPointer(gtk_window_get_transient_for(cast())) == window.object
  }

  /// Whether the dialog is shown on screen.
  public var isShown: Bool { gtk_widget_get_mapped(widget) != 0 }

  /// Gives the answer `id` as its button would (tests; and the app, when the question no
  /// longer stands); the dialog then goes, without giving the close response as well.
  public func respond(_ id: String) {
    adw_message_dialog_response(dialog, id)
    gtk_window_destroy(cast())
  }

  /// Closes the dialog as Escape would: the close response is given.
  public func close() { gtk_window_close(cast()) }

  /// Destroys the dialog without an answer.
  public func destroy() { gtk_window_destroy(cast()) }
}
