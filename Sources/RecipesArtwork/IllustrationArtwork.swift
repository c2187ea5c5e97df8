import Foundation
import GtkInterop
import RecipesCore
import RecipesResources

/// Draws illustrations into textures: the motif's SVG composed with its colours, rendered.
///
/// `Texture(decoding:)` (GTK 4.8 hands bytes it does not know to gdk-pixbuf),
/// and gdk-pixbuf's SVG loader (librsvg, Debian's `librsvg2-common`) renders the composed
/// document at the pixel size written in it; nothing else is needed.
/// Safe to use off the main thread.
public struct IllustrationArtwork: Sendable {
  /// One drawing: what it shows, the size in points of the space it fills, and how many
  /// pixels a point gets on the screen it is for (2 on HiDPI).
  public struct Look: Hashable, Sendable {
    let illustration: Illustration
    let width: Int
    let height: Int
    let scale: Int

    /// The look of `illustration` filling `width` × `height` points at `scale` pixels a point.
    public init(illustration: Illustration, width: Int, height: Int, scale: Int) {
      self.illustration = illustration
      self.width = width
      self.height = height
      self.scale = scale
    }
  }

  private let motif: @Sendable (Motif) -> String?

  /// Artwork whose motifs come from `motif` (the SVG document of each).
  init(motif: @escaping @Sendable (Motif) -> String?) {
    self.motif = motif
  }

  /// Draws the motifs made for this app, shipped in `Resources/illustrations/`.
  public static let bundled = IllustrationArtwork(motif: { bundledMotifs[$0] })

  /// The shipped SVG document of every motif, read from the bundle once.
  static let bundledMotifs: [Motif: String] = Dictionary(
    uniqueKeysWithValues: Motif.allCases.compactMap { motif in
      RecipesResources.illustrationMotif(named: motif.rawValue).map { (motif, $0) }
    })

  /// Renders `look`; nil only if the renderer cannot read SVG (librsvg missing).
  public func draw(_ look: Look) -> Texture? {
    Texture(decoding: Data(svg(look).utf8))
  }

  /// The SVG document of `look`, for a program that draws it itself (the Activities search).
  public func svg(_ look: Look) -> String {
    IllustrationSVG.compose(
      look.illustration, motif: motif(look.illustration.motif) ?? "",
      width: look.width, height: look.height, scale: max(1, look.scale))
  }
}
