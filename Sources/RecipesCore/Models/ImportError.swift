import Foundation
import RecipesLocalization

/// Why an import failed, typed so the screen and the command line can say what to do next.
public enum ImportError: Error, Equatable, Sendable {
  /// The body is not an HTML page (binary, plain text, JSON…).
  case notHTML
  /// An HTML page with no schema.org Recipe in it.
  case noRecipe
  /// JSON-LD or backup JSON that cannot be read, with nothing else on the page to fall back
  /// on; the text says what was wrong.
  case brokenRecipeData(String)
  /// The server answered with an HTTP error status instead of the page: a refusal (401,
  /// 403, 429…), no page at the address (404, 410), or a failure of its own (5xx).
  case refused(status: Int)
  /// The body was larger than `limit` bytes and was abandoned.
  case tooLarge(limit: Int)
  /// The network failed before an answer came.
  case unreachable(RecipesError)
  /// A local file or folder that could not be read.
  case unreadableFile(path: String, reason: String)
  /// An archive another app exported that cannot be used: damaged, refused for safety, or
  /// without recipes of the kind it looks like; the reason says which.
  case unusableArchive(path: String, reason: String)
  /// The argument is neither a web address, an HTML file, a backup nor GNOME Recipes' data.
  case notASource(String)
  /// The library could not save what was read (nothing of it was kept).
  case notSaved(RecipesError)
  /// The address is not one the app fetches (not https, nor plain http to an allowed host).
  case addressNotAllowed(String)

  /// One line: what happened and what to do.
  public var message: String {
    switch self {
    case .notHTML:
      return localized(
        """
        the address did not return a web page; check it, or save the page from your \
        browser and run `recipes import page.html`
        """)
    case .noRecipe:
      return localized(
        """
        no recipe was found on the page; check that the address is the recipe itself, \
        not a list of recipes or a home page
        """)
    case .brokenRecipeData(let detail):
      return localized(
        """
        the page's recipe data cannot be read ({detail}); \
        the site has to fix it, or copy the recipe by hand with “New recipe”
        """, ["detail": detail])
    case .refused(let status) where status == 404 || status == 410:
      return localized(
        "the site has no page at this address (HTTP {status}); check the address",
        ["status": String(status)])
    case .refused(let status) where status == 429:
      return localized(
        """
        the site asked to wait before downloading more (HTTP 429); try again later, or \
        save the page from your browser and run `recipes import page.html`
        """)
    case .refused(let status) where status >= 500:
      return localized(
        """
        the site failed to answer (HTTP {status}); try again later, or save the page \
        from your browser and run `recipes import page.html`
        """, ["status": String(status)])
    case .refused(let status):
      return localized(
        """
        the site refused the download (HTTP {status}); save the page from your browser \
        and run `recipes import page.html`
        """, ["status": String(status)])
    case .tooLarge(let limit):
      let size = ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .decimal)
      return localized(
        """
        the page is larger than {size}, so it was not read; \
        save the page from your browser and run `recipes import page.html`
        """, ["size": size])
    case .unreachable(let error):
      return localized(
        """
        the page could not be fetched: {reason} Check the address and the \
        network, or import a saved page
        """, ["reason": error.message])
    case .unreadableFile(let path, let reason):
      return localized(
        "“{path}” cannot be read ({reason}); check the path and its permissions",
        ["path": path, "reason": reason])
    case .unusableArchive(let path, let reason):
      return localized(
        "“{path}” cannot be imported: {reason}; export it again from the app it came from",
        ["path": path, "reason": reason])
    case .notASource(let argument):
      return localized(
        """
        “{argument}” is not a web address, an HTML file, a backup folder or \
        GNOME Recipes' data; see `recipes import --help`
        """, ["argument": argument])
    case .notSaved(let error):
      return localized(
        "the recipes were read but could not be saved, so none was imported: {reason}",
        ["reason": error.message])
    case .addressNotAllowed(let address):
      return localized(
        """
        “{address}” was not fetched: only https addresses are, and plain http ones \
        to hosts allowed with `--allow-http HOST`
        """, ["address": address])
    }
  }
}
