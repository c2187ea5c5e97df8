import GtkInterop
import RecipesCore
import RecipesPrinting

/// Prints a recipe through GTK's print dialog, with the layout `recipes print` writes.
@MainActor
final class RecipePrinter {
  /// What the pages say: the window's rows, for its servings and units.
  let page: PrintedRecipe
  private let layout: RecipePageLayout
  private let operation: PrintOperation

  /// Prepares the printed pages of `recipe` for `servings` (as written when nil) in `units`,
  /// with `picture` at the top.
  init(_ recipe: Recipe, servings: Int? = nil, units: UnitDisplay = .original, picture: Texture?) {
    page = PrintedRecipe(recipe, servings: servings, units: units)
    let layout = RecipePageLayout(page, picture: picture)
    self.layout = layout
    // The print context's page is already the printable area: no margin of our own.
    operation = PrintOperation(
      jobName: recipe.name,
      paginate: { layout.paginate(on: $0, inset: 0) },
      drawPage: { layout.draw(page: $1, on: $0, inset: 0) })
  }

  /// Shows the print dialog over `window` and prints what the person chose.
  func runDialog(over window: Window) throws(PrintOperation.PrintError) {
    try operation.runDialog(over: window)
  }
}
