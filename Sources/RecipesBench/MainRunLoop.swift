import Foundation
import RecipesCore

/// Runs main-actor work to completion from synchronous code on the main thread, by turning
/// the main run loop (which drains the main dispatch queue, the main actor's executor).
///
/// An `async` main would hand the main thread to `dispatch_main`, which Valgrind 3.19
/// cannot follow (it crashes at the first suspension); driving the run loop instead keeps
/// the benchmarks profilable with `valgrind --tool=callgrind`.
enum MainRunLoop {
  /// Runs `body` on the main actor and returns its result once it has finished.
  static func run<Value: Sendable>(
    _ body: @escaping @MainActor @Sendable () async throws -> Value
  ) throws -> Value {
    let outcome = Locked<Result<Value, any Error>?>(nil)
    Task { @MainActor in
      let result: Result<Value, any Error>
      do {
        result = .success(try await body())
      } catch {
        result = .failure(error)
      }
      outcome.withLock { $0 = result }
    }
    while true {
      if let result = outcome.withLock({ $0 }) { return try result.get() }
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
