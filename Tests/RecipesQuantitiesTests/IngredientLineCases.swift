/// Ingredient lines written for these tests, with what a cook reads in each.
///
/// Each row is `line | quantity | quantityMax | unit | name | note`; an empty field is nil.
enum IngredientLineCases {
  static let numbers = """
    2 eggs | 2 | | | eggs |
    12 eggs | 12 | | | eggs |
    1/4 + 1/8 teaspoon fine sea salt, or to taste | 3/8 | | tsp | fine sea salt | or to taste
    1 + 1/2 cups flour | 3/2 | | cup | flour |
    1 plus 1/2 cups sugar | 3/2 | | cup | sugar |
    ½ cup milk | 1/2 | | cup | milk |
    ¼ tsp salt | 1/4 | | tsp | salt |
    ¾ cup sugar | 3/4 | | cup | sugar |
    ⅓ cup honey | 1/3 | | cup | honey |
    ⅔ cup rolled oats | 2/3 | | cup | rolled oats |
    ⅛ tsp cayenne pepper | 1/8 | | tsp | cayenne pepper |
    ⅜ cup cream | 3/8 | | cup | cream |
    ⅝ cup water | 5/8 | | cup | water |
    ⅞ cup buttermilk | 7/8 | | cup | buttermilk |
    ⅕ tsp saffron threads | 1/5 | | tsp | saffron threads |
    1 ½ cups plain flour, sifted | 3/2 | | cup | plain flour | sifted
    1½ cups rice | 3/2 | | cup | rice |
    2 ¼ cups bread flour | 9/4 | | cup | bread flour |
    1 1/2 cups whole milk | 3/2 | | cup | whole milk |
    1-1/2 teaspoons vanilla extract | 3/2 | | tsp | vanilla extract |
    3 3/4 cups chicken stock | 15/4 | | cup | chicken stock |
    1/2 cup butter | 1/2 | | cup | butter |
    3/4 teaspoon baking soda | 3/4 | | tsp | baking soda |
    1 / 3 cup maple syrup | 1/3 | | cup | maple syrup |
    1⁄2 cup raisins | 1/2 | | cup | raisins |
    1.5 kg potatoes | 3/2 | | kg | potatoes |
    0.5 l milk | 1/2 | | l | milk |
    2.25 lb pork shoulder | 9/4 | | lb | pork shoulder |
    1,5 l Milch | 3/2 | | l | Milch |
    0,25 l Sahne | 1/4 | | l | Sahne |
    1,500 g beef brisket | 1500 | | g | beef brisket |
    .5 cup walnuts | 1/2 | | cup | walnuts |
    one onion | 1 | | | onion |
    two cups spinach | 2 | | cup | spinach |
    three cloves garlic | 3 | | clove | garlic |
    twelve prawns | 12 | | | prawns |
    a pinch of salt | 1 | | pinch | salt |
    A pinch of nutmeg | 1 | | pinch | nutmeg |
    an onion, sliced | 1 | | | onion | sliced
    a handful of basil leaves | 1 | | handful | basil leaves |
    half a lemon | 1/2 | | | lemon |
    half an avocado | 1/2 | | | avocado |
    half cup sugar | 1/2 | | cup | sugar |
    one and a half cups water | 3/2 | | cup | water |
    2 and 1/2 cups flour | 5/2 | | cup | flour |
    1 and ½ tsp cumin | 3/2 | | tsp | cumin |
    a dozen eggs | 12 | | | eggs |
    a couple of bay leaves | 2 | | | bay leaves |
    a quarter cup olive oil | 1/4 | | cup | olive oil |
    one-half cup milk | 1/2 | | cup | milk |
    three-quarters cup sugar | 3/4 | | cup | sugar |
    two-thirds cup water | 2/3 | | cup | water |
    10 cherry tomatoes | 10 | | | cherry tomatoes |
    250 g spaghetti | 250 | | g | spaghetti |
    400ml coconut milk | 400 | | ml | coconut milk |
    """

