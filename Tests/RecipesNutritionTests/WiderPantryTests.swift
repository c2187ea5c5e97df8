import RecipesNutrition
import RecipesQuantities
import XCTest

/// A wider pantry than the pages we measure on (issue 40): plant milks, cuts of meat and
/// seafood, grains, baking items and drinks the cook's words lacked or sent to a wrong food,
/// and pieces counted in German, French, Dutch, Swedish, Spanish and Italian.
///
/// Every line is written here, from a list of several hundred of our own; the foods and
/// grams expected are read off the SR21 table by hand (its portion named beside each).
final class WiderPantryTests: XCTestCase {
  /// A line, the food it names and the grams it weighs.
  private struct Row {
    let line: String
    let id: Food.ID
    let grams: Double
  }

  private func assertRows(_ rows: [Row], file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    for row in rows {
      try BundledTableLines.assertLine(
        row.line, is: row.id, grams: row.grams, file: file, line: line)
    }
  }

  func testMilksCreamsAndCheeses() throws {
    try assertRows([
      // Soymilk, original and vanilla, unfortified: cup 243 g (not cow's milk).
      Row(line: "1 cup soy milk", id: "16120", grams: 243),
      // Nuts, coconut cream, raw: cup 240 g (not dairy cream).
      Row(line: "1/2 cup coconut cream", id: "12115", grams: 120),
      // Milk, canned, evaporated: cup 252 g (not fresh milk).
      Row(line: "1 cup evaporated milk", id: "01096", grams: 252),
      // Cheese, goat, soft type: crumbled goat cheese is the soft one.
      Row(line: "4 oz goat cheese, crumbled", id: "01159", grams: 113.4),
      // Cheese, pasteurized process, american: slice (3/4 oz) 21 g, not the imitation.
      Row(line: "2 slices American cheese", id: "01042", grams: 42),
      // Cheese, feta, for a fresh pressed cheese; cup, crumbled 150 g.
      Row(line: "1/2 cup queso fresco, crumbled", id: "01019", grams: 75),
      // Cheese, camembert: a whole one as its makers sell it, 250 g.
      Row(line: "1 camembert", id: "01007", grams: 250),
      // Yogurt, plain, whole milk: a French pot, 125 g ("nature" says how, not what).
      Row(line: "1 yaourt nature", id: "01116", grams: 125),
      Row(line: "200 g geriebener Gouda", id: "01022", grams: 200),
    ])
  }

  func testMeatCutsCountedInAnyLanguage() throws {
    try assertRows([
      // Chicken, broilers or fryers, thigh, meat only: "thigh, bone and skin removed" 69 g,
      // the cut its description names (not a whole chicken's 1 046 g).
      Row(line: "4 Hähnchenschenkel", id: "05096", grams: 276),
      Row(line: "4 muslos de pollo", id: "05096", grams: 276),
      // A French "-sses" plural ("cuisses") is found as its singular.
      Row(line: "4 cuisses de poulet", id: "05096", grams: 276),
      // …, breast, meat only: "breast, bone and skin removed" 236 g.
      Row(line: "2 blancs de poulet", id: "05062", grams: 472),
      Row(line: "2 petti di pollo", id: "05062", grams: 472),
      // …, drumstick, meat and skin: "drumstick, bone removed" 73 g (not a whole leg's 167).
      Row(line: "8 chicken drumsticks", id: "05066", grams: 584),
      // Duck, young duckling, …, leg, meat and skin, bone in, roasted: leg 92 g.
      Row(line: "6 cuisses de canard", id: "05317", grams: 552),
      Row(line: "2 duck legs", id: "05317", grams: 184),
      // Duck, wild, breast, meat only: "breast, bone and skin removed" 166 g.
      Row(line: "2 Entenbrüste", id: "05145", grams: 332),
      // Pork, …, tenderloin: "roast (yield from 1 raw roast …)" 505 g is one.
      Row(line: "1 pork tenderloin", id: "10218", grams: 505),
      // Pork, fresh, loin, whole: "chop, excluding refuse (yield from 1 raw chop …)" 117 g.
      Row(line: "4 côtes de porc", id: "10020", grams: 468),
      // Veal, loin, lean only: chop 113 g for a cutlet.
      Row(line: "2 Kalbsschnitzel", id: "17107", grams: 226),
      // Lamb, domestic, loin: chop 95 g.
      Row(line: "4 lamb chops", id: "17023", grams: 380),
      Row(line: "3 lb brisket", id: "13803", grams: 1360.8),
      Row(line: "250 g Schweinehackfleisch", id: "10219", grams: 250),
      Row(line: "500 g di carne macinata di manzo", id: "23567", grams: 500),
      Row(line: "100 g de jamón serrano", id: "10141", grams: 100),
      // Frankfurter, beef and pork: 45 g; Bratwurst, pork, cooked: link 85 g.
      Row(line: "4 Wiener Würstchen", id: "07023", grams: 180),
      Row(line: "4 Bratwürste", id: "07013", grams: 340),
      Row(line: "4 saucisses de Toulouse", id: "07036", grams: 452),
    ])
    try assertRows([
      // Duck, domesticated, meat and skin: duck 1 268 g (not the liver a search found).
      Row(line: "1 whole duck", id: "05139", grams: 1268),
      // Swedish breast, not the cheese ("-ost") its compound ends in.
      Row(line: "400 g kycklingbröst", id: "05062", grams: 400),
      // Pork, cured, bacon has no portions: a package's usual 450 g, not a kin's whole ham.
      Row(line: "1 paket bacon", id: "10123", grams: 450),
    ])
    // Bought on the bone as USDA weighs it ("bone in", 31 % refuse): the bone is not eaten.
    try BundledTableLines.assertLine("1 kg duck legs", is: "05317", grams: 690)
  }

