/// The plan's calendar within the app: which changes publish it, and the planner reading
/// its week again after a publish moved or removed entries here.
extension AppFeature {
  func reducePlanCalendar(_ action: PlanCalendarFeature.Action, _ state: inout State)
    -> Effect<Action>
  {
    let effect = planCalendar.reduce(into: &state.planCalendar, action: action)
      .map(Action.planCalendar)
    let summary: PlanCalendarSummary?
    switch action {
    case .runResponse(.success(let published)): summary = published
    case .connectResponse(.success(let connected)): summary = connected.summary
    default: summary = nil
    }
    guard summary?.changedPlan == true else { return effect }
    // Read again through the planner itself, not `reduce`: this answer is no change made
    // here, so it publishes nothing more.
    let reread = plan.reduce(into: &state.plan, action: .changed).map(Action.plan)
    return .merge(effect, reread)
  }
}

extension AppFeature.Action {
  /// Whether this action reports a change made here to the plan: the calendar is
  /// published a few seconds later.
  ///
  /// Only the library's answers count (an entry planned, moved, removed, put back, dinners
  /// suggested); a publish's own answer is not one, or publishes would follow each other.
  var changedPlan: Bool {
    switch self {
    case .plan(.changed), .plan(.removeResponse(.success)):
      true
    case .plan(.suggestedDinners(.success(let entries))):
      !entries.isEmpty
    default:
      false
    }
  }
}