  static let ranges = """
    2-3 cloves garlic | 2 | 3 | clove | garlic |
    2–3 tbsp olive oil | 2 | 3 | tbsp | olive oil |
    2 — 3 cups broth | 2 | 3 | cup | broth |
    2 to 3 tablespoons lemon juice | 2 | 3 | tbsp | lemon juice |
    1 or 2 chillies | 1 | 2 | | chillies |
    4 - 6 chicken thighs | 4 | 6 | | chicken thighs |
    1/2-1 tsp chilli flakes | 1/2 | 1 | tsp | chilli flakes |
    ½–¾ cup stock | 1/2 | 3/4 | cup | stock |
    1 1/2 - 2 cups milk | 3/2 | 2 | cup | milk |
    200-250g mushrooms | 200 | 250 | g | mushrooms |
    3 to 4 pounds bone-in chicken thighs | 3 | 4 | lb | chicken thighs | bone-in
    6-8 small potatoes | 6 | 8 | | potatoes | small
    two to three sprigs thyme | 2 | 3 | sprig | thyme |
    1-2 tsp sugar, to taste | 1 | 2 | tsp | sugar | to taste
    """

  static let units = """
    1 T butter | 1 | | tbsp | butter |
    1 t salt | 1 | | tsp | salt |
    2 Tbsp soy sauce | 2 | | tbsp | soy sauce |
    2 TBSP honey | 2 | | tbsp | honey |
    2 tbsp. vinegar | 2 | | tbsp | vinegar |
    2 tbs sesame oil | 2 | | tbsp | sesame oil |
    1 tbl mustard | 1 | | tbsp | mustard |
    3 tablespoons olive oil | 3 | | tbsp | olive oil |
    1 tablespoon capers | 1 | | tbsp | capers |
    1 tsp. baking powder | 1 | | tsp | baking powder |
    2 tsps oregano | 2 | | tsp | oregano |
    2 teaspoons ground cumin | 2 | | tsp | ground cumin |
    1 Teaspoon paprika | 1 | | tsp | paprika |
    1 c. sugar | 1 | | cup | sugar |
    2 C flour | 2 | | cup | flour |
    2 cups rice | 2 | | cup | rice |
    1 cup of milk | 1 | | cup | milk |
    8 oz. cream cheese | 8 | | oz | cream cheese |
    8 ounces pasta | 8 | | oz | pasta |
    1 ounce dark chocolate | 1 | | oz | dark chocolate |
    2 lbs ground beef | 2 | | lb | ground beef |
    1 lb. carrots | 1 | | lb | carrots |
    1 pound shrimp | 1 | | lb | shrimp |
    3 pounds apples | 3 | | lb | apples |
    500 grams minced lamb | 500 | | g | minced lamb |
    100 gram dark chocolate | 100 | | g | dark chocolate |
    200 gr butter | 200 | | g | butter |
    1 kilo mussels | 1 | | kg | mussels |
    2 kilograms tomatoes | 2 | | kg | tomatoes |
    500 mg vitamin C powder | 500 | | mg | vitamin C powder |
    250 millilitres cream | 250 | | ml | cream |
    250 milliliters heavy cream | 250 | | ml | heavy cream |
    300 mL vegetable stock | 300 | | ml | vegetable stock |
    2 litres water | 2 | | l | water |
    1 liter chicken broth | 1 | | l | chicken broth |
    1 L milk | 1 | | l | milk |
    5 cl rum | 50 | | ml | rum |
    2 dl cream | 200 | | ml | cream |
    4 fl oz orange juice | 4 | | fl oz | orange juice |
    4 fl. oz. brandy | 4 | | fl oz | brandy |
    8 fluid ounces water | 8 | | fl oz | water |
    1 pint milk | 1 | | pt | milk |
    2 pints stock | 2 | | pt | stock |
    1 qt chicken stock | 1 | | qt | chicken stock |
    2 quarts water | 2 | | qt | water |
    1 gallon water | 1 | | gal | water |
    2 cloves garlic | 2 | | clove | garlic |
    1 clove garlic, crushed | 1 | | clove | garlic | crushed
    4 garlic cloves, minced | 4 | | clove | garlic | minced
    1 can coconut milk | 1 | | can | coconut milk |
    2 cans chickpeas, drained | 2 | | can | chickpeas | drained
    2 tins tomatoes | 2 | | tin | tomatoes |
    3 slices bacon | 3 | | slice | bacon |
    2 sprigs rosemary | 2 | | sprig | rosemary |
    1 bunch coriander | 1 | | bunch | coriander |
    2 bunches spring onions | 2 | | bunch | spring onions |
    2 pinches salt | 2 | | pinch | salt |
    1 dash Worcestershire sauce | 1 | | dash | Worcestershire sauce |
    3 dashes bitters | 3 | | dash | bitters |
    2 sticks butter | 2 | | stick | butter |
    1 head garlic | 1 | | head | garlic |
    2 heads broccoli | 2 | | head | broccoli |
    3 stalks celery, chopped | 3 | | stalk | celery | chopped
    2 celery stalks | 2 | | stalk | celery |
    1 package cream cheese | 1 | | package | cream cheese |
    1 pkg yeast | 1 | | package | yeast |
    1 packet dried yeast | 1 | | packet | dried yeast |
    1 jar pesto | 1 | | jar | pesto |
    1 bottle red wine | 1 | | bottle | red wine |
    4 sheets filo pastry | 4 | | sheet | filo pastry |
    2 leaves gelatine | 2 | | leaf | gelatine |
    1 knob butter | 1 | | knob | butter |
    2 pieces ginger | 2 | | piece | ginger |
    4 rashers streaky bacon | 4 | | rasher | streaky bacon |
    2 ears corn | 2 | | ear | corn |
    1 bag spinach | 1 | | bag | spinach |
    6 drops vanilla extract | 6 | | drop | vanilla extract |
    1 splash soy sauce | 1 | | splash | soy sauce |
    2 cubes chicken stock | 2 | | cube | chicken stock |
    2 fillets salmon | 2 | | fillet | salmon |
    2 sachets gelatine | 2 | | sachet | gelatine |
    1 loaf sourdough | 1 | | loaf | sourdough |
    2 loaves bread | 2 | | loaf | bread |
    4 cloves | 4 | | | cloves |
    1 tsp ground cloves | 1 | | tsp | ground cloves |
    6 whole cloves | 6 | | | whole cloves |
    pinch of chilli flakes | | | pinch | chilli flakes |
    Handful of parsley | | | handful | parsley |
    dash of hot sauce | | | dash | hot sauce |
    """

