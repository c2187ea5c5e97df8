import XCTest

@testable import GtkInterop

/// The style manager: the application's light or dark style, seen in what windows draw.
final class StyleManagerTests: InteropTestCase {
  /// Restores the process's style for the next case (libadwaita keeps one manager).
  override func tearDownWithError() throws {
    MainActor.assumeIsolated { StyleManager()?.colorScheme = .followSystem }
    try super.tearDownWithError()
  }

  func testTheSchemeAskedForIsTheSchemeKept() throws {
    try MainActor.assumeIsolated {
      let styles = try XCTUnwrap(StyleManager())
      for scheme in ColorScheme.allCases {
        styles.colorScheme = scheme
        XCTAssertEqual(styles.colorScheme, scheme)
      }
      styles.colorScheme = .forceDark
      XCTAssertTrue(styles.isDark)
      styles.colorScheme = .forceLight
      XCTAssertFalse(styles.isDark)
    }
  }

  func testAWindowIsDrawnDarkWhenDarkIsForcedAndLightWhenLightIs() throws {
    try MainActor.assumeIsolated {
      let styles = try XCTUnwrap(StyleManager())
      let window = Window(application: nil, title: "Style", width: 200, height: 150)
      window.setContent(Label("Soup"))
      window.present()

      styles.colorScheme = .forceDark
      let dark = backgroundLuminance(of: window, settlingBelow: 0.3)
      XCTAssertLessThan(try XCTUnwrap(dark), 0.3, "a dark window's background")

      styles.colorScheme = .forceLight
      let light = backgroundLuminance(of: window, settlingAbove: 0.7)
      XCTAssertGreaterThan(try XCTUnwrap(light), 0.7, "a light window's background")
      window.destroy()
    }
  }
}

/// The relative luminance (WCAG, 0 black … 1 white) of the pixel a quarter of the way into
/// `widget`, away from its text and its border, once drawn; waits up to five seconds for it
/// to pass `threshold` (libadwaita cross-fades a change of style), then gives what it is.
@MainActor
private func backgroundLuminance(
  of widget: Widget, settlingBelow below: Double? = nil, settlingAbove above: Double? = nil
) -> Double? {
  var luminance: Double?
  iterate(until: {
    luminance = widget.renderedTexture().map(quarterPointLuminance)
    guard let luminance else { return false }
    if let below { return luminance < below }
    if let above { return luminance > above }
    return true
  })
  return luminance
}

private func quarterPointLuminance(_ texture: Texture) -> Double {
  let (width, height) = texture.size
  let pixel = texture.pixels()[(height / 4) * width + width / 4]
  func linear(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
}
