/// The background colour of each cuisine's illustrations.
///
/// Sixteen soft, mid-light colours that sit well together in a grid and keep the dark
/// outlines of the motifs readable; cuisines next to each other in the cuisine menu get
/// different hues. Cuisines the app does not know get a warm grey.
public enum CuisinePalette {
  /// The colour of `area` (TheMealDB's cuisine names, any case); `neutral` if unknown.
  public static func colour(for area: String?) -> RGBColour {
    let key = (area ?? "").trimmingWhitespace().lowercased()
    return byCuisine[key] ?? neutral
  }

  /// The colour of an unknown cuisine.
  public static let neutral = RGBColour(0xCFC8BE)

  private static let coral = RGBColour(0xF4907A)
  private static let saffron = RGBColour(0xF7C65C)
  private static let olive = RGBColour(0xB5C777)
  private static let mint = RGBColour(0x86D5B0)
  private static let teal = RGBColour(0x6CC0BA)
  private static let sky = RGBColour(0x86BCEB)
  private static let lavender = RGBColour(0xB3A6EA)
  private static let orchid = RGBColour(0xDC98D2)
  private static let rose = RGBColour(0xF29CB2)
  private static let terracotta = RGBColour(0xE0956D)
  private static let sand = RGBColour(0xE8CD9F)
  private static let sage = RGBColour(0xA9C8A2)
  private static let periwinkle = RGBColour(0x97A9DC)
  private static let apricot = RGBColour(0xF8B27A)
  private static let lime = RGBColour(0xCADD77)
  private static let plum = RGBColour(0xC39AC4)

  private static let byCuisine: [String: RGBColour] = [
    "algerian": sand,
    "american": sky,
    "argentinian": periwinkle,
    "australian": apricot,
    "british": periwinkle,
    "canadian": coral,
    "chinese": rose,
    "croatian": teal,
    "danish": lavender,
    "dutch": apricot,
    "egyptian": sand,
    "filipino": lime,
    "french": lavender,
    "greek": sky,
    "indian": saffron,
    "irish": mint,
    "italian": coral,
    "jamaican": lime,
    "japanese": rose,
    "kenyan": terracotta,
    "malaysian": teal,
    "mexican": olive,
    "moroccan": terracotta,
    "norwegian": periwinkle,
    "polish": plum,
    "portuguese": apricot,
    "russian": plum,
    "saudi arabian": sand,
    "slovakian": sage,
    "spanish": saffron,
    "syrian": apricot,
    "thai": orchid,
    "tunisian": coral,
    "turkish": orchid,
    "ukrainian": saffron,
    "uruguayan": sky,
    "venezulan": olive,
    "vietnamese": sage,
  ]
}