  static let glued = """
    100g butter | 100 | | g | butter |
    100g. caster sugar | 100 | | g | caster sugar |
    500ml water | 500 | | ml | water |
    1kg chicken wings | 1 | | kg | chicken wings |
    2tbsp honey | 2 | | tbsp | honey |
    1tsp salt | 1 | | tsp | salt |
    8oz cheddar | 8 | | oz | cheddar |
    2lb beef | 2 | | lb | beef |
    1.5l water | 3/2 | | l | water |
    ½tsp nutmeg | 1/2 | | tsp | nutmeg |
    1½tbsp oil | 3/2 | | tbsp | oil |
    """

  static let packages = """
    1 (14 oz) can diced tomatoes | 1 | | can | diced tomatoes | 14 oz
    1 (15-ounce) can black beans, rinsed and drained | 1 | | can | black beans | 15-ounce, rinsed and drained
    2 (400g) tins chickpeas | 2 | | tin | chickpeas | 400g
    1 14-oz can coconut milk | 1 | | can | coconut milk | 14-oz
    2 x 400g tins chopped tomatoes | 2 | | tin | chopped tomatoes | 400g
    1 x 400 g can butter beans | 1 | | can | butter beans | 400 g
    1 × 200g pack halloumi | 1 | | pack | halloumi | 200g
    one 15-ounce can pumpkin puree | 1 | | can | pumpkin puree | 15-ounce
    1 (8 ounce) package cream cheese, softened | 1 | | package | cream cheese | 8 ounce, softened
    1 (1 pound) loaf bread | 1 | | loaf | bread | 1 pound
    2 (6 oz) salmon fillets | 2 | | | salmon fillets | 6 oz
    1 (28 oz.) can crushed tomatoes | 1 | | can | crushed tomatoes | 28 oz
    """

