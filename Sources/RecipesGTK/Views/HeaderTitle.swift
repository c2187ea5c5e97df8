import GtkInterop

/// A window's title in its header that is never cut to a lone "…": whole when it fits,
/// else its start (ten characters at least) and an ellipsis, else nothing.
///
/// GTK's own title shrinks to "…" in a phone's header (cooking mode in German: "Kochen:
/// Beef and Guinness Stew" between Close and three buttons), which says nothing.
@MainActor
final class HeaderTitle {
  /// The widget to put in the header's middle.
  let root: Squeezer
  /// The title whole, or cut after ten characters at least.
  let whole = Label()
  let shortened = Label()

  init() {
    for label in [whole, shortened] { label.addStyleClass("title") }
    shortened.ellipsize()
    shortened.setMinimumWidth(characters: 10)
    root = Squeezer([whole, shortened, Box(.horizontal)], xAlignment: 0.5, homogeneous: false)
    // Offered the header's spare room again once it shows nothing.
    root.expandsHorizontally = true
  }

  /// The title shown.
  var text: String {
    get { whole.text }
    set {
      guard newValue != whole.text else { return }
      whole.text = newValue
      shortened.text = newValue
    }
  }
}
