/// The commonest things a German or French cook writes on a list, and their aisles: what
/// they type as items of their own ("500 g Mehl", "1 l de lait") goes where the English
/// words go. Singular and plural are both written, since the names are folded by English
/// rules.
extension GroceryAisleTable {
  static let otherLanguageRows: [(GroceryAisle, [String])] = [
    (
      .produce,
      [
        // German
        "zwiebel", "zwiebeln", "knoblauch", "kartoffel", "kartoffeln", "karotte", "karotten",
        "möhre", "möhren", "tomate", "tomaten", "gurke", "gurken", "paprika schote", "salat",
        "petersilie", "schnittlauch", "dill", "basilikum", "zitrone", "zitronen", "apfel",
        "äpfel", "banane", "bananen", "birne", "birnen", "pilze", "champignons", "lauch",
        "porree", "spinat", "brokkoli", "zucchini", "aubergine", "kohl", "ingwer",
        // French
        "oignon", "oignons", "ail", "pomme de terre", "pommes de terre", "carotte", "carottes",
        "tomates", "concombre", "salade", "persil", "ciboulette", "aneth", "basilic", "citron",
        "citrons", "pomme", "pommes", "poire", "poires", "champignon", "poireau", "poireaux",
        "épinards", "courgette", "courgettes", "chou", "gingembre",
      ]
    ),
    (
      .meatAndFish,
      [
        "hähnchen", "hühnchen", "hackfleisch", "rindfleisch", "schweinefleisch", "speck",
        "schinken", "lachs", "fisch", "garnelen", "poulet", "bœuf", "boeuf", "porc", "lardons",
        "jambon", "saumon", "poisson", "crevettes", "viande hachée",
      ]
    ),
    (
      .dairyAndEggs,
      [
        "milch", "butter", "sahne", "schlagsahne", "käse", "joghurt", "quark", "ei", "eier",
        "lait", "beurre", "crème", "crème fraîche", "fromage", "yaourt", "yaourts", "œuf",
        "œufs", "oeuf", "oeufs",
      ]
    ),
    (.bakery, ["brot", "brötchen", "toast", "pain", "baguette", "brioche"]),
    (
      .pantry,
      [
        "mehl", "zucker", "reis", "nudeln", "spaghetti", "öl", "olivenöl", "essig", "senf",
        "honig", "haferflocken", "linsen", "bohnen", "farine", "sucre", "riz", "pâtes",
        "huile", "huile d'olive", "vinaigre", "moutarde", "miel", "lentilles", "haricots",
      ]
    ),
    (
      .spices,
      [
        "salz", "pfeffer", "zimt", "kreuzkümmel", "kurkuma", "muskat", "muskatnuss",
        "paprikapulver", "kardamom", "sel", "poivre", "cannelle", "curcuma", "muscade",
      ]
    ),
    (.frozen, ["tiefkühlerbsen", "surgelés"]),
    (.drinks, ["wein", "bier", "saft", "kaffee", "tee", "vin", "bière", "café", "thé"]),
  ]
}