  static let notes = """
    1 cup milk (2%) | 1 | | cup | milk | 2%
    200 g dark chocolate, 70% | 200 | | g | dark chocolate | 70%
    2 cups water (heated to 40°) | 2 | | cup | water | heated to 40°
    salt to taste | | | | salt | to taste
    Salt and pepper, to taste | | | | Salt and pepper | to taste
    Salt and freshly ground black pepper | | | | Salt and black pepper | freshly ground
    freshly ground black pepper | | | | black pepper | freshly ground
    1/2 tsp freshly ground black pepper | 1/2 | | tsp | black pepper | freshly ground
    3 large eggs | 3 | | | eggs | large
    2 medium onions, finely chopped | 2 | | | onions | medium, finely chopped
    1 small red onion, thinly sliced | 1 | | | red onion | small, thinly sliced
    1 large onion (about 2 cups), diced | 1 | | | onion | large, about 2 cups, diced
    1 cup chopped walnuts | 1 | | cup | walnuts | chopped
    2 cups cooked rice | 2 | | cup | rice | cooked
    1 cup finely chopped parsley | 1 | | cup | parsley | finely chopped
    1 cup chopped fresh parsley | 1 | | cup | fresh parsley | chopped
    1 onion chopped | 1 | | | onion | chopped
    2 eggs beaten | 2 | | | eggs | beaten
    2 eggs, lightly beaten | 2 | | | eggs | lightly beaten
    1 lb chicken breasts cut into strips | 1 | | lb | chicken breasts | cut into strips
    4 boneless skinless chicken breasts | 4 | | | chicken breasts | boneless skinless
    1 cup butter, softened | 1 | | cup | butter | softened
    1/2 cup butter, melted and cooled | 1/2 | | cup | butter | melted and cooled
    1 cup unsalted butter, at room temperature | 1 | | cup | unsalted butter | at room temperature
    1 cup packed brown sugar | 1 | | cup | brown sugar | packed
    1 cup firmly packed light brown sugar | 1 | | cup | light brown sugar | firmly packed
    2 cups all-purpose flour, plus more for dusting | 2 | | cup | all-purpose flour | plus more for dusting
    Flour, for dusting | | | | Flour | for dusting
    Olive oil for frying | | | | Olive oil | for frying
    Fresh basil, to serve | | | | Fresh basil | to serve
    Lemon wedges, to serve | | | | Lemon wedges | to serve
    1 tbsp olive oil, plus extra for drizzling | 1 | | tbsp | olive oil | plus extra for drizzling
    2 tablespoons plus 1 teaspoon sugar | 2 | | tbsp | sugar |
    1 cup + 2 tbsp milk | 1 | | cup | milk |
    1 tsp chilli flakes (optional) | 1 | | tsp | chilli flakes | optional
    1 tsp chilli flakes, optional | 1 | | tsp | chilli flakes | optional
    1/4 cup cilantro leaves (for garnish) | 1/4 | | cup | cilantro leaves | for garnish
    2 ripe bananas, mashed | 2 | | | bananas | ripe, mashed
    3 ripe avocados | 3 | | | avocados | ripe
    1 cup grated parmesan | 1 | | cup | parmesan | grated
    1 cup shredded mozzarella cheese | 1 | | cup | mozzarella cheese | shredded
    1 cup frozen peas | 1 | | cup | frozen peas |
    2 tsp dried oregano | 2 | | tsp | dried oregano |
    500 g ground beef | 500 | | g | ground beef |
    1 lb lean ground turkey | 1 | | lb | lean ground turkey |
    1 cup warm water | 1 | | cup | water | warm
    1/2 cup cold butter, cubed | 1/2 | | cup | butter | cold, cubed
    2 cups hot chicken stock | 2 | | cup | hot chicken stock |
    1 heaped tsp cinnamon | 1 | | tsp | cinnamon | heaped
    1 scant cup sugar | 1 | | cup | sugar | scant
    2 heaping tablespoons peanut butter | 2 | | tbsp | peanut butter | heaping
    1 level tsp baking soda | 1 | | tsp | baking soda | level
    a good pinch of saffron | 1 | | pinch | saffron | good
    1 generous handful rocket | 1 | | handful | rocket | generous
    a few sprigs of thyme | | | sprig | thyme | a few
    some olive oil | | | | olive oil | some
    a little butter | | | | butter | a little
    2 large cloves garlic, minced | 2 | | clove | garlic | large, minced
    1 medium head cauliflower, cut into florets | 1 | | head | cauliflower | medium, cut into florets
    Juice of 1 lemon | 1 | | | lemon | Juice
    juice of 2 limes | 2 | | | limes | juice
    Zest and juice of 1 orange | 1 | | | orange | Zest and juice
    finely grated zest of 1 lemon | 1 | | | lemon | finely grated zest
    1 lemon, juiced | 1 | | | lemon | juiced
    4 chicken thighs - skin on | 4 | | | chicken thighs | skin on
    1 cup milk (or almond milk) | 1 | | cup | milk | or almond milk
    2 cups milk or more as needed | 2 | | cup | milk | or more as needed
    water as needed | | | | water | as needed
    1 cup sugar, divided | 1 | | cup | sugar | divided
    1 tbsp butter, for greasing | 1 | | tbsp | butter | for greasing
    2 cups mixed salad leaves | 2 | | cup | mixed salad leaves |
    1 tsp mixed spice | 1 | | tsp | mixed spice |
    1 can crushed tomatoes | 1 | | can | crushed tomatoes |
    1/2 cup shredded coconut | 1/2 | | cup | shredded coconut |
    2 tbsp sun-dried tomatoes, chopped | 2 | | tbsp | sun-dried tomatoes | chopped
    1 cup extra-virgin olive oil | 1 | | cup | extra-virgin olive oil |
    1 whole chicken | 1 | | | whole chicken |
    2 cups spinach, washed and dried | 2 | | cup | spinach | washed and dried
    3 tomatoes, peeled, seeded and chopped | 3 | | | tomatoes | peeled, seeded and chopped
    1 cup peeled and diced potatoes | 1 | | cup | potatoes | peeled and diced
    1 tbsp fresh ginger, grated | 1 | | tbsp | fresh ginger | grated
    6 oz baby spinach (about 6 cups) | 6 | | oz | baby spinach | about 6 cups
    about 2 cups flour | 2 | | cup | flour | about
    approx. 300 g pumpkin | 300 | | g | pumpkin | approx
    ~ 1 kg lamb shoulder | 1 | | kg | lamb shoulder |
    1 cup pecans, toasted and roughly chopped | 1 | | cup | pecans | toasted and roughly chopped
    1 bunch kale, stems removed | 1 | | bunch | kale | stems removed
    2 sweet potatoes, peeled and cut into 2cm chunks | 2 | | | sweet potatoes | peeled and cut into 2cm chunks
    """

