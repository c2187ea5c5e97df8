import ArgumentParser

/// What a command line asks for: the window, a headless command, or nothing more to do.
public enum Invocation: Sendable {
  /// Open the window (no subcommand was named).
  case window(WindowRequest)
  /// Run a subcommand without a window.
  case headless(HeadlessInvocation)
  /// Help, the version or a usage error: print `output` and `errors`, then exit with
  /// `exitStatus`.
  case finished(exitStatus: Int32, output: String, errors: String)

  /// The exit status of a usage error, as docs/command-line.md documents (ArgumentParser's
  /// is 64).
  public static let usageErrorStatus: Int32 = 2

  /// Parses `arguments`, the command line without the program's name.
  ///
  /// The options every command shares (`--offline`, `--data-dir`, …) may come before or
  /// after the subcommand's name.
  public static func parse(_ arguments: [String]) -> Invocation {
    let command: any ParsableCommand
    do {
      command = try RecipesCommand.parseAsRoot(arguments)
    } catch {
      return finished(by: error)
    }
    switch command {
    case let root as RecipesCommand:
      return .window(
        WindowRequest(
          options: root.options, measureStartup: root.measureStartup, service: root.service))
    case let headless as any HeadlessCommand:
      return .headless(HeadlessInvocation(command: headless))
    default:
      // ArgumentParser's own `help` command: running it throws the help request.
      do {
        var builtIn = command
        try builtIn.run()
        return .finished(exitStatus: 0, output: "", errors: "")
      } catch {
        return finished(by: error)
      }
    }
  }

  private static func finished(by error: any Error) -> Invocation {
    let message = RecipesCommand.fullMessage(for: error) + "\n"
    switch RecipesCommand.exitCode(for: error) {
    case .success:
      return .finished(exitStatus: 0, output: message, errors: "")
    case .validationFailure:
      return .finished(exitStatus: usageErrorStatus, output: "", errors: message)
    case let code:
      return .finished(exitStatus: code.rawValue, output: "", errors: message)
    }
  }
}
