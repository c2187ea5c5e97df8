import Foundation
import RecipesCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Composing an illustration's SVG")
struct IllustrationSVGTests {
  private let motif = """
    <?xml version="1.0"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
      <circle id="motif" cx="100" cy="100" r="40" fill="#f7a968"/>
    </svg>
    """
  private let fish = Illustration(category: "Seafood", area: "Greek")

  @Test func theCanvasHasThePixelSizeAndTheCuisinesColour() throws {
    let svg = IllustrationSVG.compose(fish, motif: motif, width: 200, height: 136, scale: 2)
    let elements = try elements(of: svg)
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    #expect(root["width"] == "400")
    #expect(root["height"] == "272")
    #expect(root["viewBox"] == "0 0 200 136")
    let background = try #require(elements.first { $0.name == "rect" })
    #expect(background["fill"] == CuisinePalette.colour(for: "Greek").hex)
  }

  @Test func theMotifIsCentredOnItsOwnSquare() throws {
    let elements = try elements(
      of:
        IllustrationSVG.compose(fish, motif: motif, width: 600, height: 140))
    let placed = try #require(elements.dropFirst().first { $0.name == "svg" })
    #expect(placed["viewBox"] == "0 0 200 200")
    let x = try #require(placed["x"].flatMap(Double.init))
    let y = try #require(placed["y"].flatMap(Double.init))
    let side = try #require(placed["width"].flatMap(Double.init))
    #expect(abs(x + side / 2 - 300) < 0.01)
    #expect(abs(y + side / 2 - 70) < 0.01)
    #expect(side < 140, "the motif fits in the height")
    // The motif's own root (a 200-pixel document) is replaced, its drawing kept once.
    #expect(elements.filter { $0["id"] == "motif" }.count == 1)
    #expect(!elements.contains { $0.name == "svg" && $0["width"] == "200" })
  }

  @Test func theSprinklesKeepClearOfTheDisc() throws {
    let elements = try elements(
      of:
        IllustrationSVG.compose(fish, motif: motif, width: 600, height: 140))
    let circles = elements.filter { $0.name == "circle" && $0["id"] == nil }
    let disc = CuisinePalette.colour(for: "Greek").mixed(with: .white, 0.62).hex
    let discRadius = try #require(circles.first { $0["fill"] == disc }?["r"].flatMap(Double.init))
    let sprinkles = circles.filter { Double($0["r"] ?? "") ?? 0 < discRadius / 2 }
    #expect(sprinkles.count > 10)
    for dot in sprinkles {
      let x = (Double(dot["cx"] ?? "") ?? 0) - 300
      let y = (Double(dot["cy"] ?? "") ?? 0) - 70
      #expect((x * x + y * y).squareRoot() > discRadius, "a dot at \(x), \(y) lies on the disc")
    }
  }

  @Test func theSameLookComposesTheSameDocument() {
    let a = IllustrationSVG.compose(fish, motif: motif, width: 200, height: 136, scale: 2)
    let b = IllustrationSVG.compose(fish, motif: motif, width: 200, height: 136, scale: 2)
    let other = Illustration(category: "Seafood", area: "Thai")
    #expect(a == b)
    #expect(a != IllustrationSVG.compose(other, motif: motif, width: 200, height: 136, scale: 2))
  }

  @Test func anUnreadableMotifLeavesTheCanvasWithoutOne() throws {
    let elements = try elements(
      of:
        IllustrationSVG.compose(fish, motif: "not svg", width: 200, height: 136))
    #expect(elements.filter { $0.name == "svg" }.count == 1)
    #expect(elements.contains { $0.name == "rect" })
  }
}

/// One element of an XML document: its name and attributes.
private struct Element {
  let name: String
  let attributes: [String: String]
  subscript(_ key: String) -> String? { attributes[key] }
}

private final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [Element] = []
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append(Element(name: name, attributes: attributes))
  }
}

private struct MalformedXML: Error {}

/// The elements of an XML document, in order; throws if it is not well-formed.
private func elements(of document: String) throws -> [Element] {
  let parser = XMLParser(data: Data(document.utf8))
  let collector = ElementCollector()
  parser.delegate = collector
  guard parser.parse() else { throw MalformedXML() }
  return collector.elements
}