  static let bullets = """
    - 2 eggs | 2 | | | eggs |
    • 1 cup flour | 1 | | cup | flour |
    * 3 tbsp sugar | 3 | | tbsp | sugar |
    ▢ 200 g rice | 200 | | g | rice |
      2 cups   water   | 2 | | cup | water |
    2 cups water. | 2 | | cup | water |
    Eggs | | | | Eggs |
    Sea salt | | | | Sea salt |
    Crème fraîche, to serve | | | | Crème fraîche | to serve
    200 g crème fraîche | 200 | | g | crème fraîche |
    1 jalapeño, seeded and minced | 1 | | | jalapeño | seeded and minced
    2 cups 2% milk | 2 | | cup | 2% milk |
    2 onion(s), sliced | 2 | | | onion | sliced
    1 cup(s) rice | 1 | | cup | rice |
    3 potato(es) (large) | 3 | | | potato | large
    1 cup 7-Up | 1 | | cup | 7-Up |
    2 tbsp cook’s sherry | 2 | | tbsp | cook’s sherry |
    """

  /// TheMealDB's `measure` / `name` pairs: `measure | name | quantity | max | unit | name | note`.
  static let mealDBPairs = """
    4, boneless, skin on | Chicken thighs | 4 | | | Chicken thighs | boneless, skin on
    1 tsp | Salt | 1 | | tsp | Salt |
    2 cups | Flour | 2 | | cup | Flour |
    1/2 lb | Beef | 1/2 | | lb | Beef |
    200g | Butter | 200 | | g | Butter |
    1 1/2 cups | Milk | 3/2 | | cup | Milk |
    To taste | Black Pepper | | | | Black Pepper | To taste
    Pinch | Nutmeg | | | pinch | Nutmeg |
    Dash | Tabasco | | | dash | Tabasco |
    2 Large | Eggs | 2 | | | Eggs | Large
    1 can | Chickpeas | 1 | | can | Chickpeas |
    3 cloves | Garlic | 3 | | clove | Garlic |
    2 cloves | Garlic, minced | 2 | | clove | Garlic | minced
    1 chopped | Onion | 1 | | | Onion | chopped
    Garnish | Parsley | | | | Parsley | Garnish
    | Salt | | | | Salt |
    2 tblsp | Olive Oil | 2 | | tbsp | Olive Oil |
    175g/6oz | Caster Sugar | 175 | | g | Caster Sugar | 6oz
    1 (400g) tin | Chopped Tomatoes | 1 | | tin | Chopped Tomatoes | 400g
    Juice of 1 | Lemon | 1 | | | Lemon | Juice
    2 finely sliced | Red Onions | 2 | | | Red Onions | finely sliced
    1 Handful | Coriander | 1 | | handful | Coriander |
    """
}

