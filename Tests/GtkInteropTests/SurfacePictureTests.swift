import Foundation
import XCTest

@testable import GtkInterop

/// `SurfacePicture` paints a texture as `Picture` does — covering its space, cropped in
/// the middle — from pixels converted once.
final class SurfacePictureTests: InteropTestCase {
  /// A 60 × 20 picture of three stripes, each 20 wide: red, green, blue.
  private static let stripes = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="60" height="20">
      <rect width="20" height="20" fill="#ff0000"/>
      <rect x="20" width="20" height="20" fill="#00ff00"/>
      <rect x="40" width="20" height="20" fill="#0000ff"/>
    </svg>
    """.utf8)

  func testAPictureOfItsOwnHeightShowsItsMiddleUnscaled() throws {
    try MainActor.assumeIsolated {
      let texture = try XCTUnwrap(Texture(decoding: Self.stripes))
      let pixels = try drawn(texture, width: 20, height: 20)
      // Columns 20…39 of the picture: the green stripe alone, edge to edge.
      for (x, y) in [(1, 10), (10, 1), (18, 10), (10, 18)] {
        XCTAssertEqual(pixels(x, y), Color(0, 255, 0), "at \(x), \(y)")
      }
    }
  }

  func testAPictureTallerThanItsTextureIsScaledToCoverIt() throws {
    try MainActor.assumeIsolated {
      let texture = try XCTUnwrap(Texture(decoding: Self.stripes))
      let pixels = try drawn(texture, width: 60, height: 40)
      // Scaled by 2 to be 40 high (120 wide), its middle 60 columns: the picture's columns
      // 15…44, a quarter of the red and of the blue stripes on either side of the green.
      XCTAssertEqual(pixels(3, 20), Color(255, 0, 0))
      XCTAssertEqual(pixels(14, 20), Color(0, 255, 0))
      XCTAssertEqual(pixels(30, 2), Color(0, 255, 0), "the top is covered too")
      XCTAssertEqual(pixels(45, 37), Color(0, 255, 0), "and the bottom")
      XCTAssertEqual(pixels(56, 20), Color(0, 0, 255))
    }
  }

  func testWithoutATextureNothingIsDrawn() throws {
    try MainActor.assumeIsolated {
      let texture = try XCTUnwrap(Texture(decoding: Self.stripes))
      let picture = SurfacePicture()
      picture.setTexture(texture)
      picture.setTexture(nil)
      let pixels = try drawn(picture, width: 20, height: 20)
      XCTAssertEqual(pixels(10, 10).alpha, 0, "an empty picture is transparent")
    }
  }

  func testTheConvertedPixelsAreMadeOnceForATexture() throws {
    try MainActor.assumeIsolated {
      let texture = try XCTUnwrap(Texture(decoding: Self.stripes))
      let first = try XCTUnwrap(texture.cairoSurface)
      XCTAssertEqual(texture.cairoSurface, first, "the second drawing reuses the first's pixels")
    }
  }
}

private struct Color: Equatable {
  let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
  init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
}

@MainActor
private func drawn(_ texture: Texture, width: Int32, height: Int32) throws -> (Int, Int) -> Color {
  let picture = SurfacePicture()
  picture.setTexture(texture)
  return try drawn(picture, width: width, height: height)
}

/// The colour at (x, y) of `picture` drawn at `width` × `height` in a window.
@MainActor
private func drawn(_ picture: SurfacePicture, width: Int32, height: Int32) throws
  -> (Int, Int) -> Color
{
  picture.setSizeRequest(width: width, height: height)
  picture.align(horizontal: .start, vertical: .start)
  let window = Window(application: nil, title: "Picture", width: 200, height: 200)
  window.setContent(picture)
  window.present()
  var rendered: Texture?
  iterate(until: {
    rendered = picture.renderedTexture()
    return rendered?.size.width == Int(width)
  })
  let pixels = try XCTUnwrap(rendered, "the picture was never drawn").pixels()
  window.destroy()
  return { x, y in
    let pixel = pixels[y * Int(width) + x]
    return Color(pixel.red, pixel.green, pixel.blue, alpha: pixel.alpha)
  }
}
