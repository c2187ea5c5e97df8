// The `recipes` executable: parses the command line, then opens the window on the main
// thread (GTK must own it, so before any async code) or runs a headless command on the main
// actor under `dispatchMain()`. The commands themselves live in RecipesCLI.
import Foundation
import RecipesCLI

let launchedAt = ContinuousClock.now
let console = Console.standard
let environment = ProcessInfo.processInfo.environment
// Before the arguments are read: the command line's messages are translated too.
AppTranslations.install(
  environment: environment,
  executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))

switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
case .finished(let status, let output, let errors):
  console.write(output: output, errors: errors)
  exit(status)
case .window(let request):
  exit(
    MainActor.assumeIsolated {
      WindowLaunch.run(
        request, launchedAt: launchedAt, console: console, environment: environment)
    })
case .headless(let invocation):
  Task { @MainActor in
    exit(await invocation.run(console: console, environment: environment))
  }
  dispatchMain()
}
