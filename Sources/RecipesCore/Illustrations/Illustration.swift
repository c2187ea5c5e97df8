/// The picture drawn for a recipe: its category's motif on its cuisine's colour.
///
/// Every recipe has one. The card and the recipe window paint it under the photo, so it is
/// what shows for a recipe without a picture URL, while the photo loads, and when the
/// photo fails; a photo that loads covers it.
public struct Illustration: Hashable, Sendable {
  /// What is drawn in the middle.
  public let motif: Motif
  /// The colour behind it.
  public let background: RGBColour

  /// The illustration of a recipe of `category` from the cuisine `area`.
  public init(category: String?, area: String?) {
    motif = Motif(category: category)
    background = CuisinePalette.colour(for: area)
  }
}
