extension AppFeature {
  /// A food chosen for an ingredient is chosen in every recipe: each open window works its
  /// estimate out again (the window it was chosen in, too).
  func foodCorrectionKept(_ state: inout State) -> Effect<Action> {
    let ids = state.details.map(\.id)
    return .merge(ids.map { reduce(into: &state, action: .detail($0, .foodCorrectionsChanged)) })
  }
}
