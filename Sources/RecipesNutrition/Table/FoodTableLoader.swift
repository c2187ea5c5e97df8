import Foundation

/// The shipped food table, read the first time it is asked for and kept.
///
/// The app makes one at its composition root and hands it to what estimates; nothing reads
/// the table at startup. Safe from any thread: the first callers wait for one read.
public final class FoodTableLoader: @unchecked Sendable {
  private let lock = NSLock()
  private let read: @Sendable () throws -> FoodTable
  private var loaded: Result<FoodTable, any Error>?

  /// A loader of the table `read` makes; by default the one shipped in the bundle.
  public init(read: @escaping @Sendable () throws -> FoodTable = FoodTable.bundled) {
    self.read = read
  }

  /// The table, read on the first call.
  public func table() throws -> FoodTable {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return try loaded.get() }
    let result = Result { try read() }
    loaded = result
    return try result.get()
  }
}
