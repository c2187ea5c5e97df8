extension IngredientLineCases {
  /// Lines that give the name first and the measure after it: after a separator, or
  /// ending the line, or before the note's comma or parenthesis.
  static let nameFirst = """
    Butter (50g) | 50 | | g | Butter |
    Butter (50g), softened | 50 | | g | Butter | softened
    Eggs x 3 | 3 | | | Eggs |
    Eggs × 2 | 2 | | | Eggs |
    Tomatoes (400g tin) | 1 | | tin | Tomatoes | 400g
    Onion (chopped) - 1 | 1 | | | Onion | chopped
    Milk: 300 ml | 300 | | ml | Milk |
    Garlic - 3 cloves, crushed | 3 | | clove | Garlic | crushed
    Chicken breasts (about 2 lb) | 2 | | lb | Chicken breasts | about
    Oat milk 250ml | 250 | | ml | Oat milk |
    Garlic 1/2 clove | 1/2 | | clove | Garlic |
    Spring onions 2, sliced | 2 | | | Spring onions | sliced
    Hazelnuts 80 g (toasted, skinned) | 80 | | g | Hazelnuts | toasted, skinned
    Chives 15 g, snipped | 15 | | g | Chives | snipped
    Courgettes 3 each, medium | 3 | | | Courgettes | each, medium
    Oranges 1 (zest and juice) | 1 | | | Oranges | zest and juice
    Apples 4 | 4 | | | Apples |
    Shallots 2-3 | 2 | 3 | | Shallots |
    Rapsöl 2 EL, zum Braten | 2 | | tbsp | Rapsöl | zum Braten
    Rahm 0,2 l | 1/5 | | l | Rahm |
    Weizenmehl Type 405 | | | | Weizenmehl Type 405 |
    Farina tipo 00 | | | | Farina tipo 00 |
    Brandy no 5, a splash | 1 | | splash | Brandy no 5 |
    Stock cubes 40 | | | | Stock cubes 40 |
    Flatbreads, ~6 | 6 | | | Flatbreads |
    Paprika, a sprinkle | 1 | | sprinkle | Paprika |
    Sour cream, 2 spoonfuls | 2 | | tbsp | Sour cream |
    Milch: ca. 200 ml | 200 | | ml | Milch | ca
    Zucker, etwa 100 g | 100 | | g | Zucker | etwa
    """

  /// An amount hedged ("ca.", "environ") or a spoon filled ("gehäufte", "packed") in the
  /// languages read, the hedge and the filling kept as the note.
  static let hedgedAndFilled = """
    ca. 200 g Mehl | 200 | | g | Mehl | ca
    environ 500 g de farine | 500 | | g | farine | environ
    ongeveer 250 ml melk | 250 | | ml | melk | ongeveer
    4 packed cups strawberries | 4 | | cup | strawberries | packed
    2 gehäufte EL Mehl | 2 | | tbsp | Mehl | gehäufte
    1 gestrichener TL Salz | 1 | | tsp | Salz | gestrichener
    1 rågad msk socker | 1 | | tbsp | socker | rågad
    2 ruime eetlepels suiker | 2 | | tbsp | suiker | ruime
    """
}
