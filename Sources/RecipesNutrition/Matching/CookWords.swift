import Foundation

/// The names cooks write, each pointing at the USDA food a careful cook would choose for it:
/// generic, raw unless the name says otherwise, the everyday kind ("butter" is salted butter,
/// "flour" all-purpose, "milk" whole, "oil" vegetable oil, "rice" long-grain white, dry).
///
/// Written by this project. A name is matched on its longest run of words found here,
/// nearest the end first (the head noun ends an English name). The other languages' words
/// for the commonest foods are in `CookWordsInOtherLanguages`, `CookWordsInRomanceLanguages`,
/// `CookWordsInCentralEurope` and `CookWordsInMoreLanguages`; a wider pantry's in
/// `CookWordsWiderPantry`.
enum CookWords {
  /// Folded name → food: the table below and the other languages', read once.
  static let table: [String: Food.ID] = {
    var table: [String: Food.ID] = [:]
    for entry in english + CookWordsInOtherLanguages.entries
      + CookWordsInRomanceLanguages.entries + CookWordsInCentralEurope.entries
      + CookWordsInMoreLanguages.entries + CookWordsWiderPantry.entries
      + CookWordsMeats.entries
    {
      for line in entry.split(separator: "\n") {
        let parts = line.split(separator: "=")
        guard parts.count == 2 else { continue }
        let id = parts[1].trimmingCharacters(in: .whitespaces)
        for name in parts[0].split(separator: ",") {
          let key = FoodWords.key(String(name))
          table[key] = id
          // "Cuisses de canard", "saucisses": a French plural in "-sses" folds as an
          // English one does ("glasses"), to "cuiss"; the name is found that way too.
          let plural = key.split(separator: " ").map { word in
            word.hasSuffix("sse") ? String(word.dropLast()) : String(word)
          }.joined(separator: " ")
          if plural != key, table[plural] == nil { table[plural] = id }
        }
      }
    }
    return table
  }()

  /// The longest run of words in a name.
  static let longestName = 5

  /// The everyday food of a head noun, for a name whose kind neither the cook's words nor
  /// the table know ("Havarti cheese", "hanger steak"): tried last, after every other rule.
  static let headFallbacks: [String: Food.ID] = [
    // Cheddar: the cheese cooks shred most.
    "cheese": "01009", "kase": "01009", "fromage": "01009",
    // Flank: a beef steak for the pan, raw.
    "steak": "13065",
    // Cod: a lean white fish.
    "fish": "15015", "fisch": "15015", "poisson": "15015",
    "sausage": "07036", "wurst": "07036", "saucisse": "07036",
    "squash": "11485", "pepper": "11821", "chili": "11670", "chile": "11670",
    "lettuce": "11252", "salad": "11252", "green": "11252",
    "mushroom": "11260", "nut": "12155", "berry": "09318",
    "pasta": "20120", "noodle": "20120", "bread": "18069", "bun": "18350",
  ].merging(CookWordsMeats.headFallbacks) { ours, _ in ours }
    .merging(CookWordsInMoreLanguages.headFallbacks) { ours, _ in ours }

