/// Danish and Norwegian names of the foods a cook buys most, more Dutch and Swedish ones, and
/// English names the other tables lacked, for `CookWords`: written as cooks of each language
/// write them (accents and all; they are folded as lines are).
///
/// Written by this project from general knowledge of each kitchen. A word that is an English
/// word too ("öl" folds to "ol") is left out.
enum CookWordsInMoreLanguages {
  static let entries = [
    // English foods the other tables lack
    """
    pistachio, shelled pistachio = 12151
    pomegranate, granatäpple, granaatappel, granatapfel, grenade, granada, melograno = 09286
    macadamia, macadamia nut = 12131
    poppy seed, mohn, graines de pavot = 02033
    sunflower seed, sonnenblumenkerne = 12036
    pumpkin seed, pepita, kurbiskerne = 12014
    flaxseed, flax seed, ground flaxseed, linseed, leinsamen, flaxseed meal, flax meal = 12220
    dried cranberry, craisin = 09079
    date, medjool date, pitted date, datteln, dadels = 09421
    dried apricot, getrocknete aprikosen, abricots secs = 09032
    dried fig = 09094
    rum, dark rum, white rum = 14050
    vodka = 14051
    whiskey, whisky, bourbon, brandy, cognac, gin = 14037
    ladyfinger, savoiardi, lady finger, löffelbiskuit, löffelbiskuits, boudoirs = 18423
    white chocolate, white chocolate chip, candy melt, candy melts, weisse schokolade = 19087
    chocolat blanc, witte chocolade, vit choklad = 19087
    garlic paste, minced garlic, jarred garlic = 11215
    harissa, sambal = 06961
    red pepper powder, gochugaru, korean chili flake = 02031
    fresh sage, sage leaf, salbei, salbeiblatter, sauge = 02038
    blauschimmelkase, gorgonzola, roquefort = 01004
    grapes, vindruvor, druiven, weintrauben, raisin blanc = 09132
    citronjuice, citronsaft, pressad citron = 09152
    blekselleri, selleristjalk, bleekselderij, stangensellerie = 11143
    agave, agave syrup, agave nectar, agavendicksaft, agavensirup = 19353
    """,
    // Danish and Norwegian
    """
    hvedemel = 20081
    sukker = 19335
    flormelis, melis = 19336
    brunt sukker = 19334
    æg = 01123
    mælk, sødmælk, helmelk = 01077
    fløde, piskefløde, fløte, kremfløte, matfløte = 01053
    rømme, cremefraiche = 01056
    olivenolie, olivenolje = 04053
    rapsolie, rapsolje, solsikkeolie = 04582
    peber, sort peber = 02030
    gær, gjær, tørgær = 18375
    bagepulver, bakepulver = 18369
    løg, rødløg, rødløk = 11282
    hvidløg, hvidløgsfed, hvitløk, hvitløksfedd = 11215
    kartofler, poteter = 11355
    gulerødder, gulrøtter, gulerod = 11124
    tomater = 11529
    kylling, kyllingebryst, kyllingbryst = 05062
    hakket oksekød, oksefars, kjøttdeig = 23567
    svinekød, svinekjøtt = 10020
    laks = 15236
    ris = 20044
    citron = 09150
    honning = 19296
    vand, vann = 14411
    ost, revet ost = 01009
    """,
    // More Dutch and Swedish
    """
    zelfrijzend bakmeel, bakmeel = 20082
    basterdsuiker, witte basterdsuiker = 19335
    bruine basterdsuiker, donkerbruine basterdsuiker, bruine suiker, farinsocker = 19334
    roomboter, ongezouten roomboter = 01145
    eidooier, eidooiers, eigeel, äggula, äggulor = 01125
    eiwit, äggvita, äggvitor = 01124
    halfvolle melk, mellanmjölk, lättmjölk = 01079
    karnemelk, kärnmjölk = 01088
    zure room = 01056
    kwark, kvarg, filmjölk = 01116
    griekse yoghurt, grekisk yoghurt, turkisk yoghurt = 01117
    kaas, jonge kaas, belegen kaas, oude kaas, goudse kaas = 01022
    parmezaanse kaas, parmezaan, parmesanost = 01032
    sjalot, sjalotten, schalottenlök = 11677
    prei, purjolök = 11246
    bosui, lente ui, salladslök = 11291
    rode ui, rödlök = 11282
    komkommer, gurka = 11205
    sla, ijsbergsla, sallad, isbergssallad = 11252
    bloemkool, blomkål = 11135
    rode kool, rödkål = 11112
    witte kool, vitkål, spetskål = 11109
    zuurkool, surkål = 11439
    spruitjes, brysselkål = 11098
    sperziebonen, haricots verts = 11052
    pompoen, pumpa = 11422
    zoete aardappel, zoete aardappelen, sötpotatis = 11507
    knolselderij, rotselleri = 11141
    venkel, fänkål = 11957
    champinjoner, svamp = 11260
    doperwten, ärtor, gröna ärtor = 11312
    majskorn = 11167
    runderlappen, sukade, rundersukade, stoofvlees, riblappen, draadjesvlees = 13809
    rundvlees, högrev, nötkött = 13809
    varkensvlees, fläskkött = 10020
    speklappen = 10005
    ham, skinka = 07029
    rookworst, worst, korv, falukorv = 07075
    kippendijen, kippendijfilet, kycklinglår = 05096
    kippenbouillon, kycklingbuljong, hönsbuljong = 06413
    runderbouillon, groentebouillon, grönsaksbuljong, köttbuljong = 06008
    tonijn = 15121
    garnalen = 15149
    kabeljauw = 15015
    haring, sill = 15039
    makreel, makrill = 15046
    noedels, nudlar = 20120
    brood, bröd = 18069
    paneermeel, ströbröd = 18079
    appel, äpple, äpplen = 09003
    banaan, banan = 09040
    peer, päron = 09252
    aardbeien, jordgubbar = 09316
    frambozen, hallon = 09302
    blauwe bessen, blåbär = 09050
    rozijnen, russin = 09298
    honing, honung = 19296
    stroop, appelstroop, perenstroop, sirap, ljus sirap, mörk sirap = 19304
    kaneel, kanel = 02010
    nootmuskaat, muskot, muskotnöt = 02025
    komijn, spiskummin = 02014
    kerriepoeder, kerrie = 02015
    gember, ingefära = 11216
    peterselie, persilja = 11297
    dille, dill = 02045
    bieslook, gräslök = 11156
    munt, mynta = 02064
    rozemarijn = 02063
    kardemumma, kardemom = 02006
    jeneverbessen, enbär = 02001
    speculaaskruiden, koekkruiden, pepparkakskrydda = 02035
    ontbijtkoek, peperkoek = 18116
    mosterd, senap = 02046
    mayonaise, majonnäs = 04025
    azijn, natuurazijn, vinäger, ättika = 02053
    bier = 14003
    gist, droge gist, torrjäst = 18375
    bikarbonat, bakingsoda, zuiveringszout = 18372
    maizena, majsstärkelse, potatismjöl = 20027
    walnoten, valnötter = 12155
    amandelen, mandel, mandlar = 12061
    hazelnoten, hasselnötter = 12120
    chocolade, choklad = 19080
    cacaopoeder, cacao, kakao = 19165
    havregryn, havermout = 08120
    lekvár, džem, marmeláda, mermelada, confitura, marmellata, confettura, dżem, konfitura = 19297
    syltetøj, sylt, jam, marmelade = 19297
    tomatenblokjes, tomaatblokjes, tomaatstukjes, tomatenstukjes, gepelde tomaten = 11531
    bouillontablet, bouillontabletten, kippenbouillontablet, kippenbouillontabletten = 06080
    runderbouillontablet, runderbouillontabletten, groentebouillontablet = 06080
    groentebouillontabletten, buljongtärning, buljongtärningar = 06080
    water, vatten = 14411
    """,
    // Fruit and vegetables a sweep of everyday lines in seven languages found unknown
    """
    abricot, abricots, aprikose, aprikosen, abrikoos, abrikozen, aprikos, aprikoser = 09021
    albaricoque, albaricoques, albicocca, albicocche = 09021
    pflaume, pflaumen, zwetschge, zwetschgen, zwetschke, zwetschken, pruim, pruimen = 09279
    plommon, ciruela, ciruelas, susina, susine = 09279
    fenouil, fenchel, fenchelknolle, hinojo, finocchio, finocchi = 11957
    navet, navets, mairube, mairuben, raap, raapjes, rova, rovor, nabo, nabos, rapa = 11564
    potatisar, fast potatis, mjolig potatis = 11355
    kopfsalat, laitue, salade verte, kropsla, huvudsallat = 11253
    // Fresh (compressed) yeast, a third as rich as dry.
    fresh yeast, cake yeast, compressed yeast, frische hefe, frischhefe, hefewurfel = 18374
    wurfel hefe, wurfel frische hefe = 18374
    levure fraiche, levure de boulanger fraiche, verse gist, jast, farsk jast = 18374
    levadura fresca, lievito di birra fresco, lievito fresco = 18374
    feldsalat, mache, veldsla, canonigos, valerianella, songino = 11253
    radieschen, radis, radijs, radijsjes, radisor, rabanito, rabanitos, ravanelli = 11429
    """,
  ]

  /// A word alone that names a food, and begins the names of others ("noix de coco",
  /// "sucre vanillé"): that food only when the name says nothing else.
  static let headFallbacks: [String: Food.ID] = [
    "noix": "12155", "salade": "11253", "vanille": "02050",
  ]
}
