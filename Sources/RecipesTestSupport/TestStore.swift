import CustomDump
import Foundation
import RecipesCore

/// A store for tests that fails on anything the test did not assert.
///
/// Exhaustive, like the store of the case studies this project learns from:
/// - `send(action) { $0.field = … }` fails if the state changed in any way the closure did
///   not describe (with a diff of expected and actual);
/// - every action an effect sends must be `receive`d, in order, with its state change;
/// - `finish()` fails if an effect is still running or an action went unreceived.
///
/// Effects run for real, on the same runner as the app's `Store`; drive time with a
/// `ManualClock` instead of waiting.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// The state after everything sent and received so far.
  public private(set) var state: State

  private let reducer: any Reducer<State, Action>
  private let effects = EffectRunner<Action>()
  private let group = EffectGroup()
  private var received: [Action] = []
  private var waiter: CheckedContinuation<Void, Never>?
  private let timeout: Duration

  /// Creates a test store; `timeout` bounds how long `receive` and `finish` wait for effects.
  public init(
    initialState: State, reducer: some Reducer<State, Action>, timeout: Duration = .seconds(2)
  ) {
    self.state = initialState
    self.reducer = reducer
    self.timeout = timeout
  }

  /// Sends `action` and asserts the state change with `updateExpected`.
  public func send(
    _ action: Action,
    assert updateExpected: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    if let unexpected = received.first {
      reportFailure(
        "Must handle received \(describe(unexpected)) before sending \(describe(action)).",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    reduce(action, updateExpected, fileID, filePath, line, column)
  }

  /// Waits for the next action an effect sends, checks it is `expected`, and asserts its change.
  public func receive(
    _ expected: Action,
    assert updateExpected: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await waitForReceivedAction()
    guard !received.isEmpty else {
      reportFailure(
        "Expected to receive \(describe(expected)), but no action arrived within \(timeout).",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    let action = received.removeFirst()
    if action != expected {
      let difference = diff(expected, action).map { "\n\($0)" } ?? ""
      reportFailure(
        "Received an unexpected action (− expected, + received):\(difference)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    reduce(action, updateExpected, fileID, filePath, line, column)
  }

  /// Waits for as many actions as `expected` holds, sent by effects running at once in
  /// whatever order they finish; checks each is one of `expected` and asserts its change.
  ///
  /// Each change must hold whichever came first: the effects touch different parts of the
  /// state (the list's read and the search's, after a change to the library).
  public func receive(
    inAnyOrder expected: [(Action, ((inout State) -> Void)?)],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    var remaining = expected
    while !remaining.isEmpty {
      await waitForReceivedAction()
      guard !received.isEmpty else {
        let missing = remaining.map { describe($0.0) }.joined(separator: ", ")
        reportFailure(
          "Expected to receive \(missing), but no action arrived within \(timeout).",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      let action = received.removeFirst()
      guard let index = remaining.firstIndex(where: { $0.0 == action }) else {
        let awaited = remaining.map { describe($0.0) }.joined(separator: ", ")
        reportFailure(
          "Received \(describe(action)), which is none of the awaited \(awaited).",
          fileID: fileID, filePath: filePath, line: line, column: column)
        reduce(action, nil, fileID, filePath, line, column)
        continue
      }
      let (_, updateExpected) = remaining.remove(at: index)
      reduce(action, updateExpected, fileID, filePath, line, column)
    }
  }

  /// Fails if an action is waiting to be received now, without waiting for effects.
  public func assertNoPendingActions(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    for action in received {
      reportFailure(
        "An effect sent \(describe(action)), which the test did not receive.",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Waits for running effects to end, then fails if any is still running or any action
  /// went unreceived.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while effects.runningCount > 0, received.isEmpty, ContinuousClock.now < deadline {
      await Task.yield()
      await waitForReceivedAction(until: deadline, orEffectsDone: true)
    }
    assertNoPendingActions(fileID: fileID, filePath: filePath, line: line, column: column)
    if effects.runningCount > 0 {
      reportFailure(
        "\(effects.runningCount) effect(s) still running at the end of the test. "
          + "Cancel them, advance the test clock, or receive their actions.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      effects.cancelAll()
    }
  }

  // MARK: - Private

  private func reduce(
    _ action: Action, _ updateExpected: ((inout State) -> Void)?,
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) {
    var expected = state
    let effect = reducer.reduce(into: &state, action: action)
    updateExpected?(&expected)
    if expected != state {
      let difference = diff(expected, state).map { "\n\($0)" } ?? ""
      reportFailure(
        "State after \(describe(action)) differs from the expected state (− expected, + actual):"
          + difference,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    effects.start(effect, in: group) { [weak self] action in
      self?.enqueue(action)
    }
  }

  private func enqueue(_ action: Action) {
    received.append(action)
    waiter?.resume()
    waiter = nil
  }

  private func waitForReceivedAction() async {
    await waitForReceivedAction(
      until: ContinuousClock.now.advanced(by: timeout), orEffectsDone: false)
  }

  /// Waits until an action arrives or `deadline` passes; the deadline only bounds a failing
  /// test, it never paces a passing one.
  private func waitForReceivedAction(until deadline: ContinuousClock.Instant, orEffectsDone: Bool)
    async
  {
    // Effects that finish quickly (mocks, a test clock already advanced) need only a few hops.
    for _ in 0..<20 where received.isEmpty {
      if orEffectsDone, effects.runningCount == 0 { return }
      await Task.yield()
    }
    guard received.isEmpty, !(orEffectsDone && effects.runningCount == 0) else { return }
    let watchdog = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      self?.waiter?.resume()
      self?.waiter = nil
    }
    let poll =
      orEffectsDone
      ? Task { [weak self] in
        while let self, self.effects.runningCount > 0, self.received.isEmpty, !Task.isCancelled {
          await Task.yield()
        }
        self?.waiter?.resume()
        self?.waiter = nil
      } : nil
    await withCheckedContinuation { continuation in
      if !received.isEmpty || ContinuousClock.now >= deadline {
        continuation.resume()
      } else {
        waiter = continuation
      }
    }
    watchdog.cancel()
    poll?.cancel()
  }

  private func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 2)
    return text
  }

  isolated deinit {
    if !received.isEmpty || effects.runningCount > 0 {
      reportFailure(
        "The test store ended with \(received.count) unreceived action(s) and "
          + "\(effects.runningCount) running effect(s); call `await store.finish()`.")
      effects.cancelAll()
    }
  }
}
