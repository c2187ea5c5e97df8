import Foundation
import RecipesCore
import RecipesLocalization

/// Where a command's output and its messages go: standard output and standard error for the
/// process, or a test's buffers.
///
/// Results (tables, JSON) go to the output; notes and errors go to the errors, one line each
/// and prefixed with `recipes:`, so `recipes list --json | jq` stays parseable.
public struct Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeErrors: @Sendable (String) -> Void

  /// A console that hands its text to `output` and `errors`.
  public init(
    output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void
  ) {
    writeOutput = output
    writeErrors = errors
  }

  /// The process's standard output and standard error.
  public static let standard = Console(
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errors: { FileHandle.standardError.write(Data($0.utf8)) })

  /// Writes `text` and a line break to the output.
  public func print(_ text: String) {
    writeOutput(text + "\n")
  }

  /// Writes `output` and `errors` as they are (help text or a usage message, say).
  public func write(output: String = "", errors: String = "") {
    if !output.isEmpty { writeOutput(output) }
    if !errors.isEmpty { writeErrors(errors) }
  }

  /// Tells the person something worth knowing that is not a failure.
  public func note(_ message: String) {
    writeErrors("recipes: note: \(message)\n")
  }

  /// Tells the person what failed.
  public func error(_ message: String) {
    writeErrors("recipes: error: \(message)\n")
  }

  /// Tells the person the library could not be opened, and why: the window and every
  /// headless command say it in the same words.
  public func libraryUnavailable(_ error: any Error) {
    self.error(
      localized(
        "could not open the recipe library: {reason}", ["reason": RecipesError(error).message]))
  }
}
