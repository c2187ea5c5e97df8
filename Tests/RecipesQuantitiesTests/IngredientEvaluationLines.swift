/// Ingredient lines written to measure the parser against a cook, in the many shapes real
/// recipes take, the parser tuned on them: `IngredientHoldOutLines` keeps the honest score.
///
/// Each row is `line | quantity | quantityMax | unit | name`, labelled as a cook reads the
/// line: the name is what is bought; sizes, preparation and comments are not part of it;
/// of two measures the first counts.
enum IngredientEvaluationLines {
  /// Every table, by theme.
  static let tables = [volumes, metric, counted, notes, sources, phrasing, footnotes, odd]

  /// Shapes that fit no theme: numbers far from the unit, odd spacing, long lines.
  static let odd = """
    1  cup   sugar | 1 | | cup | sugar
    1\tcup flour | 1 | | cup | flour
    2 cups shredded, cooked chicken | 2 | | cup | chicken
    1 medium red bell pepper, seeded and cut into 1/2-inch strips | 1 | | | red bell pepper
    3 lb. bone-in pork shoulder (Boston butt) | 3 | | lb | pork shoulder
    1 bunch (about 10) radishes, trimmed | 1 | | bunch | radishes
    2 cans (15 oz. each) diced tomatoes, undrained | 2 | | can | diced tomatoes
    1/2 cup (4 oz) cream cheese | 1/2 | | cup | cream cheese
    1 (2-lb) butternut squash, peeled, seeded and cubed | 1 | | | butternut squash
    12 oz. (340 g) bittersweet chocolate, chopped | 12 | | oz | bittersweet chocolate
    """
}
