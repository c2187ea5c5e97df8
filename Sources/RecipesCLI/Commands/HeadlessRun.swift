import ArgumentParser
import RecipesCore
import RecipesLocalization

/// Runs a headless command: the live clients, the one store, then a clean shutdown.
@MainActor
enum HeadlessRun {
  /// Builds the dependencies from `options`, hands the store to `body`, and shuts down.
  static func run(
    _ options: AppOptions, in context: CommandContext,
    _ body: (Store<AppFeature.State, AppFeature.Action>) async throws -> Void
  ) async throws {
    try await withDependencies(options, in: context) { dependencies in
      try await body(dependencies.makeStore(opener: .headless))
    }
  }

  /// Builds the dependencies from `options`, hands them to `body`, and shuts down: for the
  /// commands that use a client directly (import, export, delete).
  static func withDependencies(
    _ options: AppOptions, in context: CommandContext,
    _ body: (AppDependencies) async throws -> Void
  ) async throws {
    let dependencies: AppDependencies
    do {
      dependencies = try await AppDependencies.make(
        options, environment: context.environment, console: context.console)
    } catch {
      context.console.libraryUnavailable(error)
      throw ExitCode(1)
    }
    defer { dependencies.shutdown() }
    if let passwords = context.passwords { dependencies.passwords = passwords }
    try await body(dependencies)
  }

  /// Tells the person, in one line, that the network failed and saved recipes are shown.
  static func noteRemoteFailure(
    _ error: RecipesError?, options: AppOptions, console: Console
  ) {
    guard let error, !options.offline else { return }
    console.note(localized("{reason} Showing saved recipes.", ["reason": error.message]))
  }
}
