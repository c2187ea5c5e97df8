import RecipesCore
import RecipesLocalization

extension URLOpener {
  /// The headless commands open no links: only the window has a browser to hand them to.
  static let headless = URLOpener { _ in
    throw RecipesError.other(localized("links open from the window"))
  }
}