extension IngredientLineCases {
  static let moreShapes = """
    1 (.25 ounce) package active dry yeast | 1 | | package | active dry yeast | .25 ounce
    2 cups (250g) all-purpose flour | 2 | | cup | all-purpose flour | 250g
    ¼ teaspoon freshly ground black pepper, or more to taste | 1/4 | | tsp | black pepper | freshly ground, or more to taste
    1 small bunch flat-leaf parsley, leaves picked | 1 | | bunch | flat-leaf parsley | small, leaves picked
    1/3 cup plus 2 tablespoons sugar | 1/3 | | cup | sugar |
    1 tablespoon finely grated lemon zest | 1 | | tbsp | lemon zest | finely grated
    Two 15-ounce cans black beans | 2 | | can | black beans | 15-ounce
    250g/9oz plain flour, plus extra for dusting | 250 | | g | plain flour | 9oz, plus extra for dusting
    500ml/18fl oz chicken stock | 500 | | ml | chicken stock | 18fl oz
    400g can chopped tomatoes | 1 | | can | chopped tomatoes | 400g
    100g pack feta | 1 | | pack | feta | 100g
    8 oz package cream cheese | 1 | | package | cream cheese | 8 oz
    1 x 1.5kg chicken | 1 | | | chicken | 1.5kg
    ½ x 7g sachet fast-action yeast | 1/2 | | sachet | fast-action yeast | 7g
    small bunch coriander, chopped | | | bunch | coriander | small, chopped
    Handful fresh mint leaves | | | handful | fresh mint leaves |
    zest 1 lemon | 1 | | | lemon | zest
    juice ½ lemon | 1/2 | | | lemon | juice
    1 pound boneless, skinless chicken thighs | 1 | | lb | chicken thighs | boneless, skinless
    3 cups peeled, cubed butternut squash | 3 | | cup | butternut squash | peeled, cubed
    1 ½ cups (355 ml) warm water | 3/2 | | cup | water | 355 ml, warm
    1/4 teaspoon cream of tartar | 1/4 | | tsp | cream of tartar |
    1 cup loosely packed fresh basil leaves | 1 | | cup | fresh basil leaves | loosely packed
    1 T. sugar | 1 | | tbsp | sugar |
    1 dozen eggs | 12 | | | eggs |
    2 dozen clams | 24 | | | clams |
    4 (6-ounce) salmon fillets, skin on | 4 | | | salmon fillets | 6-ounce, skin on
    1 medium (about 8 ounces) zucchini | 1 | | | zucchini | medium, about 8 ounces
    2 to 2 1/2 cups flour | 2 | 5/2 | cup | flour |
    1½-2 cups stock | 3/2 | 2 | cup | stock |
    One 2-pound bag of dried black beans | 1 | | bag | dried black beans | 2-pound
    freshly squeezed lemon juice | | | | lemon juice | freshly squeezed
    Salt & pepper | | | | Salt & pepper |
    Salt, to season | | | | Salt | to season
    Sugar - 2 tbsp | 2 | | tbsp | Sugar |
    Flour: 200 g | 200 | | g | Flour |
    Onion - 1 (finely chopped) | 1 | | | Onion | finely chopped
    Tomatoes, 2 large | 2 | | | Tomatoes | large
    2 CUPS FLOUR | 2 | | cup | FLOUR |
    8 ounces (2 cups) shredded mozzarella | 8 | | oz | mozzarella | 2 cups, shredded
    1 lb large shrimp (16-20 count), peeled | 1 | | lb | shrimp | large, 16-20 count, peeled
    2 large handfuls of spinach | 2 | | handful | spinach | large
    1 thumb-sized piece of ginger, grated | 1 | | piece | ginger | thumb-sized, grated
    2cm piece ginger, peeled | 2 | | cm | ginger | piece, peeled
    1 (3-inch) cinnamon stick | 1 | | | cinnamon stick | 3-inch
    1 lb chicken breasts, cut crosswise into strips | 1 | | lb | chicken breasts | cut crosswise into strips
    1 (10 ounce) package frozen chopped spinach, thawed | 1 | | package | frozen spinach | 10 ounce, chopped, thawed
    1 teaspoon each salt and pepper | 1 | | tsp | salt and pepper | each
    3 lb. bone-in, skin-on chicken thighs | 3 | | lb | chicken thighs | bone-in, skin-on
    1 barspoon maraschino | 1 | | barspoon | maraschino |
    2 dashes Angostura bitters | 2 | | dash | Angostura bitters |
    Club soda, to top | | | | Club soda | to top
    1 tbsp cornflour mixed with 2 tbsp water | 1 | | tbsp | cornflour | mixed with 2 tbsp water
    Salt as per taste | | | | Salt | as per taste
    1/2 a lemon | 1/2 | | | lemon |
    1 large or 2 small onions | 1 | | | onions | large or 2 small
    1 cup sugar or honey | 1 | | cup | sugar or honey |
    125g (4½oz) unsalted butter, softened | 125 | | g | unsalted butter | 4½oz, softened
    1 (9-inch) pie crust | 1 | | | pie crust | 9-inch
    1 inch cinnamon stick | 1 | | inch | cinnamon stick |
    A few drops of lemon juice | | | drop | lemon juice | A few
    heaping 1/2 cup flour | 1/2 | | cup | flour | heaping
    Scant ½ teaspoon salt | 1/2 | | tsp | salt | Scant
    Large pinch of salt | | | pinch | salt | Large
    One 28-ounce can whole peeled tomatoes | 1 | | can | whole peeled tomatoes | 28-ounce
    1 tsp. Aleppo-style pepper or ¼ tsp. crushed red pepper flakes | 1 | | tsp | Aleppo-style pepper | or ¼ tsp. crushed red pepper flakes
    2 medium leeks, white and pale green parts only, thinly sliced | 2 | | | leeks | medium, white and pale green parts only, thinly sliced
    1 (3½–4-lb.) chicken | 1 | | | chicken | 3½–4-lb
    1 pint (2 cups) strawberries | 1 | | pt | strawberries | 2 cups
    """

