import ArgumentParser
import Foundation
import RecipesCore

/// A parsed subcommand, ready to run on the main actor.
public struct HeadlessInvocation: Sendable {
  let command: any HeadlessCommand

  /// Runs the command and returns the exit status docs/command-line.md documents: 0 when it
  /// did what was asked (also from saved recipes when the server is unreachable), 1 when that
  /// cannot be had.
  ///
  /// Results go to `console`'s output, notes and errors to its errors; the library's
  /// location comes from `--data-dir` or `environment`; `readInput` is standard input;
  /// `passwords`, when given, replaces the keyring the environment names.
  @MainActor
  public func run(
    console: Console, environment: [String: String],
    readInput: @escaping @Sendable () -> Data = {
      FileHandle.standardInput.readDataToEndOfFile()
    },
    passwords: PasswordStore? = nil
  ) async -> Int32 {
    do {
      try await command.run(
        in: CommandContext(
          console: console, environment: environment, readInput: readInput,
          passwords: passwords))
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      console.error(RecipesError(error).message)
      return 1
    }
  }
}
