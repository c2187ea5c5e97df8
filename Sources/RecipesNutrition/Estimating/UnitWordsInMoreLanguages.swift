/// Spoons, cups, pinches, cloves and cans in the words of kitchens the line reader does not
/// know as units, written before the food ("1 PL cukru", "2 xícaras de farinha").
///
/// `LineWeight.leadingUnit` weighs them. The words the line reader knows as units
/// (`CookingUnit`'s spellings: eetlepel, msk, cucharada, łyżka…) reach this table only
/// behind a word the reader does not know ("1 ruime eetlepel"); the rest (Czech, Slovak,
/// Portuguese, Hungarian, the metric cup) are weighed here.
///
/// Written by this project from the measures of each kitchen: a tablespoon is 15 ml, a
/// teaspoon 5 ml, a metric cup (taza, tazza, hrnček, szklanka, xícara) 250 ml, a Czech or
/// Slovak coffee spoon 2.5 ml (a Hungarian mocha spoon too).
enum UnitWordsInMoreLanguages {
  /// A folded unit word (one word, or a phrase of two or three) → the counted unit it is
  /// weighed as (`LineWeight`'s spoons are counted units measured in teaspoons).
  static let units: [String: String] = {
    var table: [String: String] = [:]
    for (unit, words) in written {
      for word in words.split(separator: ",") {
        let key = FoodWords.key(String(word))
        if !key.isEmpty { table[key] = unit }
      }
    }
    return table
  }()

  /// The first words of `units`' words and phrases: a name beginning otherwise has none.
  static let firstWords = Set(
    units.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

  /// The longest phrase in `units`, in words.
  static let longestPhrase = 3

  /// Words between an amount and its unit that say how full or how big it is ("1 flinke
  /// klont", "2 cucharadas colmadas"), which weigh nothing of their own.
  static let fillings: Set<String> = {
    Set(
      """
      ruime, ruim, flinke, flink, royale, goede, volle, rågad, rågade, struken, strukna,
      gestrichen, gestrichene, gehäuft, gehäufte, gehäufter, gut, gute, guter, kleine, grote,
      colmada, colmadas, rasa, rasas, raso, rasi, colmo, colmi, abbondante, abbondanti,
      scarso, scarsa, generosa, generoso, cheia, cheias, rasa, nivelada, plná, plné, zarovnaná,
      vrchovatá, kopiasta, płaska, płaskie, kopiaste, struket, topfyldt
      """.split(separator: ",").map { FoodWords.key(String($0)) })
  }()

  /// Unit → its words in the languages read, as a cook writes them (singular and plural).
  private static let written: [(String, String)] = [
    (
      "msk",
      """
      cucharada, cucharadas, cda, cdas, cucharada sopera, cucharadas soperas,
      cucchiaio, cucchiai, cucchiaio raso, colher, colheres, colher de sopa,
      colheres de sopa, pl, polievková lyžica, polievkové lyžice, polievkových lyžíc,
      lyžica, lyžice, lyžíc, lžíce, lžic, polévková lžíce, łyżka, łyżki, łyżek, spsk, ss,
      spiseskefuld, spiseskje, eetlepel, eetlepels, el, matsked, matskedar, evőkanál, ek
      """
    ),
    (
      "tsk",
      """
      cucharadita, cucharaditas, cdta, cdtas, cdita, cditas, cucchiaino, cucchiaini,
      colher de chá, colheres de chá, čl, čajová lyžička, čajové lyžičky, lyžička, lyžičky,
      lyžičiek, lžička, lžičky, lžiček, łyżeczka, łyżeczki, łyżeczek, ts, teskefuld,
      teskje, theelepel, theelepels, tl, tesked, teskedar, kávéskanál, teáskanál, kk, tk
      """
    ),
    ("kl", "kl, kávová lyžička, kávové lyžičky, kávová lžička, kávové lžičky, mokkáskanál"),
    (
      "cupful",
      """
      taza, tazas, tazza, tazze, xícara, xícaras, xicara, xicaras, hrnček, hrnčeky,
      hrnčeka, hrnek, hrnky, hrnku, szklanka, szklanki, szklanek, kopje, kopjes, bögre
      """
    ),
    (
      "pinch",
      """
      pizca, pizcas, pizzico, pizzichi, pitada, pitadas, štipka, štipky, špetka, špetky,
      szczypta, szczypty, knivspids, knivsudd, nypa, mespunt, snuf, snufje, csipet
      """
    ),
    (
      "clove",
      """
      diente, dientes, spicchio, spicchi, dente, dentes, strúčik, strúčiky, strúčikov,
      stroužek, stroužky, stroužků, ząbek, ząbki, ząbków, fed, fedd, gerezd
      """
    ),
    ("can", "lata, latas, lattina, barattolo, plechovka, plechovky, puszka, puszki, dåse, boks"),
    (
      "packet",
      """
      sobre, sobres, bustina, bustine, sachê, balíček, balíčka, balíčky, balenie, sáček,
      sáčku, torebka, torebki, opakowanie, opakowania, pakke, pose, zakje, zakjes, påse,
      csomag
      """
    ),
    (
      "slice",
      "rebanada, rebanadas, loncha, lonchas, fetta, fette, fatia, fatias, plátok, plátky, plátek, plasterek, plastry, skive, skiver, skiva, skivor, plakken"
    ),
    (
      "sprig",
      "rama, ramas, ramita, ramitas, rametto, rametti, vetvička, vetvičky, snítka, gałązka, kvist, kvister, takjes"
    ),
    ("bunch", "manojo, mazzetto, ciuffo, maço, zväzok, svazek, pęczek, knippe, bosje, bos"),
    ("handful", "puñado, puñados, manciata, punhado, hrsť, hrst, garść, håndfuld, neve, handvol"),
    ("splash", "chorrito, chorro, goccio, scheutje, skvätka, stänk"),
    ("glass", "vaso, vasos, bicchiere, bicchieri, copo, copos, pohár, sklenice, glas"),
  ]
}
