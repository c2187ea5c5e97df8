/// Composes an illustration as one SVG document: the cuisine's colour, a pale disc, the motif.
///
/// Pure text work, so the GTK layer only has to hand the result to the SVG renderer.
/// The canvas is `width` × `height` in points and `scale` times that in pixels; the motif
/// is centred and sized by the height, so a wide canvas (the recipe window's banner)
/// shows the same drawing with more room around it.
public enum IllustrationSVG {
  /// The size of the square every motif is drawn in (its `viewBox`).
  public static let motifSize = 200

  /// The SVG of `illustration` whose motif is the document `motif`.
  ///
  /// `motif` is a whole SVG file drawn on a `motifSize` square; its root element is
  /// replaced by one that places it. Without a readable root, the canvas has no motif.
  public static func compose(
    _ illustration: Illustration, motif: String, width: Int, height: Int, scale: Int = 1
  ) -> String {
    let colour = illustration.background
    let disc = colour.mixed(with: .white, 0.62)
    let shade = colour.mixed(with: .ink, 0.14)
    let (centreX, centreY) = (Double(width) / 2, Double(height) / 2)
    let radius = Double(height) * 0.4
    let side = Double(height) * 0.8
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width * scale)" height="\(height * scale)" \
      viewBox="0 0 \(width) \(height)">
      <rect width="\(width)" height="\(height)" fill="\(colour.hex)"/>

      """
    svg += sprinkles(width: width, height: height, colour: colour.mixed(with: .white, 0.3))
    svg += circle(centreX, centreY + Double(height) * 0.03, radius, fill: shade)
    svg += circle(centreX, centreY, radius, fill: disc)
    if let body = body(of: motif) {
      svg += """
        <svg x="\(format(centreX - side / 2))" y="\(format(centreY - side / 2))" \
        width="\(format(side))" height="\(format(side))" \
        viewBox="0 0 \(motifSize) \(motifSize)">\(body)</svg>

        """
    }
    return svg + "</svg>\n"
  }

  /// What is inside the root `<svg …>` element of `document`, or nil.
  static func body(of document: String) -> Substring? {
    guard let root = document.range(of: "<svg"),
      let open = document[root.upperBound...].firstIndex(of: ">"),
      let close = document.range(of: "</svg>", options: .backwards),
      open < close.lowerBound
    else { return nil }
    return document[document.index(after: open)..<close.lowerBound]
  }

  /// Small dots scattered over the background, the same for every canvas of one size.
  ///
  /// A fixed lattice nudged by a tiny linear congruential sequence: looks hand-placed,
  /// stays deterministic (illustrations are cached by what they look like), and keeps
  /// clear of the disc in the middle.
  private static func sprinkles(width: Int, height: Int, colour: RGBColour) -> String {
    let step = Double(height) / 4
    let clearance = Double(height) * 0.5
    var seed: UInt32 = 2_166_136_261
    func next() -> Double {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return Double(seed >> 8) / Double(1 << 24)
    }
    var dots = ""
    var row = 0.0
    while row * step < Double(height) + step {
      var column = 0.0
      while column * step < Double(width) + step {
        let x =
          (column + 0.5 * row.truncatingRemainder(dividingBy: 2)) * step + (next() - 0.5) * step
          * 0.6
        let y = row * step + (next() - 0.5) * step * 0.6
        let size = Double(height) * (0.012 + 0.014 * next())
        let dx = x - Double(width) / 2
        let dy = y - Double(height) / 2
        if (dx * dx + dy * dy).squareRoot() > clearance {
          dots += circle(x, y, size, fill: colour)
        }
        column += 1
      }
      row += 1
    }
    return dots
  }

  private static func circle(_ x: Double, _ y: Double, _ r: Double, fill: RGBColour) -> String {
    "<circle cx=\"\(format(x))\" cy=\"\(format(y))\" r=\"\(format(r))\" fill=\"\(fill.hex)\"/>\n"
  }

  /// A coordinate with at most two decimals, so documents stay short and identical.
  private static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(magnitude / 100)" }
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
