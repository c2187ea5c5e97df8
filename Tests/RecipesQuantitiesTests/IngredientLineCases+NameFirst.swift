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
    Chicken breasts (about 2 lb) | | | | Chicken breasts | about 2 lb
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
    Brandy no 5, a splash | | | | Brandy no 5 | a splash
    Stock cubes 40 | | | | Stock cubes 40 |
    """
}