  /// Lines from recipes written in German, which write decimals with a comma.
  static let german = """
    200 g Mehl | 200 | | g | Mehl |
    1 EL Olivenöl | 1 | | tbsp | Olivenöl |
    2 TL Zucker | 2 | | tsp | Zucker |
    1 Prise Salz | 1 | | pinch | Salz |
    2 Zehen Knoblauch | 2 | | clove | Knoblauch |
    1 Dose Tomaten | 1 | | can | Tomaten |
    1/2 Bund Petersilie | 1/2 | | bunch | Petersilie |
    0,5 kg Kartoffeln | 1/2 | | kg | Kartoffeln |
    """
}

extension IngredientLineCases {
  /// Numbers joined to their unit by a hyphen, as in "a 1-pound bag".
  static let hyphenated = """
    1-pound bag frozen peas | 1 | | bag | frozen peas | 1-pound
    12-ounce package egg noodles | 1 | | package | egg noodles | 12-ounce
    2-inch piece ginger, peeled | 2 | | inch | ginger | piece, peeled
    1-lb pork tenderloin | 1 | | lb | pork tenderloin |
    3-oz. prosciutto, torn | 3 | | oz | prosciutto | torn
    """
}

extension IngredientLineCases {
  /// Lines from recipes written in French: spoons named by what they are for, "de" for "of".
  static let french = """
    2 c. à soupe de sucre | 2 | | tbsp | sucre |
    1 c. à café de sel | 1 | | tsp | sel |
    3 cuillères à soupe d'huile d'olive | 3 | | tbsp | huile d'olive |
    2 c. à soupe d’huile | 2 | | tbsp | huile |
    1 cuillère à café de cannelle | 1 | | tsp | cannelle |
    30 g de beurre | 30 | | g | beurre |
    1,5 kg de pommes de terre | 3/2 | | kg | pommes de terre |
    1 pâte feuilletée | 1 | | | pâte feuilletée |
    2 cs de crème fraîche | 2 | | tbsp | crème fraîche |
    2 gousses d'ail | 2 | | clove | ail |
    1 pincée de sel | 1 | | pinch | sel |
    2 brins de thym | 2 | | sprig | thym |
    6 tranches de jambon | 6 | | slice | jambon |
    """
}
