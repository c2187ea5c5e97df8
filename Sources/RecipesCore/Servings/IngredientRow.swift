import RecipesQuantities

/// One ingredient as a window or a printed page shows it: the measure in its own column,
/// then what it is, followed by its note ("4 | chicken thighs, boneless, skin on").
///
/// The note never goes in the measure column, whatever the source mixed into its measure;
/// the line as written stays at hand in `original`.
public struct IngredientRow: Equatable, Sendable {
  /// How much, scaled and converted ("200 g", "1 ½ cups"), its units and decimals in the
  /// reader's language ("2 EL"); empty when the line gives none.
  public let measure: String
  /// What, then its note ("Chicken thighs, boneless, skin on"); a counted name agrees with
  /// the measure ("1 | Onion" for "2 onions" halved).
  public let name: String
  /// The line as the recipe wrote it.
  public let original: String

  /// The row of `line`, from a recipe written in `language` when that is known
  /// (`CookingLanguage.guess`): a counted name agrees in it.
  public init(_ line: IngredientLine, language: CookingLanguage? = .english) {
    var what = line.countedName(in: language)
    var note = line.note ?? ""
    // "150g Small macaroni": the size read first became the note, its capital with it; the
    // row reads "Macaroni, small", capitalized as the line was, not "macaroni, Small".
    if Self.noteLeadsTheLine(line, note: note), what.first?.isLowercase == true {
      what = what.prefix(1).uppercased() + what.dropFirst()
      note = note.prefix(1).lowercased() + note.dropFirst()
    }
    let described = [what, note].filter { !$0.isEmpty }.joined(separator: ", ")
    measure = MeasureDisplay.text(for: line.measure)
    // A line the parser found no name in keeps its words as written rather than vanishing.
    name = described.isEmpty ? line.text : described
    original = line.text
  }

  /// Whether `note` starts with a capital and was written before the name ("Large eggs").
  private static func noteLeadsTheLine(_ line: IngredientLine, note: String) -> Bool {
    guard note.first?.isUppercase == true,
      let word = note.split(separator: " ").first,
      let noteAt = line.text.range(of: word),
      let nameAt = line.text.range(of: line.name)
    else { return false }
    return noteAt.lowerBound < nameAt.lowerBound
  }

  /// The measure and the name on one line ("200 g Flour, sifted"), as a page prints it.
  public var line: String { measure.isEmpty ? name : measure + " " + name }
}
