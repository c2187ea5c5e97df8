/// Lines as recipes write them, a factor a cook scales them by, and every measure a cook
/// would accept for the result: written by hand for this project, never taken from the
/// renderer.
///
/// One row per line: `line | factor | accepted, accepted…`. The factor is servings wanted
/// over servings written ("5/2" for 10 from 4). One measure, never a sum (issue 40); where
/// two are as good ("¼ lb" or "4 oz"), both are listed. Nothing more than 5 % from the
/// exact amount is, except where no measure comes closer (under 2 ½ tsp the nearest spoon,
/// below the smallest spoon "a pinch", counted things whole or halved).
enum ScaledAmountTable {
  static let rows = """
    1 tsp salt | 1/10 | a pinch
    ½ tsp salt | 1/4 | ⅛ tsp
    ¼ tsp cayenne | 1/2 | ⅛ tsp
    ⅛ tsp cayenne | 1/2 | a pinch
    ¼ tsp salt | 1/3 | a pinch
    1 tsp salt | 1/8 | ⅛ tsp
    1 tsp vanilla extract | 3/2 | 1 ½ tsp
    1 tsp baking soda | 5/2 | 2 ½ tsp
    ¾ tsp salt | 5/2 | 1 ¾ tsp, 2 tsp
    1 ½ tsp ground cumin | 1/4 | ⅓ tsp
    1 tsp dried oregano | 7/8 | ¾ tsp, 1 tsp
    2 tsp sugar | 3/2 | 3 tsp, 1 tbsp
    1 tsp salt | 1/3 | ⅓ tsp
    ½ tsp cinnamon | 1/3 | ⅛ tsp
    1 ¼ tsp salt | 1/2 | ⅔ tsp, ½ tsp
    2 ½ tsp baking powder | 3/4 | 1 ¾ tsp, 2 tsp
    1 tsp paprika | 5/4 | 1 ¼ tsp
    ¾ tsp chili flakes | 1/2 | ⅓ tsp
    1 tsp ginger | 2/3 | ⅔ tsp
    1 ½ tsp thyme | 2/3 | 1 tsp
    1 tsp salt | 5/6 | ¾ tsp
    1 tbsp olive oil | 5/2 | 2 ½ tbsp
    2 tbsp oil | 5/2 | 5 tbsp
    1 tbsp soy sauce | 1/2 | ½ tbsp, 1 ½ tsp
    1 tbsp butter | 1/3 | 1 tsp
    1 tbsp lemon juice | 1/4 | ¾ tsp
    2 tbsp flour | 3/4 | 1 ½ tbsp
    3 tbsp sugar | 2/3 | 2 tbsp
    1 tbsp honey | 2/3 | 2 tsp
    1 tbsp mustard | 4/3 | 4 tsp
    2 tbsp butter | 1/6 | 1 tsp
    1 tbsp capers | 1/8 | ⅓ tsp
    4 tbsp butter | 3/2 | 6 tbsp
    6 tbsp butter | 4/3 | ½ cup, 8 tbsp
    2 tbsp cocoa | 8 | 1 cup
    ½ cup cream | 3/4 | 6 tbsp
    ¾ cup milk | 1/2 | 6 tbsp
    1 cup flour | 3/10 | 5 tbsp
    ½ cup sugar | 5/4 | 10 tbsp
    1 ¼ cups milk | 17/10 | 2 ⅛ cups
    ⅓ cup oil | 1/2 | 8 tsp
    1 cup sugar | 1/3 | ⅓ cup
    2 cups flour | 5/4 | 2 ½ cups
    1 cup milk | 3/2 | 1 ½ cups
    ⅔ cup sugar | 3/4 | ½ cup
    ¾ cup flour | 1/3 | ¼ cup
    1 cup cream | 1/8 | 2 tbsp
    1 cup broth | 5/8 | 10 tbsp
    1 ½ cups stock | 3/4 | 1 ⅛ cups
    1 cup water | 5/6 | 13 tbsp
    1 ½ cups flour | 1/4 | 6 tbsp
    2 ¼ cups flour | 1/2 | 1 ⅛ cups
    ½ cup butter | 1/8 | 1 tbsp
    ¼ cup vinegar | 1/3 | 4 tsp
    ¼ cup maple syrup | 5/2 | 10 tbsp
    ⅓ cup raisins | 3/2 | ½ cup
    ⅓ cup walnuts | 5/4 | 6 ½ tbsp, 7 tbsp
    3 cups flour | 2/3 | 2 cups
    1 cup oats | 7/4 | 1 ¾ cups
    1 cup rice | 9/8 | 1 ⅛ cups
    ⅔ cup milk | 1/2 | ⅓ cup
    ⅔ cup milk | 1/4 | 8 tsp
    1 cup stock | 1/6 | 8 tsp
    ¾ cup sugar | 1/6 | 2 tbsp
    1 cup cream | 3/8 | 6 tbsp
    1 lb ground beef | 3/2 | 1 ½ lb
    2 lb chicken thighs | 3/4 | 1 ½ lb
    1 lb carrots | 1/4 | ¼ lb, 4 oz
    8 oz cream cheese | 3/2 | 12 oz
    1 lb mushrooms | 5/8 | 10 oz
    1 ½ lb potatoes | 5/4 | 30 oz
    200 g flour | 3/2 | 300 g
    250 ml milk | 1/3 | 83 ml, 85 ml
    1 kg potatoes | 3/4 | 750 g
    500 g pasta | 5/4 | 625 g
    100 g butter | 1/3 | 33 g, 35 g
    1.5 l stock | 2/3 | 1 l
    15 g yeast | 5/2 | 38 g, 37.5 g
    1 onion | 1/2 | ½
    2 onions | 5/3 | 3 ½, 3
    2 bay leaves | 5/3 | 3 ½
    4 sprigs thyme | 5/3 | 6 ½ sprigs
    2 eggs | 1/2 | 1
    1 egg | 1/2 | ½
    3 eggs | 1/2 | 1 ½
    2 cloves garlic | 5/4 | 2 ½ cloves
    4 cloves garlic | 1/3 | 1 ½ cloves
    1 lemon | 1/2 | ½
    1 bay leaf | 1/4 | ½
    1 clove garlic | 1/2 | ½ clove
    3 eggs | 3/2 | 4 ½
    12 black peppercorns | 1/8 | 2
    1 can chickpeas | 3/2 | 1 ½ cans
    2 carrots | 3/4 | 1 ½
    3 carrots | 5/6 | 2 ½
    1 avocado | 1/3 | ½, ¼, ⅓
    6 cherry tomatoes | 5/4 | 7 ½, 8, 7
    2 sprigs rosemary | 1/4 | ½ sprig
    8 chicken thighs | 5/8 | 5
    4 chicken breasts | 5/8 | 2 ½
    3 eggs | 5/4 | 4
    4 egg yolks | 5/6 | 3 ½
    1 pinch salt | 1/2 | a pinch
    2 pinches saffron | 3/2 | 3 pinches
    1 pinch nutmeg | 5/2 | 3 pinches, 2 pinches
    2-3 tbsp water | 2 | 4–6 tbsp
    1-2 cloves garlic | 3/2 | 1 ½–3 cloves
    ½-1 tsp chili flakes | 1/2 | ¼–½ tsp
    1 cup plus 2 tablespoons flour | 2 | 2 ¼ cups
    1 cup plus 2 tbsp flour | 1/2 | 9 tbsp
    1 quart stock | 3/2 | 1 ½ qt
    1 qt stock | 17/16 | 4 ¼ cups
    ⅓ cup honey | 3/4 | ¼ cup
    ⅔ cup rice | 3/2 | 1 cup
    ¾ cup yogurt | 2/3 | ½ cup
    ½ cup oats | 3/4 | 6 tbsp
    1 ½ cups broth | 5/6 | 1 ¼ cups
    2 cups milk | 3/8 | ¾ cup
    1 cup sugar | 7/6 | 1 ⅛ cups, 1 ¼ cups
    3 tbsp oil | 5/6 | 2 ½ tbsp
    5 tbsp butter | 1/2 | 2 ½ tbsp
    2 ½ tbsp honey | 2/5 | 1 tbsp
    3 tsp cumin | 1/3 | 1 tsp
    ½ tsp nutmeg | 3/2 | ¾ tsp
    2 tsp baking powder | 3/4 | 1 ½ tsp
    6 oz spinach | 3/2 | 9 oz
    12 oz pasta | 3/4 | 9 oz
    10 oz frozen peas | 5/4 | 12 ½ oz, 12 oz, 13 oz
    2 lb pork shoulder | 5/8 | 1 ¼ lb, 20 oz
    ½ lb bacon | 3/2 | ¾ lb, 12 oz
    2 cups stock | 5/2 | 5 cups
    1 qt broth | 1/2 | 2 cups
    """
}
