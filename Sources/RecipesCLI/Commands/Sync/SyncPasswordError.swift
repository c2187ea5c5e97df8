/// Why the sync's password could not be read, in one line that never holds the password.
struct SyncPasswordError: Error {
  /// The line to print.
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
