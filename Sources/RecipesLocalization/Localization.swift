import Foundation

/// The process's message catalog: installed once at launch, before the first window or
/// command line message, and read by `localized(_:)` everywhere after.
///
/// A process-wide value on purpose, and the only one: the language is a property of the
/// process (gettext's `setlocale` and `textdomain` are too), not of the app's state, and
/// every target that writes text for a person — the store's view states, the quantities, the
/// windows, the command line — reads the same one. Tests that check translated text install
/// a table catalog and put the source one back.
public enum Localization {
  private static let storage = CatalogStorage()

  /// The catalog in use: the source (English) one until `install(_:)` is called.
  public static var catalog: MessageCatalog { storage.catalog }

  /// Makes `catalog` the process's catalog from now on.
  public static func install(_ catalog: MessageCatalog) {
    storage.catalog = catalog
  }
}

/// The installed catalog behind a lock: read from any thread (effects build text too).
private final class CatalogStorage: @unchecked Sendable {
  private let lock = NSLock()
  private var installed = MessageCatalog.source

  var catalog: MessageCatalog {
    get { lock.withLock { installed } }
    set { lock.withLock { installed = newValue } }
  }
}
