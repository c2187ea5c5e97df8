import Foundation
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesArtwork
@testable import RecipesGTK

private let pasta = Illustration(category: "Pasta", area: "Italian")

/// Catalog recipes have no photo: their cards and windows show a drawing instead.
final class IllustrationTests: GTKTestCase {
  func testTheArtworkDrawsTheMotifOnTheCuisinesColourForAHiDPIScreen() throws {
    let look = IllustrationArtwork.Look(illustration: pasta, width: 200, height: 136, scale: 2)
    let texture = try XCTUnwrap(IllustrationArtwork.bundled.draw(look), "librsvg missing?")
    XCTAssertEqual(texture.size.width, 400)
    XCTAssertEqual(texture.size.height, 272)
    let pixels = texture.pixels()
    let background = pasta.background
    func isBackground(_ index: Int) -> Bool {
      let pixel = pixels[index]
      return abs(Int(pixel.red) - Int(background.red)) <= 2
        && abs(Int(pixel.green) - Int(background.green)) <= 2
        && abs(Int(pixel.blue) - Int(background.blue)) <= 2
    }
    // The left edge is the cuisine's colour (but for a few sprinkles)…
    let leftEdge = (0..<272).map { $0 * 400 }
    XCTAssertGreaterThan(leftEdge.filter(isBackground).count, 272 * 3 / 4)
    // …the middle is the drawing: many colours, and not the background.
    let middle = (100..<172).flatMap { row in (160..<240).map { row * 400 + $0 } }
    XCTAssertLessThan(middle.filter(isBackground).count, middle.count / 20)
    let colours = Set(middle.map { "\(pixels[$0].red),\(pixels[$0].green),\(pixels[$0].blue)" })
    XCTAssertGreaterThan(colours.count, 5, "the motif is more than a flat disc")
  }

  func testEveryMotifIsShippedAndDrawnOnTheSameSquareInTheSameInk() throws {
    for motif in Motif.allCases {
      let svg = try XCTUnwrap(IllustrationArtwork.bundledMotifs[motif], "\(motif) is not shipped")
      XCTAssertTrue(svg.contains(#"viewBox="0 0 200 200""#), "\(motif) is not on the square")
      XCTAssertTrue(
        svg.contains(
          #"<g stroke="\#(RGBColour.ink.hex)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">"#
        ), "\(motif) is not outlined like the others")
    }
  }

  func testACatalogCardShowsItsIllustration() {
    MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let loader = ImageLoader(source: .unreachable)
      let window = RecipeListWindow(application: nil, store: store, images: loader)
      window.present()
      store.send(.list(.onAppear))
      let expected = IllustrationArtwork.Look(
        illustration: pasta, width: RecipeCardView.illustrationSize.width,
        height: RecipeCardView.illustrationSize.height, scale: window.searchEntry.scaleFactor)
      var card: RecipeCardView? {
        window.cardGrid.realizedCells.first { $0.recipeID == Recipe.mockPasta.id }
      }
      pump(until: { card?.shownIllustration == expected }, "the pasta card shows no drawing")
      XCTAssertEqual(card?.illustrationLayer.isVisible, true)
      // A recipe whose photo fails keeps its drawing.
      var chicken: RecipeCardView? {
        window.cardGrid.realizedCells.first { $0.recipeID == Recipe.mock.id }
      }
      XCTAssertNotNil(Recipe.mock.thumbnailURL)
      pump(
        until: { chicken?.shownIllustration?.illustration.motif == .drumstick },
        "the chicken card, its photo unreachable, shows no drawing")
    }
  }

  func testACatalogRecipesWindowShowsItsIllustration() throws {
    try MainActor.assumeIsolated {
      let store = makeStore(clock: ManualClock(), log: ActionLog())
      let flow = FlowController(
        application: nil, store: store, images: ImageLoader(source: .unreachable),
        today: testToday)
      store.send(.recipeActivated(Recipe.mockPasta.id))
      let window = try XCTUnwrap(flow.detailWindow(Recipe.mockPasta.id))
      let expected = IllustrationArtwork.Look(
        illustration: pasta, width: RecipeDetailWindow.heroSize.width,
        height: RecipeDetailWindow.heroSize.height, scale: window.window.scaleFactor)
      pump(
        until: { window.displayedHeroIllustration == expected }, "the window shows no drawing")
      XCTAssertNil(window.displayedHeroURL, "a catalog recipe has no photo")
    }
  }
}

extension ImageSource {
  /// A source with nothing cached and no network: every photo fails.
  fileprivate static let unreachable = ImageSource(
    cached: { _ in nil }, store: { _, _ in },
    fetch: { _ in throw URLError(.notConnectedToInternet) })
}
