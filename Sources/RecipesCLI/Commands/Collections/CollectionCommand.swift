import ArgumentParser
import RecipesCore
import RecipesLocalization

/// `recipes collection`: the cook's collections, and `add`, `remove`, `rename`, `delete`.
struct CollectionCommand: ParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "collection",
    abstract: localized("List or change your collections of recipes."),
    discussion: localized(
      """
      A recipe may be in several collections. Deleting a collection never deletes a recipe; \
      `recipes list --collection NAME` lists one.
      """),
    subcommands: [
      CollectionListCommand.self, CollectionAddCommand.self, CollectionRemoveCommand.self,
      CollectionRenameCommand.self, CollectionDeleteCommand.self,
    ],
    defaultSubcommand: CollectionListCommand.self)

  // As in `RecipesCommand`: global options may come before `collection` or after it.
  @OptionGroup var options: AppOptions
}