  func testSeafood() throws {
    try assertRows([
      // Mollusks, scallop (not the summer squash of that name).
      Row(line: "1 lb scallops", id: "15172", grams: 453.6),
      // Fish, salmon, chinook, smoked (lox), not raw salmon.
      Row(line: "4 oz smoked salmon", id: "15179", grams: 113.4),
      Row(line: "200 g de saumon fumé", id: "15179", grams: 200),
      // Fish, anchovy, canned in oil: a tin is its "can (2 oz)", 45 g.
      Row(line: "1 tin anchovies", id: "15002", grams: 45),
      // Fillets in other words and compounds: salmon capped at a cook's 170 g; Fish,
      // flatfish (flounder and sole species): fillet 163 g.
      Row(line: "2 laxfiléer", id: "15236", grams: 340),
      Row(line: "4 filets de sole", id: "15028", grams: 652),
      // A pavé is a serving's piece of a fillet: a cook's 170 g, not the side's 396 g.
      Row(line: "2 pavés de saumon", id: "15236", grams: 340),
    ])
  }

  func testGrainsPastaBreadsAndDoughs() throws {
    try assertRows([
      // Dry, as a cook measures them before cooking: cups of 173, 140, 160 and 197 g.
      Row(line: "1 cup couscous", id: "20028", grams: 173),
      Row(line: "1 cup bulgur", id: "20012", grams: 140),
      Row(line: "1 cup wild rice", id: "20088", grams: 160),
      Row(line: "1 cup split peas", id: "16085", grams: 197),
      // Bread, whole-wheat: slice 28 g.
      Row(line: "4 Scheiben Vollkornbrot", id: "18075", grams: 112),
      // Puff pastry, frozen: rolled up or counted bare, a sheet (the baked one's 245 g).
      Row(line: "1 Rolle Blätterteig", id: "18337", grams: 245),
      Row(line: "1 pâte feuilletée", id: "18337", grams: 245),
      // Phyllo dough: sheet 19 g.
      Row(line: "4 feuilles de brick", id: "18338", grams: 76),
      Row(line: "4 vellen filodeeg", id: "18338", grams: 76),
      // Tortillas, corn: tortilla 24 g (not 720 g of sweet corn).
      Row(line: "8 tortillas de maíz", id: "18363", grams: 192),
    ])
  }

  func testBakingItemsAndSweets() throws {
    try assertRows([
      // Coffee, instant, regular, powder: tsp 1 g.
      Row(line: "1 tsp espresso powder", id: "14214", grams: 1),
      // Leavening agents, cream of tartar: tsp 3 g (not heavy cream).
      Row(line: "1/4 tsp cream of tartar", id: "18373", grams: 0.75),
      // Puddings, vanilla, dry mix, instant: package (3.5 oz) 99 g.
      Row(line: "1 package instant vanilla pudding mix", id: "19202", grams: 99),
      // Cake, yellow, dry mix: a box is its package (18.50 oz) 524 g.
      Row(line: "1 box yellow cake mix", id: "18144", grams: 524),
      // Gelatins, dry powder: a leaf (Blatt) 1.7 g, as German makers sell them.
      Row(line: "6 Blatt Gelatine", id: "19177", grams: 10.2),
      // Candies, marshmallows: cup of miniature 50 g.
      Row(line: "1 cup mini marshmallows", id: "19116", grams: 50),
      // Seeds, sesame seeds, whole, dried: tbsp 9 g (not the defatted meal).
      Row(line: "1 tbsp sesame seeds", id: "12023", grams: 9),
    ])
    // Nuts, hazelnuts or filberts, not hazelnut oil.
    XCTAssertEqual(try BundledTableLines.estimate("1/2 cup hazelnuts").food?.id, "12120")
  }

