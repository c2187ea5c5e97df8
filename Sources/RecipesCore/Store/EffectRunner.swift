/// Starts effects as tasks, remembers which are running, and cancels them by identifier.
///
/// Shared by `Store` and the test store, so both run effects exactly alike.
@MainActor
public final class EffectRunner<Action: Sendable> {
  private var nextToken = 0
  private var running: [Int: Task<Void, Never>] = [:]
  private var tokensByID: [EffectID: Set<Int>] = [:]
  private var idsByToken: [Int: [EffectID]] = [:]
  private var groupsByToken: [Int: EffectGroup] = [:]
  private var timers: [EffectID: RearmableTimer] = [:]

  /// Creates a runner with nothing running.
  public init() {}

  /// How many effect tasks are still running.
  public var runningCount: Int { running.count }

  /// Starts `effect`; its actions go to `send`, and its tasks join `group`.
  public func start(
    _ effect: Effect<Action>,
    in group: EffectGroup,
    send: @escaping @MainActor @Sendable (Action) -> Void
  ) {
    start(effect.operation, ids: [], group: group, send: send)
  }

  /// Cancels every running effect.
  public func cancelAll() {
    for task in running.values { task.cancel() }
    tokensByID.removeAll()
    timers.removeAll()
  }

  private func start(
    _ operation: Effect<Action>.Operation,
    ids: [EffectID],
    group: EffectGroup,
    send: @escaping @MainActor @Sendable (Action) -> Void
  ) {
    switch operation {
    case .none:
      return
    case .merge(let effects):
      for effect in effects { start(effect.operation, ids: ids, group: group, send: send) }
    case .cancel(let id):
      cancel(id)
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id) }
      start(effect.operation, ids: ids + [id], group: group, send: send)
    case .run(let body):
      let token = nextToken
      nextToken += 1
      let sender = Send<Action>(send)
      // Detached, so `body` (nonisolated) starts on the cooperative pool at once: a task
      // of the main actor would first wait for the main thread, which at launch is busy
      // building the window the library's answer is for (~25 ms). What `body` sends, and
      // the bookkeeping after it, still run on the main actor.
      let task = Task.detached { [weak self] in
        await body(sender)
        await self?.finished(token)
      }
      track(task, token: token, ids: ids, group: group)
    case .timer(let id, let wait, let action):
      if let waiting = timers[id], waiting.task?.isCancelled == false {
        waiting.rearm(wait)
        return
      }
      cancel(id)
      let token = nextToken
      nextToken += 1
      let timer = RearmableTimer(wait: wait)
      // On the main actor throughout, so re-arming and waking never race.
      let task = Task { [weak self] in
        let isDue = await timer.sleepUntilDue()
        self?.timerEnded(timer, id: id)
        if isDue { send(action) }
        self?.finished(token)
      }
      timer.task = task
      timers[id] = timer
      track(task, token: token, ids: ids + [id], group: group)
    }
  }

  private func track(_ task: Task<Void, Never>, token: Int, ids: [EffectID], group: EffectGroup) {
    running[token] = task
    idsByToken[token] = ids
    for id in ids { tokensByID[id, default: []].insert(token) }
    groupsByToken[token] = group
    group.insert(token, task)
  }

  /// Forgets `timer` as the one waiting under `id` (a newer one may have replaced it).
  private func timerEnded(_ timer: RearmableTimer, id: EffectID) {
    if timers[id] === timer { timers[id] = nil }
  }

  private func cancel(_ id: EffectID) {
    timers[id] = nil
    guard let tokens = tokensByID.removeValue(forKey: id) else { return }
    for token in tokens { running[token]?.cancel() }
  }

  private func finished(_ token: Int) {
    running[token] = nil
    for id in idsByToken.removeValue(forKey: token) ?? [] {
      tokensByID[id]?.remove(token)
      if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
    }
    groupsByToken.removeValue(forKey: token)?.remove(token)
  }
}

/// The effects started by one `send`, and transitively by the actions those effects sent.
@MainActor
public final class EffectGroup {
  private var tasks: [Int: Task<Void, Never>] = [:]

  /// Creates an empty group.
  public init() {}

  /// Whether every effect of the group has finished.
  public var isEmpty: Bool { tasks.isEmpty }

  /// Waits until every effect of the group, including ones started meanwhile, has finished.
  public func finish() async {
    while let task = tasks.values.first {
      await task.value
    }
  }

  /// Cancels every effect of the group.
  public func cancel() {
    for task in tasks.values { task.cancel() }
  }

  fileprivate func insert(_ token: Int, _ task: Task<Void, Never>) { tasks[token] = task }
  fileprivate func remove(_ token: Int) { tasks[token] = nil }
}
