extension IngredientLineCases {
  /// Lines from Dutch, Swedish, Danish, Spanish, Italian, Polish and German kitchens, with
  /// their spoons, pinches, cloves, tins and pieces.
  static let otherKitchens = """
    3 eetlepels bruine basterdsuiker | 3 | | tbsp | bruine basterdsuiker |
    1 theelepel zout | 1 | | tsp | zout |
    2 teentjes knoflook | 2 | | clove | knoflook |
    1 blik tomaten | 1 | | can | tomaten |
    4 stuks eieren | 4 | | piece | eieren |
    2 msk smör | 2 | | tbsp | smör |
    1 tsk salt | 1 | | tsp | salt |
    2 krm svartpeppar | 2 | | ml | svartpeppar |
    10 st blekselleri | 10 | | piece | blekselleri |
    2 St. Louis-style racks of pork ribs | 2 | | | St. Louis-style racks of pork ribs |
    2 klyftor vitlök | 2 | | clove | vitlök |
    1 burk krossade tomater | 1 | | can | krossade tomater |
    1 nypa salt | 1 | | pinch | salt |
    2 spsk olie | 2 | | tbsp | olie |
    4 cucharadas de aceite | 4 | | tbsp | aceite |
    2 cucharaditas de sal | 2 | | tsp | sal |
    2 dientes de ajo | 2 | | clove | ajo |
    1 pizca de sal | 1 | | pinch | sal |
    3 cucchiai di olio | 3 | | tbsp | olio |
    1 cucchiaino di sale | 1 | | tsp | sale |
    2 spicchi d'aglio | 2 | | clove | aglio |
    2 łyżki oleju | 2 | | tbsp | oleju |
    2 Scheiben Toastbrot | 2 | | slice | Toastbrot |
    1 Päckchen Backpulver | 1 | | packet | Backpulver |
    1 Packung Blätterteig | 1 | | package | Blätterteig |
    """
}
