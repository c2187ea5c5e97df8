import ArgumentParser
import RecipesCore

/// The `recipes` command: the app's composition root.
@main
struct RecipesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipes",
    abstract: "Browse and search recipes, offline first.")

  func run() async throws {
    print(Self.helpMessage())
  }
}
