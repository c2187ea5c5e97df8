import Foundation
import RecipesCLI
import RecipesCore
import RecipesFixtures
import Testing

/// What one run of the command line did: its exit status and what it wrote.
struct CommandResult {
  var status: Int32
  var output: String
  var errors: String

  /// The output parsed as JSON.
  func json() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(output.utf8))
  }

  /// The output parsed as a JSON array of objects (`list --json`, `search --json`).
  func rows() throws -> [[String: Any]] {
    try #require(try json() as? [[String: Any]], "not an array of objects: \(output)")
  }

  /// The output parsed as one JSON object (`show --json`).
  func object() throws -> [String: Any] {
    try #require(try json() as? [String: Any], "not an object: \(output)")
  }
}

/// Runs `recipes` command lines in this process, each test in a data directory of its own.
///
/// The environment given to the commands points `HOME` and the XDG folders into the same
/// directory too, so a command that forgot `--data-dir` could still not touch the real
/// library.
@MainActor
final class CommandLineRun {
  /// The test's folder: `--data-dir` for every command that passes `dataDirectory`.
  let directory: TemporaryDirectory
  /// The keyring the commands see; nil: the test's environment names none (unavailable).
  var passwords: PasswordStore?

  init() throws {
    directory = try TemporaryDirectory(label: "cli")
  }

  /// `["--data-dir", <the test's folder>]`.
  var dataDirectory: [String] { ["--data-dir", directory.url.path] }

  /// Parses and runs `arguments` as `recipes` would, capturing what it writes; `input` is
  /// its standard input.
  func callAsFunction(_ arguments: [String], input: Data = Data()) async -> CommandResult {
    let output = Locked("")
    let errors = Locked("")
    let console = Console(
      output: { text in output.withLock { $0 += text } },
      errors: { text in errors.withLock { $0 += text } })
    let status: Int32
    switch Invocation.parse(arguments) {
    case .finished(let exitStatus, let text, let messages):
      console.write(output: text, errors: messages)
      status = exitStatus
    case .headless(let invocation):
      let home = directory.url.path
      status = await invocation.run(
        console: console,
        environment: [
          "HOME": home, "XDG_DATA_HOME": home + "/xdg-data", "XDG_CACHE_HOME": home + "/xdg-cache",
        ], readInput: { input }, passwords: passwords)
    case .window:
      Issue.record("\(arguments) would open the window")
      status = -1
    }
    return CommandResult(
      status: status, output: output.withLock { $0 }, errors: errors.withLock { $0 })
  }
}
