import RecipesCore
import Testing

@Suite("ImportError")
struct ImportErrorTests {
  @Test func refusedTellsToSaveThePage() {
    #expect(
      ImportError.refused(status: 403).message
        == "the site refused the download (HTTP 403); save the page from your browser and run "
        + "`recipes import page.html`")
  }

  @Test(arguments: [
    (404, "the site has no page at this address (HTTP 404); check the address"),
    (410, "the site has no page at this address (HTTP 410); check the address"),
    (
      503,
      "the site failed to answer (HTTP 503); try again later, or save the page from your "
        + "browser and run `recipes import page.html`"
    ),
    (
      429,
      "the site asked to wait before downloading more (HTTP 429); try again later, or save "
        + "the page from your browser and run `recipes import page.html`"
    ),
    (
      401,
      "the site refused the download (HTTP 401); save the page from your browser and run "
        + "`recipes import page.html`"
    ),
  ])
  func eachStatusSaysWhatToDo(_ status: Int, _ message: String) {
    #expect(ImportError.refused(status: status).message == message)
  }

  @Test(arguments: [(8_000_000, "8 MB"), (500_000, "500 KB"), (900, "900 bytes")])
  func tooLargeNamesTheLimit(_ limit: Int, _ size: String) {
    #expect(ImportError.tooLarge(limit: limit).message.contains("larger than \(size),"))
  }

  @Test func everyMessageIsOneLine() {
    let errors: [ImportError] = [
      .notHTML, .noRecipe, .brokenRecipeData("bad"), .refused(status: 500),
      .tooLarge(limit: 1), .unreachable(.offline), .unreadableFile(path: "/x", reason: "gone"),
      .unusableArchive(path: "/x.zip", reason: "it holds no Paprika recipes"),
      .notASource("x"),
    ]
    for error in errors {
      #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error)")
    }
  }
}
