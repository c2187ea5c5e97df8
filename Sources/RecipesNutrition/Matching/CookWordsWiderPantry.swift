/// Foods of a wider pantry the other tables of `CookWords` lacked or sent to the wrong food:
/// plant milks, cuts of meat and game, seafood, grains and flours, baking items, drinks, and
/// the same foods as German, French, Dutch, Swedish, Spanish and Italian cooks write them
/// (plurals spelt out where folding does not reach them: "rödlökar", "petti").
///
/// Written by this project from general kitchen knowledge (issue 40, a list of several hundred
/// lines of our own). A food SR21 does not have points at the one nearest in what a serving
/// holds, said beside it, when one is near; one that none is near (almond milk, dashi) is
/// left unknown, for the cook to choose.
enum CookWordsWiderPantry {
  static let entries = [
    // Milks, creams and cheeses
    """
    soy milk, soya milk, soymilk, sojamilch, lait de soja, sojamelk, sojamjolk, leche de soja = 16120
    evaporated milk, kondensmilch, lait concentre non sucre = 01096
    coconut cream, kokoscreme, creme de coco, kokosroom, kokosgradde = 12115
    kokosmelk, kokosmjolk, leche de coco, latte di cocco = 12118
    american cheese, american cheese slice, processed cheese, cheese slice = 01042
    goat cheese, soft goat cheese, chevre, chevre frais, fromage de chevre, geitenkaas = 01159
    ziegenkase, getost, queso de cabra, formaggio di capra = 01159
    cotija, cotija cheese, queso cotija, queso anejo = 01165
    // A fresh pressed cheese (about 300 kcal), nearer feta than cottage cheese (98).
    queso fresco, queso blanco, fetaost = 01019
    kefir, fromage blanc, fromage frais = 01116
    skyr, magerquark, magertopfen, magere kwark = 01118
    burrata, mozzarella di bufala, buffalo mozzarella, bufala = 01026
    halloumi, halloumi cheese, grillkase = 01027
    gouda, geriebener gouda, gouda cheese = 01022
    comte, beaufort = 01023
    fontina = 01020
    philadelphiaost, farskost, roomkaas, queso crema, formaggio spalmabile = 01017
    camembert = 01007
    lait demi ecreme = 01079
    lait ecreme = 01085
    """,
    // Meat, poultry and game
    """
    ribeye, ribeye steak, rib eye, rib eye steak, entrecote, entrecôte, rumpsteak = 13095
    sirloin, sirloin steak, top sirloin, top sirloin steak = 13929
    brisket, beef brisket, rinderbrust = 13803
    stew beef, rindergulasch, gulasch, gulaschfleisch, boeuf bourguignon = 13809
    boeuf a bourguignon, sauté de boeuf, runderstoofvlees, högrev = 13809
    chicken wing, chicken wingette, hahnchenflugel, aile de poulet, kippenvleugel = 05100
    chicken liver, hahnchenleber, foie de volaille, kippenlever = 05027
    petti di pollo, pechuga de pollo, pechugas de pollo, blancs de poulet = 05062
    sovracosce di pollo, sovracoscia di pollo, contramuslo de pollo = 05096
    cosce di pollo, coscia di pollo = 05075
    duck breast, entenbrust, entenbruste, magret de canard, magret, eendenborst = 05145
    eendenborsten, ankbrost = 05145
    petto d anatra, pechuga de pato = 05145
    // USDA weighs a duck's leg roasted (92 g, meat and skin); the raw duck is weighed whole.
    duck leg, entenkeule, entenkeulen, cuisse de canard, eendenbout, anklar = 05317
    duck, whole duck, canard, canard entier, ente, eend, anka = 05139
    duck fat, graisse de canard, entenschmalz, ganzeschmalz, eendenvet, ankfett = 04574
    duck liver = 05143
    duck egg = 01138
    kycklingbrost, kycklingbrostfile, kycklingfileer = 05062
    beef fillet, rinderfilet, filet de boeuf, ossenhaas, oxfile, solomillo de ternera = 13917
    filetto di manzo = 13917
    veal chop, kalbskotelett, cote de veau = 17104
    varkenshaasje, varkenshaasjes, solomillo de cerdo, filetto di maiale = 10218
    flaskkotletter, flaskkotlett, lomo, lomo de cerdo = 10020
    speklap, speklapjes, poitrine de porc, schweinebauch, pancetta fresca = 10005
    lard fume, poitrine fumee, tranches de lard, tranche de lard, lard paysan = 10123
    kasseler, kassler = 07029
    mortadella = 07050
    turkey breast, putenbrust, blanc de dinde, kalkoenfilet, kalkonbrost = 05219
    ground pork, schweinehackfleisch, schweinehack, porc hache, varkensgehakt, flaskfars = 10219
    schweineschulter, schweinebraten, schweinenacken, epaule de porc = 10070
    pork tenderloin, schweinefilet, filet mignon de porc, varkenshaas, flaskfile = 10218
    schweineschnitzel, schweinekotelett, kotelett, cote de porc, chuleta de cerdo = 10020
    chuletas de cerdo, karbonade, flaskkotlett, braciola di maiale = 10020
    veal, vitello = 17094
    // A cutlet weighed as USDA weighs a lean veal chop (113 g).
    veal cutlet, veal escalope, kalbsschnitzel, escalope de veau, kalfsoester = 17107
    fettine di vitello, fettina di vitello, scaloppine = 17107
    leg of lamb, lammkeule, gigot d agneau, lamsbout, lammstek, lammschulter = 17001
    epaule d agneau, lamsschouder = 17001
    lamb chop, lammkotelett, cotelette d agneau, lamskotelet = 17023
    prosciutto, prosciutto crudo, parma ham, serrano ham, jamon serrano, jamon iberico = 10141
    parmaschinken, jambon cru, jambon de bayonne, rauwe ham = 10141
    guanciale = 10105
    carne macinata di manzo, carne trita, carne tritata, carne picada de ternera = 23567
    speckwurfel, speck, lardon, spekblokje, spek = 10123
    kochschinken, schinkenwurfel, schinken, jambon, jambon blanc, prosciutto cotto = 07029
    hot dog, frankfurter, wiener, wiener wurstchen, wienerle, wurstchen, knakworst = 07023
    saucisse de francfort = 07023
    hot dog bun, hotdog bun = 18350
    bratwurst, bratwurste, rostbratwurst = 07013
    saucisse de toulouse, saucisse, salsiccia fresca, salchicha fresca = 07036
    saucisson, saucisson sec = 07071
    """,
    // Fish and seafood
    """
    smoked salmon, lox, raucherlachs, saumon fume, gerookte zalm, rokt lax, kallrokt lax = 15179
    salmon ahumado, salmone affumicato = 15179
    scallop, sea scallop, bay scallop, jakobsmuschel, noix de saint jacques = 15172
    saint jacques, coquille saint jacques, sint jakobsschelp, kammusslor, capesante = 15172
    lobster, lobster tail, hummer, homard, kreeft, hummer, bogavante, astice = 15147
    crab, crab meat, crabmeat, lump crab meat, krabbenfleisch, chair de crabe, krabvlees = 15141
    mahi mahi, dolphinfish, dorade coryphene = 15023
    tuna steak, fresh tuna, ahi tuna, yellowfin tuna, thunfischsteak, thon frais = 15127
    sole, filet de sole, seezunge, scholle, schol, scholfilet, rodspatta, plaice = 15028
    kabeljaufilet, kabeljau, dorsch, cabillaud, kabeljauw, torsk = 15015
    zalmfilet, lachs, saumon, salmon, laxfileer = 15236
    anchovy paste, sardellenpaste, acciughe, alici, anchois, ansjovis, sardellen, anchoas = 15002
    """,
    // Grains, pasta, breads and doughs
    """
    wild rice = 20088
    bulgur, bulghur, bulgur wheat, boulgour = 20012
    chickpea flour, gram flour, besan, kichererbsenmehl, farine de pois chiche = 16157
    couscous, pearl couscous, israeli couscous, semoule, semoule de couscous = 20028
    soba, soba noodle = 20114
    udon, udon noodle, somen = 20116
    fresh pasta, fresh egg pasta, pasta fresca, frische nudeln, spatzle, spaetzle = 20093
    sourdough, sourdough bread, ciabatta, pain de campagne, country bread = 18029
    // Potato gnocchi (about 130 kcal) as fresh pasta cooked.
    gnocchi = 20094
    dumpling wrapper, gyoza wrapper, potsticker wrapper, wonton wrapper = 18368
    almond flour, almond meal, mandelmehl, poudre d amande, amandelmeel, mandelmjol = 12061
    harina de almendra, farina di mandorle = 12061
    farro, spelt, dinkel, epeautre, spelt grain = 20140
    cake flour, pastry flour = 20084
    rye flour, roggenmehl, farine de seigle, roggebloem, ragmjol = 20064
    tapioca, tapioca starch, tapioca flour, tapiokastarke = 20068
    brotchen, semmel, petit pain, broodje, kaiser roll, hard roll = 18353
    vollkornbrot, pain complet, volkorenbrood, whole wheat bread, wholemeal bread = 18075
    pain de mie, toastbrot, toast bread, sandwich bread = 18069
    phyllo, filoteig, yufka, pate filo, pate phyllo, multifeuille, feuille de brick = 18338
    filodeeg, pasta fillo = 18338
    puff pastry, smordeg, bladerdeeg, pasta sfoglia, hojaldre, masa de hojaldre = 18337
    pate brisee, pasta brise, murbeteig, shortcrust pastry = 18334
    // Crescent dough, nearest the table's richer refrigerated biscuit dough (322 kcal).
    crescent roll, crescent dough, crescent roll dough, refrigerated crescent roll = 18014
    velveeta, processed cheese spread, cheese spread = 01048
    jello, jell o, gelatin dessert mix, jelly crystals, wackelpudding = 19172
    doritos, nacho cheese tortilla chips, nacho chips = 19057
    bisquick, baking mix, biscuit mix, buttermilk baking mix = 18010
    // US apple cider is unfiltered apple juice.
    apple cider, sweet cider, fresh apple cider = 09016
    pizzateig, pate a pizza, impasto per pizza, masa de pizza, pizzadeeg = 18069
    tortillas de maiz, tortilla de maiz = 18363
    harina de maiz, farine de mais, farina di mais, maismehl, maismeel, majsmjol = 20022
    tortillas de harina, tortilla de harina = 18364
    """,
    // Pulses, nuts, seeds and produce
    """
    lima bean, butter bean = 11031
    split pea, yellow split pea, green split pea = 16085
    black eyed pea, black eyed bean, cowpea = 16062
    kikkererwten, kikartor, kikarter = 16058
    hazelnut, filbert = 12120
    sesame seed, white sesame seed, black sesame seed, sesam, sesamsaat, graine de sesame = 12023
    toasted sesame seed = 12024
    celery root, celeriac, knollensellerie, celeri rave, knolselderij, rotselleri = 11141
    water chestnut = 11590
    green olive, olive verte, groene olijf, grona oliver, aceituna verde = 09195
    bok choy, pak choi, baby bok choy, pak choy, paksoi = 11116
    squash blossom, zucchini flower, zucchini blossom, fleur de courgette, flor de calabaza = 11416
    fiori di zucca, zucchiniblute = 11416
    habanero, habanero pepper = 11819
    eisbergsalat, laitue iceberg, ijsbergsla, isbergssallad = 11252
    rodlok, rodlokar, rod lok = 11282
    sotpotatis, sotpotatisar = 11507
    pfifferling, pfifferlinge, girolle, chanterelle, cantharel, kantarell = 11260
    gewurzgurke, gewurzgurken, cornichon, augurk, augurken, saltgurka, pepinillo = 11937
    lima, limas = 09159
    krossade tomater, krossad tomat, hela tomater, tomates concassees, tomate triturado = 11531
    tamarind, tamarind paste, tamarind pulp = 09322
    """,
    // Spices, seasonings and condiments
    """
    kardamomkapsel, kardamomkapseln, gousse de cardamome, kardemompeul = 02006
    tahin, tahina, tahinipaste = 12166
    fischsauce, sauce poisson, sauce nuoc mam, nuoc mam, vissaus, fisksas = 06179
    austernsauce, sauce huitre, oestersaus, ostronsas, salsa de ostras = 06176
    saffron, saffron thread, safran, saffran, azafran, zafferano = 02037
    paprikapulver, edelsuss paprikapulver, paprika edelsuss, paprikapoeder, pimenton = 02028
    pimenton dulce, pimenton de la vera, pimenton picante, paprika doux = 02028
    muskatnuss, muskat, noix de muscade, nootmuskaat, muskotnot, nuez moscada = 02025
    noce moscata = 02025
    curry, kerrie, currypulver, poudre de curry = 02015
    // Spice blends, as curry powder is one; za'atar a blend of dried herbs.
    ras el hanout, five spice, five spice powder, chinese five spice, baharat, berbere = 02015
    za atar, zaatar, zahtar = 02034
    sumac, sumak, sumach = 02028
    capperi, alcaparra, alcaparras, kapern, kapper, kappertjes, kapris, capre = 02054
    ponzu, ponzu sauce = 16123
    yuzu juice, yuzu = 09152
    vanilla bean, vanilla pod, vanilleschote, gousse de vanille, vanillestokje = 02050
    vaniljstang, baccello di vaniglia = 02050
    wacholderbeere, wacholderbeeren, juniper berry, baie de genievre, jeneverbes = 02001
    hot sauce, louisiana hot sauce, buffalo sauce, piri piri sauce = 06961
    // Fermented soybean pastes, sweet or hot: nearer miso (199 kcal) than a chili sauce (21).
    gochujang, doubanjiang, chili bean paste, doenjang = 16112
    sojasaus, soja, sojasas = 16123
    pindakaas, jordnotssmor, beurre de cacahuete, mantequilla de cacahuete = 16098
    balsamicoessig, balsamico, vinaigre balsamique = 02069
    alfredo sauce, cheese sauce, kasesauce = 06930
    """,
    // Baking and sweets
    """
    espresso powder, instant espresso, instant espresso powder, instant coffee = 14214
    instant coffee powder, instant coffee granule, coffee granule, loslicher kaffee = 14214
    cream of tartar, weinstein, creme de tartre = 18373
    marshmallow, mini marshmallow, miniature marshmallow = 19116
    sprinkles, nonpareil, hundreds and thousands, streusel dekor = 19335
    caramel sauce, caramel topping, salted caramel sauce, butterscotch sauce = 19364
    dulce de leche, confiture de lait = 01095
    golden syrup, light treacle = 19350
    granola, muesli crunch, knuspermusli = 08037
    cornflakes, corn flakes = 08076
    butterscotch chip, butterscotch morsel = 19085
    toffee, toffee bit, english toffee bit = 19383
    whipped topping, cool whip, frozen whipped topping = 01073
    rice krispies, rice krispie, crisp rice cereal, puffed rice cereal = 08065
    instant vanilla pudding mix, vanilla pudding mix, instant pudding mix = 19202
    cake mix, yellow cake mix, white cake mix, vanilla cake mix = 18144
    """,
    // Drinks
    """
    ginger ale = 14136
    tomato juice, tomatensaft, jus de tomate, tomatensap = 11540
    // A vinegar named after a wine is a wine vinegar, not the wine.
    champagne vinegar, prosecco vinegar, cava vinegar, vinaigre de champagne = 02068
    prosecco, champagne, cava, sparkling wine, sekt, cremant, spumante = 14106
    beer, lager, stout, ale, pale ale, bier, biere, cerveza, birra = 14003
    tequila, mezcal, cognac, armagnac, calvados, grappa, schnapps = 14037
    dry sherry, fino sherry, cream sherry, marsala, marsala wine, port wine, madeira = 14536
    vermouth, dry vermouth = 14536
    grand marnier, cointreau, triple sec, kahlua, amaretto, liqueur, baileys = 14414
    tea, black tea, green tea, brewed tea, strong tea = 14355
    fish stock, fischfond, fumet de poisson, visbouillon = 06174
    """,
  ]
}
