import GtkInterop
import RecipesCore
import RecipesLocalization

/// A recipe laid out on pages: picture, name, servings, ingredients, numbered steps and notes,
/// with a footer of the name and page number on each.
///
/// One routine for the print dialog and for PDF: `paginate` measures the blocks with
/// Pango on the page it is given and fills pages greedily, never cutting a block (a step,
/// an ingredient line) across two pages and never leaving a heading alone at a page's
/// foot; `draw` paints one of those pages.
@MainActor
public final class RecipePageLayout {
  private enum Block {
    case picture
    case title(String)
    case subtitle(String)
    case heading(String)
    case ingredient(String)
    case step(number: Int, text: String)
    case paragraph(String)
  }

  private struct Placed {
    let block: Block
    let y: Double
  }

  private let recipe: PrintedRecipe
  private let picture: Texture?
  private var pages: [[Placed]] = []

  /// The size in points of the picture on a PDF page (a wider printable area crops it).
  public static var pictureSize: (width: Double, height: Double) {
    (Style.a4.width - 2 * Style.pdfInset, Style.pictureHeight)
  }

  /// Lays out `recipe`, with `picture` at the top when there is one.
  public init(_ recipe: PrintedRecipe, picture: Texture? = nil) {
    self.recipe = recipe
    self.picture = picture
  }

  /// Lays the recipe out on pages the size of `canvas`, inside a margin of `inset` points
  /// (none for a printer's printable area), and returns how many pages it takes.
  @discardableResult
  public func paginate(on canvas: PageCanvas, inset: Double) -> Int {
    let bottom = canvas.height - inset - Style.footerHeight
    let blocks = self.blocks
    var pages: [[Placed]] = [[]]
    var y = inset
    for (index, block) in blocks.enumerated() {
      var needed = height(of: block, on: canvas, inset: inset)
      // A heading goes with the line under it.
      if case .heading = block, index + 1 < blocks.count {
        needed += height(of: blocks[index + 1], on: canvas, inset: inset)
      }
      if y + needed > bottom, !(pages[pages.count - 1].isEmpty) {
        pages.append([])
        y = inset
      }
      pages[pages.count - 1].append(Placed(block: block, y: y))
      y += height(of: block, on: canvas, inset: inset)
    }
    self.pages = pages
    return pages.count
  }

  /// Draws page `index` (from 0) of the last `paginate` on `canvas`.
  public func draw(page index: Int, on canvas: PageCanvas, inset: Double) {
    guard pages.indices.contains(index) else { return }
    let width = canvas.width - 2 * inset
    for placed in pages[index] {
      draw(placed.block, at: placed.y, x: inset, width: width, on: canvas)
    }
    let footerY = canvas.height - inset - Style.footerHeight + 8
    canvas.drawRule(x: inset, y: footerY, width: width)
    canvas.drawText(
      localized(
        "{title} — page {number} of {count}",
        ["title": recipe.title, "number": String(index + 1), "count": String(pages.count)]),
      font: Style.footer, x: inset,
      y: footerY + 4, width: width, shade: 0.4)
  }

  /// Writes every page to a PDF file at `path`, on A4 paper with a 48-point margin.
  public func writePDF(to path: String) throws(PDFDocument.WriteError) {
    let document = try PDFDocument(path: path, width: Style.a4.width, height: Style.a4.height)
    let count = paginate(on: document.page, inset: Style.pdfInset)
    for index in 0..<count {
      if index > 0 { document.nextPage() }
      draw(page: index, on: document.page, inset: Style.pdfInset)
    }
    try document.finish()
  }

  // MARK: - Blocks

  private var blocks: [Block] {
    var blocks: [Block] = picture == nil ? [] : [.picture]
    blocks.append(.title(recipe.title))
    if !recipe.subtitle.isEmpty { blocks.append(.subtitle(recipe.subtitle)) }
    if !recipe.ingredients.isEmpty {
      blocks.append(.heading(localized("Ingredients")))
      blocks += recipe.ingredients.map(Block.ingredient)
    }
    if !recipe.steps.isEmpty {
      blocks.append(.heading(localized("Method")))
      blocks += recipe.steps.enumerated().map { .step(number: $0.offset + 1, text: $0.element) }
    }
    if !recipe.notes.isEmpty {
      blocks.append(.heading(localized("Notes")))
      blocks += recipe.notes.map(Block.paragraph)
    }
    return blocks
  }

  private func height(of block: Block, on canvas: PageCanvas, inset: Double) -> Double {
    let width = canvas.width - 2 * inset
    switch block {
    case .picture:
      return Style.pictureHeight + Style.gap
    case .title(let text):
      return canvas.textHeight(text, font: Style.title, width: width) + 4
    case .subtitle(let text):
      return canvas.textHeight(text, font: Style.subtitle, width: width) + Style.gap
    case .heading(let text):
      return Style.gap + canvas.textHeight(text, font: Style.heading, width: width) + 6
    case .ingredient(let text):
      return canvas.textHeight(text, font: Style.body, width: width - Style.indent) + 3
    case .step(_, let text):
      return canvas.textHeight(text, font: Style.body, width: width - Style.indent) + 8
    case .paragraph(let text):
      return canvas.textHeight(text, font: Style.body, width: width) + 6
    }
  }

  private func draw(_ block: Block, at y: Double, x: Double, width: Double, on canvas: PageCanvas) {
    switch block {
    case .picture:
      if let picture {
        canvas.drawImage(picture, x: x, y: y, width: width, height: Style.pictureHeight)
      }
    case .title(let text):
      canvas.drawText(text, font: Style.title, x: x, y: y, width: width)
    case .subtitle(let text):
      canvas.drawText(text, font: Style.subtitle, x: x, y: y, width: width, shade: 0.35)
    case .heading(let text):
      canvas.drawText(text, font: Style.heading, x: x, y: y + Style.gap, width: width)
    case .ingredient(let text):
      canvas.drawText("•", font: Style.body, x: x + 4, y: y, width: Style.indent)
      canvas.drawText(
        text, font: Style.body, x: x + Style.indent, y: y, width: width - Style.indent)
    case .step(let number, let text):
      canvas.drawText("\(number).", font: Style.number, x: x, y: y, width: Style.indent)
      canvas.drawText(
        text, font: Style.body, x: x + Style.indent, y: y, width: width - Style.indent)
    case .paragraph(let text):
      canvas.drawText(text, font: Style.body, x: x, y: y, width: width)
    }
  }
}

/// The printed page's fonts and measures, in points.
private enum Style {
  static let title = PageCanvas.Font("Serif Bold 22")
  static let subtitle = PageCanvas.Font("Sans 10")
  static let heading = PageCanvas.Font("Sans Bold 13")
  static let body = PageCanvas.Font("Sans 10.5")
  static let number = PageCanvas.Font("Sans Bold 10.5")
  static let footer = PageCanvas.Font("Sans 8")
  static let a4 = (width: 595.28, height: 841.89)
  static let pdfInset = 48.0
  static let footerHeight = 28.0
  static let pictureHeight = 180.0
  static let indent = 22.0
  static let gap = 14.0
}
