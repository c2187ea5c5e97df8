import Foundation
import RecipesCore
import RecipesSync

/// A WebDAV client that holds the answer to each PUT of a `recipe.json` until released.
///
/// The server has the file already, only its answer waits, as a PUT on its way does. A
/// folder told to fail never reaches the server and answers its error.
///
/// A held PUT whose task was cancelled meanwhile loses its answer when released (as a
/// cancelled transfer does), though the server took the file.
final class HeldPutsWebDAV: Sendable {
  private struct State {
    var held: [String: CheckedContinuation<Void, Never>] = [:]
    var released: Set<String> = []
    var heldWaiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?
    var lostAnswers: [String] = []
  }

  private let state = Locked(State())
  /// The client whose recipe files' answers are held.
  let client: WebDAVClient

  /// Holds the PUTs of `recipe.json` made through `base`; those in `failing` answer their
  /// error without reaching the server.
  init(_ base: WebDAVClient, failing: [String: WebDAVError]) {
    var client = base
    let state = self.state
    client.put = { path, data, condition throws(WebDAVError) in
      guard path.components.count == 2, path.components[1] == "recipe.json" else {
        return try await base.put(path, data, condition)
      }
      let folder = path.components[0]
      if let error = failing[folder] {
        await Self.hold(folder, in: state)
        throw error
      }
      let tag = try await base.put(path, data, condition)
      await Self.hold(folder, in: state)
      guard !Task.isCancelled else {
        state.withLock { $0.lostAnswers.append(folder) }
        throw .transport(.cancelled)
      }
      return tag
    }
    self.client = client
  }

  /// The folders whose PUT was cancelled while held: the server has them, the sync not.
  var lostAnswers: [String] { state.withLock { $0.lostAnswers } }

  /// Waits until `count` PUTs are held at once.
  func waitUntilHeld(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let isThere = state.withLock { state -> Bool in
        guard state.held.count < count else { return true }
        state.heldWaiter = (count, continuation)
        return false
      }
      if isThere { continuation.resume() }
    }
  }

  /// Lets the held PUT into `folder` answer (now, or as soon as it is made).
  func release(_ folder: String) {
    state.withLock { state in
      state.released.insert(folder)
      return state.held.removeValue(forKey: folder)
    }?.resume()
  }

  private static func hold(_ folder: String, in state: Locked<State>) async {
    await withCheckedContinuation { continuation in
      let (go, waiter) = state.withLock {
        state -> (Bool, CheckedContinuation<Void, Never>?) in
        if state.released.contains(folder) { return (true, nil) }
        state.held[folder] = continuation
        guard let waiter = state.heldWaiter, state.held.count >= waiter.count else {
          return (false, nil)
        }
        state.heldWaiter = nil
        return (false, waiter.continuation)
      }
      waiter?.resume()
      if go { continuation.resume() }
    }
  }
}
