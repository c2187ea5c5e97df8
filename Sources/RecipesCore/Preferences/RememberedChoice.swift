/// A choice the cook makes once and the library keeps across launches, under its own key:
/// the style (`StylePreference`), the units (`UnitDisplay`).
///
/// Read at launch and saved when chosen the one way, here, whichever window chose it.
///
/// ```swift
/// return StylePreference.load(from: library) { .styleLoaded($0) }
/// return StylePreference.save(style, in: library) { .styleSaveResponse($0) }
/// ```
public protocol RememberedChoice: RawRepresentable<String>, Sendable {
  /// The library preference that holds the cook's choice.
  static var preferenceKey: String { get }
}

extension StylePreference: RememberedChoice {}
extension UnitDisplay: RememberedChoice {}

extension RememberedChoice {
  /// Reads the choice the cook made last and sends it: nil when never made, or when the
  /// library cannot say (the list reports the library's failures, with a way out).
  public static func load<Action: Sendable>(
    from library: Library,
    then loaded: @escaping @Sendable (Self?) -> Action
  ) -> Effect<Action> {
    .run { send in
      let stored = try? await library.preference(preferenceKey)
      await send(loaded(stored.flatMap(Self.init(rawValue:))))
    }
  }

  /// Saves `choice` as the one to start with next time, then sends whether it could be.
  public static func save<Action: Sendable>(
    _ choice: Self, in library: Library,
    then saved: @escaping @Sendable (Result<Self, RecipesError>) -> Action
  ) -> Effect<Action> {
    .run { send in
      let result = await Result {
        try await library.setPreference(preferenceKey, choice.rawValue)
        return choice
      }
      await send(saved(result))
    }
  }
}
