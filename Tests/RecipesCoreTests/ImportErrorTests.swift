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

  @Test func theWindowSaysEveryReasonAsASentenceWithoutACommand() {
    let errors: [ImportError] = [
      .notHTML, .noRecipe, .brokenRecipeData("bad"), .refused(status: 401),
      .refused(status: 404), .refused(status: 429), .refused(status: 503),
      .tooLarge(limit: 1), .unreachable(.offline), .unreachable(.httpStatus(500)),
      .unreadableFile(path: "/x", reason: "gone"),
      .unusableArchive(path: "/x.zip", reason: "it holds no Paprika recipes"),
      .notASource("x"), .notSaved(.library("disk full")),
      .addressNotAllowed("http://example.org"),
    ]
    for error in errors {
      let text = error.windowMessage
      #expect(text.first.map { $0.isUppercase || $0 == "“" } == true, "\(error): \(text)")
      #expect(text.hasSuffix("."), "\(error): \(text)")
      #expect(!text.contains("`") && !text.contains("recipes import"), "\(error): \(text)")
      #expect(!text.contains(".."), "\(error): \(text)")
    }
  }

  @Test func theWindowTellsToChooseTheSavedPage() {
    #expect(
      ImportError.unreachable(.offline).windowMessage
        == "The page could not be fetched: this computer appears to be offline. Check the "
        + "address and the network, or choose a saved page with “Choose file…”.")
    #expect(
      ImportError.refused(status: 404).windowMessage
        == "The site has no page at this address (HTTP 404); check the address.")
  }
}
