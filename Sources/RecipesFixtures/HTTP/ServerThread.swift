import Foundation

/// A POSIX thread of the test server, which `stop()` waits for with `join()`.
struct ServerThread: Sendable {
  private let thread: pthread_t

  /// Starts a thread that runs `body`.
  init(_ body: @escaping @Sendable () -> Void) throws(LoopbackHTTPServerError) {
    let context = Unmanaged.passRetained(ServerThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<ServerThreadBody>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard result == 0 else {
      Unmanaged<ServerThreadBody>.fromOpaque(context).release()
      throw .thread(result)
    }
    self.thread = thread
  }

  /// Lets the thread's resources go as soon as it ends, for a thread nobody joins; call
  /// instead of `join()`.
  func detach() {
    _ = pthread_detach(thread)
  }

  /// Waits for the thread to finish; call exactly once.
  func join() {
    _ = pthread_join(thread, nil)
  }
}

/// What a server thread runs, passed through `pthread_create`'s context pointer.
private final class ServerThreadBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
  }
}
