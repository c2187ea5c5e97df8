import Foundation
import RecipesLocalization

extension ImportError {
  /// What the import dialog says: the same reason as `message`, as a sentence, and with
  /// what to do in the window ("choose it with Choose file…") where the command line's
  /// advice names a command.
  public var windowMessage: String {
    switch self {
    case .notHTML:
      return localized(
        """
        The address did not return a web page. Check it, or save the page from your browser \
        and choose it with “Choose file…”.
        """)
    case .refused(let status) where status == 429:
      return localized(
        """
        The site asked to wait before downloading more (HTTP 429). Try again later, or save \
        the page from your browser and choose it with “Choose file…”.
        """)
    case .refused(let status) where status >= 500:
      return localized(
        """
        The site failed to answer (HTTP {status}). Try again later, or save the page from \
        your browser and choose it with “Choose file…”.
        """, ["status": String(status)])
    case .refused(let status) where status != 404 && status != 410:
      return localized(
        """
        The site refused the download (HTTP {status}). Save the page from your browser and \
        choose it with “Choose file…”.
        """, ["status": String(status)])
    case .tooLarge(let limit):
      let size = ByteCountFormatter.string(fromByteCount: Int64(limit), countStyle: .decimal)
      return localized(
        """
        The page is larger than {size}, so it was not read. Save the page from your browser \
        and choose it with “Choose file…”.
        """, ["size": size])
    case .notASource(let argument):
      return localized(
        """
        “{argument}” is not a web address, a recipe page, a backup or an export of \
        another recipe app.
        """, ["argument": argument])
    case .unreachable(let error) where error.isConnectivity:
      return localized(
        """
        The page could not be fetched: {reason}. Check the address and the network, or \
        choose a saved page with “Choose file…”.
        """, ["reason": error.connectionReason])
    case .addressNotAllowed(let address):
      return localized(
        "“{address}” was not fetched: only https addresses are.", ["address": address])
    default:
      return Self.sentence(message)
    }
  }

  /// `text` with a capital first letter and a full stop at the end.
  static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    let capitalized = first.uppercased() + text.dropFirst()
    guard let last = capitalized.last, !".!?…".contains(last) else { return capitalized }
    return capitalized + "."
  }
}
