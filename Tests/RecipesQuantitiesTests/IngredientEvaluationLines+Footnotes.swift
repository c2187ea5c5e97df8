/// Lines with footnotes, brands in parentheses, protein and fat percentages, alternatives
/// in both orders, and the odd punctuation of hand-typed recipes.
extension IngredientEvaluationLines {
  static let footnotes = """
    3 x eggs | 3 | | | eggs
    200g (2 cups) grated cheese | 200 | | g | cheese
    1 cup (240ml) water, room temperature | 1 | | cup | water
    3/4 lb green beans | 3/4 | | lb | green beans
    1 pound ground Italian sausage (mild or hot) | 1 | | lb | ground Italian sausage
    2 cups cooked brown rice, for serving | 2 | | cup | brown rice
    4 ounces cream cheese, cut into cubes and softened | 4 | | oz | cream cheese
    Grated parmesan, to serve | | | | parmesan
    Toasted pine nuts | | | | pine nuts
    1 cup flour* | 1 | | cup | flour
    2 tbsp gochujang (see notes) | 2 | | tbsp | gochujang
    1 tsp salt** | 1 | | tsp | salt
    1 cup buttermilk (see note below) | 1 | | cup | buttermilk
    1 tsp. vanilla extract OR almond extract | 1 | | tsp | vanilla extract OR almond extract
    1 egg (for egg wash) | 1 | | | egg
    Oil spray | | | | oil spray
    1/2 cup dark rum (such as Myers's) | 1/2 | | cup | dark rum
    2 Tbsp. gochugaru (Korean red pepper flakes) | 2 | | tbsp | gochugaru
    1 (14-oz.) can unsweetened coconut milk | 1 | | can | unsweetened coconut milk
    8 oz. guanciale or pancetta, cut into ¼" pieces | 8 | | oz | guanciale or pancetta
    2 small or 1 large onion | 2 | | | onion
    1 14.5 oz can diced tomatoes | 1 | | can | diced tomatoes
    3-4 medium sized potatoes | 3 | 4 | | potatoes
    1 heaping tablespoon of flour | 1 | | tbsp | flour
    2 tablespoons softened butter | 2 | | tbsp | butter
    1 sheet frozen puff pastry, thawed | 1 | | sheet | frozen puff pastry
    1 cup + 2 Tbsp. (270 g) sugar | 1 | | cup | sugar
    2 cups (480 ml) heavy cream, divided | 2 | | cup | heavy cream
    1 (8-ounce) container mascarpone | 1 | | container | mascarpone
    Freshly squeezed juice of 1 lemon | 1 | | | lemon
    The zest of 1 lemon | 1 | | | lemon
    Finely grated zest of 1 orange | 1 | | | orange
    1 lime, cut into wedges, for serving | 1 | | | lime
    A large pinch of flaky salt | 1 | | pinch | flaky salt
    2 large pinches of salt | 2 | | pinch | salt
    10 to 12 ounces fresh spinach | 10 | 12 | oz | fresh spinach
    1 1/2 to 2 pounds chicken thighs | 3/2 | 2 | lb | chicken thighs
    1½ pounds (680 g) boneless skinless chicken thighs | 3/2 | | lb | chicken thighs
    ⅓ cup (67 g) granulated sugar | 1/3 | | cup | granulated sugar
    Pinch ground cinnamon | | | pinch | ground cinnamon
    2-3 sprigs fresh thyme | 2 | 3 | sprig | fresh thyme
    1-2 tbsp water, as needed | 1 | 2 | tbsp | water
    1/2 tsp each salt & pepper | 1/2 | | tsp | salt & pepper
    12 oz bag of cranberries | 1 | | bag | cranberries
    3 (15 oz) cans black beans, drained and rinsed | 3 | | can | black beans
    4 slices sandwich bread, crusts removed | 4 | | slice | sandwich bread
    ¼ teaspoon ground cardamom (optional) | 1/4 | | tsp | ground cardamom
    1 cup whole almonds, skin on | 1 | | cup | whole almonds
    2 lbs. ground beef (85% lean) | 2 | | lb | ground beef
    2 cups low sodium vegetable broth | 2 | | cup | low sodium vegetable broth
    1 cup old fashioned oats | 1 | | cup | old fashioned oats
    1 lb. sweet Italian sausage, casings removed | 1 | | lb | sweet Italian sausage
    6 oz. semisweet chocolate (60%), chopped | 6 | | oz | semisweet chocolate
    300 g strong bread flour (12% protein) | 300 | | g | strong bread flour
    1 kg mussels, cleaned and debearded | 1 | | kg | mussels
    Sea salt and freshly cracked pepper | | | | sea salt and pepper
    Salt + pepper | | | | salt + pepper
    salt/pepper | | | | salt/pepper
    Handful chopped parsley | | | handful | parsley
    Large knob of butter | | | knob | butter
    1 cup mixed nuts (walnuts, pecans, almonds) | 1 | | cup | mixed nuts
    2 cups mixed greens | 2 | | cup | mixed greens
    1 tsp dried mixed herbs | 1 | | tsp | dried mixed herbs
    1 can (400 ml) coconut milk, full fat | 1 | | can | coconut milk
    500g beef (chuck or brisket), cubed | 500 | | g | beef
    1 egg, room temp | 1 | | | egg
    3 tbsp. neutral oil (such as canola) | 3 | | tbsp | neutral oil
    1½ tsp. Diamond Crystal kosher salt or ¾ tsp. Morton kosher salt | 3/2 | | tsp | Diamond Crystal kosher salt
    1 bunch (about 6) green onions | 1 | | bunch | green onions
    Oil, for greasing the pan | | | | oil
    About 8 cups vegetable oil for frying | 8 | | cup | vegetable oil
    2 medium carrots, cut into coins (about 1 cup) | 2 | | | carrots
    1 small red onion, halved and thinly sliced | 1 | | | red onion
    4 cups cubed day-old sourdough | 4 | | cup | day-old sourdough
    1/4 cup packed fresh mint leaves | 1/4 | | cup | fresh mint leaves
    2 tsp grated fresh ginger (from a 1-inch piece) | 2 | | tsp | fresh ginger
    1 ¼ lb. boneless pork loin | 5/4 | | lb | pork loin
    1 medium head broccoli (about 1 lb) | 1 | | head | broccoli
    2 cans (6 oz each) tomato paste | 2 | | can | tomato paste
    Cilantro leaves and lime wedges, for serving | | | | cilantro leaves and lime wedges
    """
}