  func testDrinksAndSauces() throws {
    try assertRows([
      // A bottle is the table's "can or bottle (12 fl oz)", 354 g (light beer's, its kin).
      Row(line: "1 bottle beer", id: "14003", grams: 354),
      // Tomato juice, canned: cup 243 g (not clam and tomato juice).
      Row(line: "1 cup tomato juice", id: "11540", grams: 243),
      // Sauce, peppers, hot, chili: tbsp 15 g (not barbecue sauce).
      Row(line: "2 tbsp hot sauce", id: "06961", grams: 30),
      // Sauce, oyster: tbsp 18 g ("-sauce" compounds are named here).
      Row(line: "2 EL Austernsauce", id: "06176", grams: 36),
      // A German cup (Tasse) of 250 ml: whole milk, cup 244 g in 236.6 ml.
      Row(line: "2 Tassen Milch", id: "01077", grams: 515.7),
      // Sauce, cheese, ready-to-serve: cup 252 g (not 243 g of a dry mix).
      Row(line: "1 cup Alfredo sauce", id: "06930", grams: 252),
    ])
    XCTAssertEqual(try BundledTableLines.estimate("1 cup ginger ale").food?.id, "14136")
    XCTAssertEqual(try BundledTableLines.estimate("2 tbsp gochujang").food?.id, "16112")
    XCTAssertEqual(try BundledTableLines.estimate("2 el pindakaas").food?.id, "16098")
    // A wine named before "vinegar", or before "or … vinegar", is still the vinegar's.
    XCTAssertEqual(try BundledTableLines.estimate("2 tbsp champagne vinegar").food?.id, "02068")
    XCTAssertEqual(
      try BundledTableLines.estimate("2/3 cup sherry or apple cider vinegar").food?.id, "02068")
  }

  func testASpiceInAUnitTheLineReaderLeavesInTheNameStaysASpice() throws {
    // "krm" and "cucharadita" are units: the spice, not a bell pepper counted.
    XCTAssertEqual(try BundledTableLines.estimate("1 krm svartpeppar").food?.id, "02030")
    XCTAssertEqual(
      try BundledTableLines.estimate("1 cucharadita de pimentón dulce").food?.id, "02028")
    XCTAssertEqual(
      try BundledTableLines.estimate("1 TL edelsüßes Paprikapulver").food?.id, "02028")
  }

  func testProduceInOtherLanguages() throws {
    try assertRows([
      Row(line: "2 rödlökar", id: "11282", grams: 220),
      Row(line: "150 g fetaost", id: "01019", grams: 150),
      // Pumpkin flowers, raw: a bunch's usual 30 g.
      Row(line: "1 bunch squash blossoms", id: "11416", grams: 30),
      // Lima beans, not the Spanish limes.
      Row(line: "1 cup lima beans", id: "11031", grams: 156),
      Row(line: "1 can water chestnuts", id: "11590", grams: 400),
      // Tomatoes, canned: SR21's can is 190 g; a cook's holds 400 g.
      Row(line: "1 Dose gehackte Tomaten", id: "11531", grams: 400),
      Row(line: "1 tin chopped tomatoes", id: "11531", grams: 400),
    ])
    XCTAssertEqual(try BundledTableLines.estimate("2 limas").food?.id, "09159")
    XCTAssertEqual(try BundledTableLines.estimate("1 burk kikärtor").food?.id, "16058")
  }

  func testDoughsAndCheesesASupermarketSells() throws {
    try assertRows([
      // Cheese, monterey: a cup, shredded 132 g (pepper jack was a burrito).
      Row(line: "1 cup pepper jack cheese", id: "01025", grams: 132),
      // Biscuits, refrigerated dough, higher fat: the can the line sizes.
      Row(line: "1 (8 oz) can refrigerated crescent rolls", id: "18014", grams: 226.8),
      Row(line: "400 g Pizzateig", id: "18069", grams: 400),
      // Cheese spread, pasteurized process, american; gelatin desserts, dry mix.
      Row(line: "8 oz Velveeta, cubed", id: "01048", grams: 226.8),
      Row(line: "1 (3 oz) box Jell-O", id: "19172", grams: 85),
      // Apple juice, unsweetened: a cup 248 g (US cider, not apples).
      Row(line: "1/2 cup apple cider", id: "09016", grams: 124),
      // Yeast, baker's, compressed (fresh, 105 kcal, not dry's 295): a cube is 42 g.
      Row(line: "1 Würfel frische Hefe", id: "18374", grams: 42),
      Row(line: "½ Würfel Hefe", id: "18374", grams: 21),
      Row(line: "1 pkt jäst", id: "18374", grams: 42),
      Row(line: "20 g frische Hefe", id: "18374", grams: 20),
    ])
    XCTAssertEqual(try BundledTableLines.estimate("2 tbsp apple cider vinegar").food?.id, "02048")
    XCTAssertEqual(try BundledTableLines.estimate("1 Päckchen Trockenhefe").food?.id, "18375")
  }

  func testAVegetablesBunchIsNotAnHerbs() throws {
    try assertRows([
      // Asparagus sold by the pound; eight medium scallions (15 g); Spinach, raw: the
      // table's own bunch (340 g); an herb's bunch stays 30 g.
      Row(line: "1 bunch asparagus", id: "11011", grams: 454),
      Row(line: "1 Bund Frühlingszwiebeln", id: "11291", grams: 120),
      Row(line: "1 Bund Radieschen", id: "11429", grams: 90),
      Row(line: "1 bunch spinach", id: "11457", grams: 340),
      Row(line: "1 bunch cilantro", id: "11165", grams: 30),
    ])
  }
}
