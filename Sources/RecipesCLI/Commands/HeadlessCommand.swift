import ArgumentParser
import Foundation
import RecipesCore

/// A subcommand that runs without a window, against the live clients and the one store.
protocol HeadlessCommand: ParsableCommand, Sendable {
  /// The options shared with the window and every other command.
  var options: AppOptions { get }

  /// Does the command's work, writing to `context.console`.
  ///
  /// Throws `ExitCode(1)`, having said why, when what was asked for cannot be had.
  @MainActor func run(in context: CommandContext) async throws
}

/// What a headless command is given besides its arguments.
struct CommandContext: Sendable {
  /// Where results and messages go.
  var console: Console
  /// The environment the library's location is read from (`XDG_DATA_HOME`, …).
  var environment: [String: String]
  /// Reads all of standard input (`recipes import -`).
  var readInput: @Sendable () -> Data
  /// The password store to use instead of the one the environment names (tests).
  var passwords: PasswordStore? = nil
}
