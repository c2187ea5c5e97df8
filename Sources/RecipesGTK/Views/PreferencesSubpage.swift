import GtkInterop
import RecipesLocalization

/// A form opened over the preferences' pages (libadwaita's subpage, in the same window): a
/// header with a back button and the form's title, then the form, scrolling.
///
/// Being in the preferences window itself, its fields take every key and click; a separate
/// window opened from the modal preferences took none. Escape, Alt+← and a swipe go back as
/// the back button does.
@MainActor
final class PreferencesSubpage {
  /// The subpage, handed to the preferences window.
  let root = Box(.vertical)
  /// Goes back to the preferences' pages.
  let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: localized("Back"))
  /// The form's title, in the header.
  let titleLabel: Label

  /// A subpage titled `title` showing `content`, no wider than a form reads well.
  init(title: String, content: Widget) {
    let header = HeaderBar()
    header.packStart(backButton)
    titleLabel = Label(title)
    titleLabel.addStyleClass("title")
    titleLabel.ellipsize()
    header.setTitleWidget(titleLabel)
    root.append(header)
    root.append(ScrollingPage.content(Clamp(content, maximumWidth: 560), under: []))
  }
}
