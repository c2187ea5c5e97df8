import RecipesQuantities
import Testing

/// The other languages' counted nouns: which look like no English word, their plurals
/// where the rule is regular, and the singulars a plural may have.
@Suite struct ForeignNounTests {
  @Test func wordsThatLookForeignAndWordsThatDoNot() {
    for name in [
      "Karotten", "6 Zwiebeln", "Kartoffeln", "poireaux", "lökar", "ägg", "gurkor", "uien",
      "œuf", "Äpfel",
    ] {
      #expect(ForeignNoun.looksForeign(name), "\(name)")
    }
    for name in ["aubergine", "onion", "lemon", "carrot", "cucumber", "jar", "carote", "peach"] {
      #expect(!ForeignNoun.looksForeign(name), "\(name)")
    }
  }

  /// A language, a singular, its plural.
  static let plurals: [(CookingLanguage, String, String)] = [
    (.german, "karotte", "karotten"), (.german, "zwiebel", "zwiebeln"),
    (.german, "apfel", "äpfel"), (.german, "ei", "eier"),
    (.french, "poireau", "poireaux"), (.french, "oignon", "oignons"),
    (.french, "chou", "choux"), (.french, "noix", "noix"),
    (.spanish, "cebolla", "cebollas"), (.spanish, "limón", "limones"),
    (.spanish, "nuez", "nueces"), (.spanish, "pimentón", "pimentones"),
    (.italian, "cipolla", "cipolle"), (.italian, "limone", "limoni"),
    (.italian, "finocchio", "finocchi"), (.italian, "fungo", "funghi"),
    (.italian, "arancia", "arance"), (.italian, "uovo", "uova"),
  ]

  @Test(arguments: plurals)
  func aSingularHasItsLanguagesPlural(
    _ language: CookingLanguage, _ singular: String, _ plural: String
  ) {
    #expect(ForeignNoun.plural(of: singular, in: language) == plural)
  }

  @Test func dutchAndSwedishPluralsAreLeftAsWritten() {
    #expect(ForeignNoun.plural(of: "ui", in: .dutch) == nil)
    #expect(ForeignNoun.plural(of: "lök", in: .swedish) == nil)
    #expect(ForeignNoun.agreeing("2 ui", plural: true, in: .dutch) == nil)
  }

  /// A language, a plural, its singular (nil: the ending does not tell).
  static let singulars: [(CookingLanguage, String, String?)] = [
    (.german, "karotten", "karotte"), (.german, "zwiebeln", "zwiebel"),
    (.german, "eier", "ei"), (.german, "lorbeerblätter", "lorbeerblatt"),
    (.german, "brötchen", nil), (.german, "champignons", "champignon"),
    (.french, "poireaux", "poireau"), (.french, "oignons", "oignon"),
    (.french, "radis", nil), (.dutch, "tomaten", "tomaat"), (.dutch, "uien", "ui"),
    (.dutch, "eieren", "ei"), (.dutch, "sjalotten", "sjalot"), (.dutch, "wortels", "wortel"),
    (.swedish, "lökar", "lök"), (.swedish, "gurkor", "gurka"), (.swedish, "tomater", "tomat"),
    (.swedish, "morötter", "morot"), (.swedish, "äpplen", "äpple"),
    (.spanish, "limones", "limón"), (.spanish, "nueces", "nuez"),
    (.spanish, "cebollas", "cebolla"), (.italian, "cipolle", "cipolla"),
    (.italian, "zucchine", "zucchina"), (.italian, "uova", "uovo"), (.italian, "limoni", nil),
  ]

  @Test(arguments: singulars)
  func aPluralHasItsLanguagesSingular(
    _ language: CookingLanguage, _ plural: String, _ singular: String?
  ) {
    #expect(ForeignNoun.singular(of: plural, in: language) == singular)
  }

  @Test func aPluralsPossibleSingularsKeepTheWordsBeforeIt() {
    #expect(ForeignNoun.singularNames(of: "rote Zwiebeln", in: .german).first == "rote Zwiebel")
    #expect(ForeignNoun.singularNames(of: "paprika's") == ["paprika"])
    #expect(ForeignNoun.singularNames(of: "limoni", in: .italian).contains("limone"))
    #expect(ForeignNoun.singularNames(of: "lemon", in: .english).isEmpty)
  }

  /// Our own sentences, each in its language.
  static let sentences: [(String, CookingLanguage?)] = [
    ("Chop the onions and fry them in the oil until golden.", .english),
    ("Die Zwiebeln hacken und mit dem Öl anbraten.", .german),
    ("Hacher les oignons et les faire revenir dans l'huile.", .french),
    ("Snijd de uien en bak ze in een pan met olie.", .dutch),
    ("Hacka löken och stek den i olja tills den är gyllene.", .swedish),
    ("Picar las cebollas y freírlas en el aceite hasta dorar.", .spanish),
    ("Tritare le cipolle e farle rosolare nell'olio fino a doratura.", .italian),
    ("3 eggs", nil), ("", nil),
  ]

  @Test(arguments: sentences)
  func aRecipesWordsTellItsLanguage(_ text: String, _ language: CookingLanguage?) {
    #expect(CookingLanguage.guess([text]) == language)
  }

  @Test func spoonsTellALanguageOfLinesAlone() {
    #expect(CookingLanguage.guess(["2 msk olja", "1 tsk salt", "1 krm peppar"]) == .swedish)
    #expect(
      CookingLanguage.guess(["2 eetlepels olie", "1 theelepel zout", "1 snufje peper"])
        == .dutch)
    #expect(CookingLanguage.guess(["2 tbsp oil", "1 tsp salt", "1 cup milk"]) == .english)
    #expect(CookingLanguage.guess(["2 cucchiai di olio", "1 cucchiaino di sale"]) == .italian)
    // One spoon, or another language's word that looks like one of ours, is too little.
    #expect(CookingLanguage.guess(["2 msk olja", "3 lökar"]) == nil)
    #expect(CookingLanguage.guess(["para", "para"]) == nil)
  }

  /// A language, a name, whether it is for many, the name that agrees.
  static let names: [(CookingLanguage, String, Bool, String)] = [
    (.french, "pomme de terre", true, "pommes de terre"),
    (.french, "poivron rouge", true, "poivrons rouges"),
    (.french, "cuisses de canard", false, "cuisse de canard"),
    (.spanish, "pimiento rojo", true, "pimientos rojos"),
    (.italian, "spicchio d'aglio", true, "spicchi d'aglio"),
    (.italian, "peperoni rossi", false, "peperoni rossi"),
    (.italian, "cipolla rossa", true, "cipolle rosse"),
    (.german, "rote Zwiebel", true, "rote Zwiebeln"),
  ]

  @Test(arguments: names)
  func aNamesNounAndItsWordsAgree(
    _ language: CookingLanguage, _ name: String, _ plural: Bool, _ expected: String
  ) {
    #expect(ForeignNoun.agreeing(name, plural: plural, in: language) == expected)
  }
}