  private static let english =
    [
      // Flours, sugars, baking
      """
      flour, all purpose flour, all-purpose flour, plain flour, white flour, ap flour = 20081
      self raising flour, self-rising flour = 20082
      bread flour, strong flour = 20083
      whole wheat flour, wholemeal flour, whole grain flour = 20080
      cornstarch, corn starch, cornflour = 20027
      cornmeal, yellow cornmeal, polenta = 20022
      sugar, white sugar, granulated sugar, caster sugar, superfine sugar = 19335
      brown sugar, light brown sugar, dark brown sugar = 19334
      powdered sugar, icing sugar, confectioners sugar, confectioner's sugar = 19336
      honey = 19296
      maple syrup, pure maple syrup = 19353
      molasses = 19304
      corn syrup, light corn syrup = 19350
      baking powder = 18369
      baking soda, bicarbonate of soda, bicarb = 18372
      yeast, active dry yeast, dry yeast, instant yeast = 18375
      vanilla, vanilla extract, pure vanilla extract = 02050
      cocoa, cocoa powder, unsweetened cocoa powder, unsweetened cocoa = 19165
      chocolate chip, semisweet chocolate chip, semi sweet chocolate chip, chocolate morsel = 19080
      semisweet chocolate, dark chocolate, bittersweet chocolate = 19080
      unsweetened chocolate, baking chocolate = 19078
      milk chocolate = 19120
      oreo, oreo cookie, chocolate sandwich cookie = 18166
      nutella, chocolate hazelnut spread, hazelnut spread = 19125
      sweetened condensed milk, condensed milk = 01095
      pie crust, pie shell, pie dough, pastry crust = 18334
      graham cracker crust = 18330
      """,
      // Dairy and eggs
      """
      butter, salted butter = 01001
      ghee, clarified butter, butter oil = 01003
      unsalted butter, sweet butter = 01145
      margarine = 04073
      milk, whole milk = 01077
      2% milk, reduced fat milk, semi skimmed milk, lowfat milk = 01079
      skim milk, nonfat milk, fat free milk, skimmed milk = 01085
      buttermilk = 01088
      heavy cream, heavy whipping cream, whipping cream, double cream, cream = 01053
      light cream, single cream = 01052
      half and half, half-and-half = 01049
      sour cream, soured cream = 01056
      whipped cream = 01054
      cream cheese = 01017
      yogurt, yoghurt, plain yogurt, natural yogurt = 01116
      greek yogurt, plain greek yogurt, strained yogurt = 01117
      vanilla yogurt = 01119
      egg, large egg, whole egg = 01123
      egg white = 01124
      egg yolk = 01125
      cheddar, cheddar cheese, sharp cheddar, sharp cheddar cheese = 01009
      mozzarella, mozzarella cheese = 01026
      parmesan, parmesan cheese, parmigiano reggiano, parmigiano, grana padano = 01032
      pecorino, pecorino romano, romano, kefalotyri = 01038
      feta, feta cheese = 01019
      gruyere, gruyere cheese = 01023
      swiss cheese, emmental, emmentaler, emmental cheese = 01040
      monterey jack, monterey jack cheese, mexican cheese blend, mexican cheese = 01025
      pepper jack, pepper jack cheese, pepperjack, jack cheese = 01025
      ricotta, ricotta cheese = 01036
      cottage cheese = 01012
      blue cheese = 01004
      provolone = 01035
      oaxaca, oaxaca cheese, queso oaxaca, quesillo, asadero, queso asadero = 01166
      chihuahua cheese, queso chihuahua = 01167
      """,
      // Fats and oils, condiments
      """
      olive oil, extra virgin olive oil, virgin olive oil, extra-virgin olive oil, evoo = 04053
      oil, vegetable oil, canola oil, rapeseed oil, cooking oil, neutral oil = 04582
      sunflower oil = 04060
      corn oil = 04518
      peanut oil, groundnut oil = 04042
      sesame oil, toasted sesame oil, sesame seed oil = 04058
      coconut oil = 04047
      shortening, vegetable shortening, crisco, butter flavored shortening = 04615
      lard = 04002
      mayonnaise, mayo = 04025
      salt, kosher salt, sea salt, table salt, fine salt, coarse salt, flaky salt = 02047
      soy sauce, shoyu, light soy sauce, dark soy sauce = 16123
      low sodium soy sauce, reduced sodium soy sauce, lite soy sauce = 16424
      tamari = 16124
      worcestershire sauce, worcestershire = 06971
      fish sauce = 06179
      hoisin sauce, hoisin = 06175
      ketchup, catsup = 11935
      barbecue sauce, bbq sauce = 06150
      salsa = 06164
      mustard, yellow mustard, dijon mustard, dijon, prepared mustard, whole grain mustard = 02046
      vinegar, white vinegar, distilled vinegar, rice vinegar, rice wine vinegar = 02053
      red wine vinegar, white wine vinegar, wine vinegar, sherry vinegar = 02068
      apple cider vinegar, cider vinegar = 02048
      balsamic vinegar, balsamic = 02069
      tahini = 12166
      miso, white miso, red miso, miso paste, white miso paste = 16112
      peanut butter = 16098
      tomato paste, tomato puree concentrate = 11546
      tomato sauce, passata = 11549
      tomato puree = 11547
      capers = 02054
      pickle, dill pickle = 11937
      bread and butter pickle, sweet pickle = 11940
      jam, jelly, preserve, strawberry jam, raspberry jam, apricot jam = 19297
      ranch dressing, ranch = 04639
      blue cheese dressing = 04539
      vinaigrette, balsamic vinaigrette, italian dressing = 04114
      chili garlic sauce, garlic chili sauce, chili paste, garlic chili paste, sambal oelek = 06961
      sriracha, sriracha sauce = 06961
      almond extract, anise extract, lemon extract, orange extract, peppermint extract = 02050
      mint extract, coconut extract, maple extract, rum extract, flavoring extract = 02050
      gluten free flour, gluten free all purpose flour, gluten free baking flour = 20061
      bouillon cube, stock cube, chicken bouillon cube, beef bouillon cube = 06080
      """,
      // Spices and dried herbs
      """
      pepper, black pepper, ground black pepper, peppercorn, ground pepper = 02030
      white pepper = 02032
      red pepper flake, crushed red pepper, chili flake, cayenne, cayenne pepper = 02031
      chili powder, chilli powder = 02009
      cumin, ground cumin, cumin seed = 02014
      paprika, smoked paprika, sweet paprika = 02028
      cinnamon, ground cinnamon = 02010
      nutmeg, ground nutmeg = 02025
      ginger powder, ground ginger = 02021
      garlic powder, granulated garlic = 02020
      onion powder = 02026
      oregano, dried oregano = 02027
      thyme, dried thyme = 02042
      basil, dried basil = 02003
      rosemary, dried rosemary = 02036
      sage, dried sage, ground sage = 02038
      bay leaf, bay leave = 02004
      curry powder, garam masala = 02015
      turmeric, ground turmeric = 02043
      ground coriander, coriander seed, coriander powder = 02013
      clove, ground clove = 02011
      allspice, allspice berry = 02001
      cardamom, cardamom pod, ground cardamom = 02006
      star anise, anise, aniseed = 02002
      chili flake, chilli flake, red chili flake = 02031
      gelatine, gelatin, gelatine leaf, gelatin powder = 19177
      fennel seed = 02018
      mustard powder, dry mustard, ground mustard, mustard seed = 02024
      poultry seasoning, herbes de provence, italian seasoning, mixed herb, dried herb = 02034
      taco seasoning = 02009
      """,
    ] + CookWordsProduce.entries
}
