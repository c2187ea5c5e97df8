extension PlanFeature {
  /// Moves the entry in the state at once, as the library will: room made at `position`.
  func move(
    _ id: PlanEntry.ID, to day: PlanDay, meal: Meal, position: Int?, in state: inout State
  ) {
    guard let index = state.week.entries.firstIndex(where: { $0.id == id }) else { return }
    var entry = state.week.entries.remove(at: index)
    let slot = state.week.entries.indices.filter {
      state.week.entries[$0].day == day && state.week.entries[$0].meal == meal
    }
    entry.day = day
    entry.meal = meal
    if let position {
      entry.position = max(0, position)
      for other in slot where state.week.entries[other].position >= entry.position {
        state.week.entries[other].position += 1
      }
    } else {
      entry.position = (slot.map { state.week.entries[$0].position }.max() ?? -1) + 1
    }
    state.week.entries.append(entry)
    state.week.entries.sort { $0.isOrdered(before: $1) }
    if state.dayRange?.contains(day) == false { state.week.entries.removeAll { $0.id == id } }
  }
}
