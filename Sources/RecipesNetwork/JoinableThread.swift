import Foundation
import RecipesCore

/// A POSIX thread running one closure, which the owner waits for with `join()`.
///
/// Foundation's `Thread` cannot be joined; the session must know its thread is gone
/// before it reports itself shut down.
struct JoinableThread: Sendable {
  private let thread: pthread_t

  /// Starts a thread named `name` (as debuggers show it) that runs `body`.
  init(name: String, body: @escaping @Sendable () -> Void) throws(RecipesError) {
    let context = Unmanaged.passRetained(ThreadBody(name: name, body: body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let threadBody = Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue()
        Thread.current.name = threadBody.name
        threadBody.body()
        return nil
      }, context)
    guard result == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      throw .other("Could not start a thread (error \(result)).")
    }
    self.thread = thread
  }

  /// Waits for the thread to finish; call exactly once.
  func join() {
    _ = pthread_join(thread, nil)
  }
}

/// What a new thread runs, passed through `pthread_create`'s context pointer.
private final class ThreadBody: Sendable {
  let name: String
  let body: @Sendable () -> Void

  init(name: String, body: @escaping @Sendable () -> Void) {
    self.name = name
    self.body = body
  }
}
