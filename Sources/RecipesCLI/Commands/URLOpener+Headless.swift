import RecipesCore

extension URLOpener {
  /// The headless commands open no links: only the window has a browser to hand them to.
  static let headless = URLOpener { _ in
    throw RecipesError.other("links open from the window")
  }
}
