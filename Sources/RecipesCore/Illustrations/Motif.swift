/// The drawing at the centre of an illustration, chosen by the recipe's category.
///
/// Each motif is a hand-drawn SVG in `Resources/illustrations/`, named after the case.
public enum Motif: String, CaseIterable, Hashable, Sendable {
  case cake
  case drumstick
  case fish
  case noodles
  case fries
  case soup
  case sprout
  case carrot
  case friedEgg = "fried-egg"
  case steak
  case skewer
  case sausages
  case stewPot = "stew-pot"
  /// A plate with fork and knife: miscellaneous dishes and categories the app does not know.
  case plate

  /// The motif of `category` (TheMealDB's names, any case); `.plate` for none or unknown.
  public init(category: String?) {
    let key = (category ?? "").trimmingWhitespace().lowercased()
    self = Self.byCategory[key] ?? .plate
  }

  private static let byCategory: [String: Motif] = [
    "dessert": .cake,
    "chicken": .drumstick,
    "seafood": .fish,
    "pasta": .noodles,
    "side": .fries,
    "starter": .soup,
    "soup": .soup,
    "vegan": .sprout,
    "vegetarian": .carrot,
    "breakfast": .friedEgg,
    "beef": .steak,
    "lamb": .skewer,
    "pork": .sausages,
    "goat": .stewPot,
    "miscellaneous": .plate,
  ]
}
