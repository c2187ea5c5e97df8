/// German and French names of the commonest foods, for `CookWords`: what the lines of
/// recipes in those languages name, folded as the English ones are.
enum CookWordsInOtherLanguages {
  static let entries = [
    """
    mehl, weizenmehl, type 405, farine, farine de ble = 20081
    zucker, sucre, sucre en poudre, kristallzucker = 19335
    puderzucker, sucre glace = 19336
    brauner zucker, sucre roux, cassonade = 19334
    beurre, beurre doux = 01145
    beurre sale = 01001
    ei, eier, oeuf = 01123
    milch, vollmilch, lait, lait entier = 01077
    sahne, schlagsahne, creme fraiche, creme liquide, creme entiere = 01053
    quark, joghurt, yaourt = 01116
    backpulver, levure chimique = 18369
    natron = 18372
    salz, sel, sel fin, gros sel = 02047
    pfeffer, poivre, poivre noir = 02030
    zimt, cannelle = 02010
    muskat, muscade = 02025
    apfel, pomme = 09003
    zitrone, zitronen, citron = 09150
    zitronensaft, jus de citron = 09152
    zwiebel, zwiebeln, oignon = 11282
    knoblauch, knoblauchzehe, knoblauchzehen, ail, gousse d ail = 11215
    kartoffel, kartoffeln, festkochende kartoffeln, mehligkochende kartoffeln = 11355
    pomme de terre, pommes de terre = 11355
    karotte, karotten, mohre, mohren, moehre, moehren, carotte = 11124
    tomate, tomaten = 11529
    gemusebruhe, gemuesebruehe, bouillon de legume = 06008
    huhnerbruhe, bouillon de volaille = 06413
    rinderbruhe, bouillon de boeuf = 06008
    olivenol, huile d olive = 04053
    sonnenblumenol, huile de tournesol = 04060
    ol, pflanzenol, rapsol, huile, huile vegetale = 04582
    essig, weissweinessig, weinessig, vinaigre, vinaigre de vin = 02068
    senf, moutarde = 02046
    schnittlauch, ciboulette = 11156
    petersilie, persil = 11297
    reis, riz = 20044
    nudeln, spaghetti, pates = 20120
    hackfleisch, rinderhackfleisch, boeuf hache = 23567
    hahnchenbrust, huhnerbrust, blanc de poulet = 05062
    speck, lardons = 10123
    pate brisee, pate sablee, murbeteig, muerbeteig = 18334
    pate feuilletee, blatterteig, blaetterteig = 18337
    emmentaler kase, bergkase = 01040
    spinat, blattspinat, babyspinat, epinard, epinards, pousses d epinard = 11457
    champignon, champignons, pilze, braune champignons, champignons de paris = 11260
    lauch, porree, poireau, poireaux = 11246
    gurke, salatgurke, concombre = 11205
    erbsen, tiefkuhlerbsen, petits pois = 11312
    brokkoli, brocoli = 11090
    blumenkohl, chou fleur = 11135
    kohl, weisskohl, chou, chou blanc = 11109
    sellerie, staudensellerie, celeri, celeri branche = 11143
    zucchini, zucchetti, courgette, courgettes = 11477
    schmand, saure sahne, sauerrahm, creme aigre = 01056
    frischkase, doppelrahmfrischkase, fromage a tartiner = 01017
    lachs, lachsfilet, saumon, pave de saumon = 15236
    honig, miel = 19296
    mandeln, gemahlene mandeln, amandes, poudre d amande = 12061
    walnusse, walnusskerne, cerneaux de noix = 12155
    haferflocken, flocons d avoine = 08120
    linsen, rote linsen, lentilles, lentilles corail = 16069
    kichererbsen, pois chiches = 16058
    gehackte tomaten, stuckige tomaten, dosentomaten, geschalte tomaten = 11531
    tomates concassees, tomates pelees, pulpe de tomate = 11531
    passierte tomaten, coulis de tomate = 11549
    tomatenmark, concentre de tomate = 11546
    banane, bananen = 09040
    orange, orangen = 09200
    wasser, eau = 14411
    """
  ]
}
