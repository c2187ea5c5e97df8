import GtkInterop
import RecipesCore

/// Keeps every window's style — light, dark, or the desktop's — in step with the store.
///
/// It renders `AppFeature.State.appearance` into libadwaita's style manager; the choice
/// itself is made through the "Style" menu (`Command.style`) and remembered by the store.
@MainActor
final class WindowStyle {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  private let styles: StyleManager?
  private var observation: StoreObservation?

  /// Applies `store`'s style now and whenever it changes; does nothing without a display.
  init(store: AppStore) {
    styles = StyleManager()
    observation = store.observe({ $0.appearance.style }) { [weak self] in self?.render($0) }
    render(store.state.appearance.style)
  }

  private func render(_ style: StylePreference) {
    styles?.colorScheme = ColorScheme(style)
  }
}

extension ColorScheme {
  /// The scheme that gives the windows the cook's `style`.
  init(_ style: StylePreference) {
    switch style {
    case .followSystem: self = .followSystem
    case .light: self = .forceLight
    case .dark: self = .forceDark
    }
  }
}
