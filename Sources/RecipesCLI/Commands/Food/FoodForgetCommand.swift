import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes food forget NAME`: the estimate chooses the ingredient's food again.
struct FoodForgetCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "forget",
    abstract: localized("Forget the food chosen for an ingredient; the estimate chooses again."))

  @Argument(help: ArgumentHelp(localized("The ingredient's name, or a whole line.")))
  var name: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    let key = try FoodCorrectionKey.of(name, console: context.console)
    try await HeadlessRun.withDependencies(options, in: context) { dependencies in
      let kept = (try? await dependencies.library.foodCorrections()) ?? [:]
      guard kept[key] != nil else {
        context.console.error(
          localized("no food was chosen for “{name}”: see `recipes food list`.", ["name": key]))
        throw ExitCode(1)
      }
      do {
        try await dependencies.library.setFoodCorrection(key, nil)
      } catch {
        context.console.error(
          localized(
            "the choice could not be forgotten: {reason}", ["reason": RecipesError(error).message])
        )
        throw ExitCode(1)
      }
    }
    context.console.print(localized("“{name}”: the estimate chooses again.", ["name": key]))
  }
}
