/// Meat named by its animal ("500 g Rindfleisch", "1 kg de bœuf", "500 g pork"), its everyday
/// roasts, cutlets and minces, and the fat rendered from it, for `CookWords`: in English,
/// German, French, Dutch, Swedish, Spanish and Italian.
///
/// Without them the plainest lines went unknown ("veau", "Schweinefleisch") or to the first
/// description holding the word ("pork" was back fat, "beef" pastrami, "turkey" giblets).
/// Each animal's meat is the cut the other tables already take for it: beef for stewing
/// (chuck), pork loin, veal leg, lamb's trimmed retail cuts, turkey's meat without skin.
///
/// Written by this project from general kitchen knowledge; no recipe's words.
enum CookWordsMeats {
  static let entries = [
    """
    beef meat, viande de boeuf, rindfleisch, rinderbraten, roti de boeuf, pot roast = 13809
    beef pot roast, rindergulaschfleisch, carne de vacuno = 13809
    // Rouladen and topside are the lean round, cut thin.
    topside, beef topside, rinderrouladen, rouladen, rindsrouladen, rumsteak de boeuf = 13891
    pork meat, viande de porc, schweinefleisch, carne di maiale = 10020
    // A roast as English "pork roast" finds it: the boneless top loin.
    roti de porc, roti de porc dans le filet, varkensgebraad, flaskstek = 10224
    pork neck, echine de porc, schweinekamm, varkensnek, flasknacke = 10070
    veal meat, viande de veau, kalbfleisch, kalbsbraten, blanquette de veau = 17094
    saute de veau, roti de veau, kalfsvlees, kalvkott = 17094
    lamb meat, viande d'agneau, lammfleisch, lamsvlees, lammkott, carne de cordero = 17001
    carne di agnello = 17001
    turkey meat, viande de dinde, putenfleisch, kalkoenvlees, kalkonkott, carne de pavo = 05167
    turkey cutlet, turkey escalope, turkey steak, putenschnitzel, putensteak = 05219
    pechuga de pavo, pechugas de pavo, petto di tacchino, petti di tacchino = 05219
    escalope de dinde, filet de dinde, kalkoenschnitzel, filete de pavo, fesa di tacchino = 05219
    turkey mince, minced turkey, putenhack, putenhackfleisch, dinde hachee = 05305
    kalkoengehakt, kalkonfars, pavo molido, macinato di tacchino = 05305
    hahnchenfleisch, huhnerfleisch, viande de poulet, kippenvlees = 05011
    kycklingkott, carne de pollo, carne di pollo = 05011
    schmalz, schweineschmalz, saindoux, reuzel, ister, manteca de cerdo, strutto = 04002
    pork rind, pork crackling, pork scratching, chicharron, chicharrones = 19041
    """
  ]

  /// The animal's word alone ("pork", "veau", "Pute"): its meat only when the name says
  /// nothing else, for the word also begins or ends names of other foods ("pork shoulder",
  /// "corned beef", "fond de veau").
  static let headFallbacks: [String: Food.ID] = [
    "beef": "13809", "boeuf": "13809",
    "pork": "10020", "porc": "10020", "schnitzel": "10020",
    "veau": "17094",
    "agneau": "17001", "cordero": "17001", "agnello": "17001",
    "turkey": "05167", "dinde": "05167", "pute": "05167", "truthahn": "05167",
    "kalkoen": "05167", "kalkon": "05167", "pavo": "05167", "tacchino": "05167",
  ]
}
