/// Lines with more around the ingredient than a size: comments, "to taste", parts of a
/// fruit, alternatives, bullets and capitals, numbers inside names, and names given first.
extension IngredientEvaluationLines {
  static let notes = """
    salt and pepper | | | | salt and pepper
    Salt and pepper to taste | | | | salt and pepper
    salt & freshly ground black pepper, to taste | | | | salt & black pepper
    Salt, pepper | | | | salt, pepper
    Sea salt, to taste | | | | sea salt
    kosher salt, as needed | | | | kosher salt
    Freshly ground black pepper, to taste | | | | black pepper
    Pepper to taste | | | | pepper
    Salt | | | | salt
    water | | | | water
    Ice cubes | | | | ice cubes
    Olive oil, for drizzling | | | | olive oil
    Vegetable oil for greasing | | | | vegetable oil
    Butter, for the tin | | | | butter
    Flour, for rolling out | | | | flour
    Icing sugar, to dust | | | | icing sugar
    Chopped fresh parsley, for garnish | | | | fresh parsley
    Lime wedges, for serving | | | | lime wedges
    Crusty bread, to serve | | | | crusty bread
    Cooked rice, to serve | | | | rice
    Toasted sesame seeds, for sprinkling | | | | sesame seeds
    Whipped cream (optional) | | | | whipped cream
    1/4 cup chopped walnuts, optional | 1/4 | | cup | walnuts
    1 tsp red chilli flakes (optional) | 1 | | tsp | red chilli flakes
    2 tbsp brandy, optional | 2 | | tbsp | brandy
    optional: 1 tsp cayenne | 1 | | tsp | cayenne
    1 tsp sugar, or to taste | 1 | | tsp | sugar
    2 tbsp fish sauce, or more to taste | 2 | | tbsp | fish sauce
    ½ tsp salt, plus more to taste | 1/2 | | tsp | salt
    3 cups flour, plus more for kneading | 3 | | cup | flour
    2 tbsp butter, plus extra for frying | 2 | | tbsp | butter
    1 cup cheddar, plus more for topping | 1 | | cup | cheddar
    Juice of 1 lime | 1 | | | lime
    juice of 2 lemons | 2 | | | lemons
    Juice of ½ lemon | 1/2 | | | lemon
    Zest of 2 limes | 2 | | | limes
    zest of 1 orange, finely grated | 1 | | | orange
    Grated zest of 1 lemon | 1 | | | lemon
    Zest and juice of 1 lemon | 1 | | | lemon
    the juice of 1 orange | 1 | | | orange
    1 lemon, zested and juiced | 1 | | | lemon
    2 limes, juiced | 2 | | | limes
    1 orange, zest only | 1 | | | orange
    1 lemon, cut into wedges | 1 | | | lemon
    1/2 lemon, juiced | 1/2 | | | lemon
    3 eggs, beaten | 3 | | | eggs
    2 eggs, separated | 2 | | | eggs
    4 egg yolks | 4 | | | egg yolks
    3 large egg whites, at room temperature | 3 | | | egg whites
    1 egg, lightly whisked | 1 | | | egg
    2 hard-boiled eggs, chopped | 2 | | | eggs
    6 eggs | 6 | | | eggs
    1 cup + 2 tbsp flour | 1 | | cup | flour
    1 cup plus 2 tablespoons all-purpose flour | 1 | | cup | all-purpose flour
    2 cups + 1 tbsp milk | 2 | | cup | milk
    1/4 cup + 1 tsp sugar | 1/4 | | cup | sugar
    3 tablespoons plus 1 teaspoon cocoa | 3 | | tbsp | cocoa
    1 cup milk or water | 1 | | cup | milk or water
    2 tbsp butter or oil | 2 | | tbsp | butter or oil
    1 cup chicken or vegetable stock | 1 | | cup | chicken or vegetable stock
    ½ cup parsley or cilantro, chopped | 1/2 | | cup | parsley or cilantro
    1 tsp honey (or maple syrup) | 1 | | tsp | honey
    200g cavolo nero (or kale), shredded | 200 | | g | cavolo nero
    1 lb shrimp (21-25 count), peeled and deveined | 1 | | lb | shrimp
    2 onions (about 1 lb), sliced | 2 | | | onions
    1 large potato (about 300g), diced | 1 | | | potato
    4 medium tomatoes (about 1 1/2 pounds), cored | 4 | | | tomatoes
    1 small cauliflower (about 2 lb), cut into florets | 1 | | | cauliflower
    3 cups cooked quinoa (from 1 cup dry) | 3 | | cup | quinoa
    1 cup fresh or frozen peas | 1 | | cup | fresh or frozen peas
    1 medium onion, peeled and finely chopped | 1 | | | onion
    2 cloves garlic, peeled and crushed | 2 | | clove | garlic
    1 lb green beans, trimmed and halved | 1 | | lb | green beans
    2 chicken breasts, sliced into thin strips | 2 | | | chicken breasts
    500g pork mince | 500 | | g | pork mince
    1 lb ground beef (80/20) | 1 | | lb | ground beef
    8 oz sharp cheddar, grated (about 2 cups) | 8 | | oz | sharp cheddar
    1 cup parmesan, grated on a microplane | 1 | | cup | parmesan
    4 salmon fillets, skin removed | 4 | | | salmon fillets
    2 avocados, ripe but firm | 2 | | | avocados
    1 mango, peeled, pitted and diced | 1 | | | mango
    2 apples, cored and sliced | 2 | | | apples
    3 ripe pears | 3 | | | pears
    1 cup brewed espresso, cooled | 1 | | cup | brewed espresso
    1 tbsp butter, at room temp | 1 | | tbsp | butter
    1 tsp vanilla extract (or 1 vanilla pod) | 1 | | tsp | vanilla extract
    1 large onion, roughly chopped (about 2 cups) | 1 | | | onion
    100g bacon lardons | 100 | | g | bacon lardons
    2 CUPS ALL-PURPOSE FLOUR | 2 | | cup | all-purpose flour
    1 TSP BAKING SODA | 1 | | tsp | baking soda
    3 EGGS | 3 | | | eggs
    1/2 CUP BUTTER, SOFTENED | 1/2 | | cup | butter
    SALT AND PEPPER | | | | salt and pepper
    1 LB GROUND TURKEY | 1 | | lb | ground turkey
    2 cups milk. | 2 | | cup | milk
    1 tsp salt. | 1 | | tsp | salt
    3 carrots, sliced. | 3 | | | carrots
    Pepper. | | | | pepper
    - 2 cups rice | 2 | | cup | rice
    - 1 onion, diced | 1 | | | onion
    • 200g spinach | 200 | | g | spinach
    • 1 tbsp olive oil | 1 | | tbsp | olive oil
    * 3 garlic cloves | 3 | | clove | garlic
    * 1/4 cup honey | 1/4 | | cup | honey
    ▢ 1 cup milk | 1 | | cup | milk
    ▢ 2 tbsp butter | 2 | | tbsp | butter
    · 1 lemon | 1 | | | lemon
    1 cup 7-Up | 1 | | cup | 7-Up
    2 tsp five-spice powder | 2 | | tsp | five-spice powder
    1 tsp Chinese 5 spice | 1 | | tsp | Chinese 5 spice
    300g Tipo 00 flour | 300 | | g | Tipo 00 flour
    2 cups 00 flour | 2 | | cup | 00 flour
    1 cup 2% milk | 1 | | cup | 2% milk
    200g 85% dark chocolate | 200 | | g | 85% dark chocolate
    100g 70% cocoa chocolate, chopped | 100 | | g | 70% cocoa chocolate
    500g 5% fat beef mince | 500 | | g | 5% fat beef mince
    2 tbsp A1 steak sauce | 2 | | tbsp | A1 steak sauce
    1 can V8 juice | 1 | | can | V8 juice
    1 tbsp Chinese five spice | 1 | | tbsp | Chinese five spice
    1 tbsp Old Bay seasoning | 1 | | tbsp | Old Bay seasoning
    2 tbsp Sriracha | 2 | | tbsp | Sriracha
    1 cup Bisquick | 1 | | cup | Bisquick
    1 tsp Lawry's seasoned salt | 1 | | tsp | Lawry's seasoned salt
    8 oz Velveeta, cubed | 8 | | oz | Velveeta
    1 cup Nutella | 1 | | cup | Nutella
    2 tbsp Marmite | 2 | | tbsp | Marmite
    1 tbsp Kikkoman soy sauce | 1 | | tbsp | Kikkoman soy sauce
    Butter - 100g | 100 | | g | butter
    Sugar: 1 cup | 1 | | cup | sugar
    Milk – 250 ml | 250 | | ml | milk
    Garlic, 3 cloves | 3 | | clove | garlic
    Potatoes x 4 | 4 | | | potatoes
    Lemon (1), juiced | 1 | | | lemon
    Rice (200g) | 200 | | g | rice
    1 pound spaghetti or linguine | 1 | | lb | spaghetti or linguine
    about 1 tsp salt | 1 | | tsp | salt
    approximately 2 cups stock | 2 | | cup | stock
    roughly 500g potatoes | 500 | | g | potatoes
    around 6 cups water | 6 | | cup | water
    1 cup sugar (200 grams) | 1 | | cup | sugar
    1 tsp each cumin and coriander | 1 | | tsp | cumin and coriander
    2 cups each of red and green peppers, diced | 2 | | cup | red and green peppers
    4 chicken thighs (bone in, skin on) | 4 | | | chicken thighs
    2 lbs chicken wings, tips removed | 2 | | lb | chicken wings
    1 whole chicken (about 4 lbs) | 1 | | | whole chicken
    2 tbsp butter, cut into small cubes and chilled | 2 | | tbsp | butter
    1 cup pitted cherries, halved | 1 | | cup | cherries
    6 oz fresh raspberries, plus more for garnish | 6 | | oz | fresh raspberries
    A few sprigs fresh dill | | | sprig | fresh dill
    a little olive oil | | | | olive oil
    some fresh basil | | | | fresh basil
    several sprigs of parsley | | | sprig | parsley
    a couple of tablespoons of olive oil | 2 | | tbsp | olive oil
    a handful of toasted walnuts | 1 | | handful | walnuts
    leaves from 4 sprigs thyme | 4 | | sprig | thyme
    """
}
