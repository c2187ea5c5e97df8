import Foundation
import GtkInterop
import RecipesResources
import XCTest

@testable import RecipesGTK

/// The app's own text colours (faded captions, the star, hints, ticked items, step numbers,
/// errors) against the window's background, drawn in the light style and the dark: each at least
/// 4.5:1, the WCAG minimum for text.
final class TextContrastTests: GTKTestCase {
  override func tearDownWithError() throws {
    MainActor.assumeIsolated { StyleManager()?.colorScheme = .followSystem }
    try super.tearDownWithError()
  }

  func testEveryTextColourOfOursReadsInTheLightStyle() throws {
    try MainActor.assumeIsolated { try assertTextContrast(in: .forceLight) }
  }

  func testEveryTextColourOfOursReadsInTheDarkStyle() throws {
    try MainActor.assumeIsolated { try assertTextContrast(in: .forceDark) }
  }

}

/// Draws a label of each class of ours in `scheme` and checks its text against the window.
@MainActor
private func assertTextContrast(in scheme: ColorScheme) throws {
  // The app's style sheet, as its startup loads it (a second copy changes nothing).
  StyleSheet.apply(RecipesResources.styleSheet())
  let styles = try XCTUnwrap(StyleManager())
  styles.colorScheme = scheme
  let samples: [(name: String, classes: [String], parentClasses: [String])] = [
    ("card subtitle", ["card-subtitle"], ["recipe-card"]),
    ("favorite star", ["card-star"], ["recipe-card"]),
    ("field hint", ["field-hint"], []),
    ("dimmed label", ["dim-label"], []),
    ("ticked shopping item", [], ["shopping-item", "ticked"]),
    ("step number", ["step-number"], []),
    ("error message", ["error-message"], []),
    ("measure", ["measure"], []),
    ("cooking counter", ["cooking-counter"], []),
  ]
  let column = Box(.vertical, spacing: 8)
  column.setMargins(top: 40, bottom: 40, start: 40, end: 40)
  var labels: [(String, Label)] = []
  for sample in samples {
    let holder = Box(.horizontal)
    sample.parentClasses.forEach(holder.addStyleClass)
    let label = Label(sample.classes == ["card-star"] ? "★" : "Illegible lllIII 1234")
    sample.classes.forEach(label.addStyleClass)
    holder.append(label)
    column.append(holder)
    labels.append((sample.name, label))
  }
  let window = Window(application: nil, title: "Contrast", width: 400, height: 400)
  window.setContent(column)
  window.present()
  var background: Pixel?
  pump(until: {
    _ = MainLoop.iterate()
    guard let texture = window.renderedTexture() else { return false }
    let pixel = Pixel(texture, x: 10, y: texture.size.height - 10)
    background = pixel
    return scheme == .forceDark ? pixel.luminance < 0.3 : pixel.luminance > 0.7
  })
  let paper = try XCTUnwrap(background)
  for (name, label) in labels {
    let texture = try XCTUnwrap(label.renderedTexture(), name)
    let ratio = contrast(ofTextIn: texture, over: paper)
    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(name) in \(scheme): \(ratio):1")
  }
  window.destroy()
}

/// A pixel's colour, premultiplied by its alpha as GDK downloads it, channels 0 … 1.
private struct Pixel {
  var red, green, blue, alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(_ texture: Texture, x: Int, y: Int) {
    self.init(texture.pixels()[y * texture.size.width + x])
  }

  init(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
    self.init(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255)
  }

  /// This (premultiplied) pixel painted over the opaque `below`.
  func over(_ below: Pixel) -> Pixel {
    Pixel(
      red: red + below.red * (1 - alpha), green: green + below.green * (1 - alpha),
      blue: blue + below.blue * (1 - alpha), alpha: 1)
  }

  /// WCAG's relative luminance: 0 black … 1 white.
  var luminance: Double {
    func linear(_ value: Double) -> Double {
      value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }
}

/// The contrast ratio of a label's text over `paper`: its most covered pixel (a glyph's
/// stem, the text colour at its full opacity) painted over the background.
private func contrast(ofTextIn texture: Texture, over paper: Pixel) -> Double {
  let strongest = texture.pixels().max { $0.alpha < $1.alpha }.map(Pixel.init)
  guard let text = strongest?.over(paper) else { return 1 }
  let (lighter, darker) = (
    max(text.luminance, paper.luminance), min(text.luminance, paper.luminance)
  )
  return (lighter + 0.05) / (darker + 0.05)
}
