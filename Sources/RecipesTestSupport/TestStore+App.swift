import RecipesCore

extension TestStore where State == AppFeature.State, Action == AppFeature.Action {
  /// A store of the whole app from `state`, over `library`, with no network (`api`), no
  /// importer and no opener, its effects waiting on a manual clock: how a test drives the
  /// app's reducer without a window.
  public static func app(
    _ state: AppFeature.State = AppFeature.State(), library: Library,
    api: RecipesAPI = .offline
  ) -> TestStore {
    TestStore(
      initialState: state,
      reducer: AppFeature(
        api: api, library: library, importer: .failing, clock: ManualClock(), opener: .failing))
  }
}
