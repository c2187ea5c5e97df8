import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes rate ID N`: rates a recipe 1 to 5 stars, or (0) takes its rating away.
struct RateCommand: HeadlessCommand {
  static let configuration = CommandConfiguration(
    commandName: "rate", abstract: localized("Rate a recipe 1 to 5 stars (0 clears the rating)."))

  @Argument(help: ArgumentHelp(localized("The recipe's id."))) var id: String
  @Argument(help: ArgumentHelp(localized("The stars, a whole number from 0 to 5.")))
  var stars: String
  @OptionGroup var options: AppOptions

  @MainActor
  func run(in context: CommandContext) async throws {
    // A usage error in one line (ArgumentParser's would add the usage after it).
    guard let number = Int(stars), (0...RecipeRating.range.upperBound).contains(number) else {
      context.console.error(
        localized("the stars must be a whole number from 0 to 5, not “{stars}”", ["stars": stars]))
      throw ExitCode(Invocation.usageErrorStatus)
    }
    // 1 to 5, or nil for 0.
    let rating = RecipeRating.stars(number)
    try await HeadlessRun.run(options, in: context) { store in
      let recipeID = Recipe.ID(rawValue: id)
      _ = try await DetailLoading.open(
        recipeID, in: store, options: options, console: context.console)
      await store.send(.detail(recipeID, .ratingSet(rating))).finish()
      guard let saved = store.state.detail(recipeID), saved.rating == rating,
        saved.actionError == nil
      else {
        let error = store.state.detail(recipeID)?.actionError ?? .other(localized("not saved"))
        context.console.error(
          localized("the rating could not be saved: {reason}", ["reason": error.message]))
        throw ExitCode(1)
      }
      let name = saved.recipe?.name ?? id
      if let rating {
        context.console.print(
          localizedPlural(
            "{name} is rated {count} star.", "{name} is rated {count} stars.", count: rating,
            ["name": name]))
      } else {
        context.console.print(localized("{name} is no longer rated.", ["name": name]))
      }
    }
  }
}
