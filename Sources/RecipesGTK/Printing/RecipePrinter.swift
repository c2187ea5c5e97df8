import GtkInterop
import RecipesCore
import RecipesPrinting

/// Prints a recipe through GTK's print dialog, with the layout `recipes print` writes.
@MainActor
final class RecipePrinter {
  private let layout: RecipePageLayout
  private let operation: PrintOperation

  /// Prepares the printed pages of `recipe` for `servings` (as written when nil), with
  /// `picture` at the top.
  init(_ recipe: Recipe, servings: Int? = nil, picture: Texture?) {
    let layout = RecipePageLayout(PrintedRecipe(recipe, servings: servings), picture: picture)
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

  /// Prints to a PDF file without the dialog (what "Print to File" does), for tests.
  func export(toPDF path: String) throws(PrintOperation.PrintError) {
    try operation.export(toPDF: path)
  }
}
