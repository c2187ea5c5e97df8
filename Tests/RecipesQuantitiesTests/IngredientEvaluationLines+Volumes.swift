/// Lines measured the American way: cups and spoons, fractions written every way, mixed
/// numbers, ranges and number words.
extension IngredientEvaluationLines {
  static let volumes = """
    2 1/4 cups all-purpose flour | 9/4 | | cup | all-purpose flour
    1 cup light brown sugar, packed | 1 | | cup | light brown sugar
    3/4 cup granulated sugar | 3/4 | | cup | granulated sugar
    1 teaspoon baking soda | 1 | | tsp | baking soda
    1 tsp fine salt | 1 | | tsp | fine salt
    2 large eggs, at room temperature | 2 | | | eggs
    2 cups semisweet chocolate chips | 2 | | cup | semisweet chocolate chips
    1 cup chopped pecans, toasted | 1 | | cup | pecans
    1/2 cup vegetable shortening | 1/2 | | cup | vegetable shortening
    1/4 cup whole milk | 1/4 | | cup | whole milk
    3 tablespoons cornstarch | 3 | | tbsp | cornstarch
    1 1/2 teaspoons baking powder | 3/2 | | tsp | baking powder
    1/8 teaspoon ground nutmeg | 1/8 | | tsp | ground nutmeg
    2/3 cup sour cream | 2/3 | | cup | sour cream
    1 3/4 cups buttermilk, shaken | 7/4 | | cup | buttermilk
    1/3 cup canola oil | 1/3 | | cup | canola oil
    1 tbsp apple cider vinegar | 1 | | tbsp | apple cider vinegar
    2 tsp instant espresso powder | 2 | | tsp | instant espresso powder
    3/4 cup unsweetened cocoa powder | 3/4 | | cup | unsweetened cocoa powder
    1 cup boiling water | 1 | | cup | water
    1/2 cup (1 stick) unsalted butter, softened | 1/2 | | cup | unsalted butter
    4 cups powdered sugar, sifted | 4 | | cup | powdered sugar
    1/4 cup heavy whipping cream | 1/4 | | cup | heavy whipping cream
    1 pinch of kosher salt | 1 | | pinch | kosher salt
    2 cups old-fashioned rolled oats | 2 | | cup | old-fashioned rolled oats
    1/2 cup raisins | 1/2 | | cup | raisins
    1 cup sweetened shredded coconut | 1 | | cup | sweetened shredded coconut
    1/2 cup creamy peanut butter | 1/2 | | cup | creamy peanut butter
    1/4 cup honey | 1/4 | | cup | honey
    2 tbsp flaxseed meal | 2 | | tbsp | flaxseed meal
    3 cups fresh blueberries | 3 | | cup | fresh blueberries
    1 tablespoon fresh lemon juice | 1 | | tbsp | fresh lemon juice
    2 teaspoons lemon zest | 2 | | tsp | lemon zest
    1/2 teaspoon almond extract | 1/2 | | tsp | almond extract
    1 cup plain Greek yogurt | 1 | | cup | plain Greek yogurt
    ½ cup maple syrup | 1/2 | | cup | maple syrup
    ¼ cup tahini | 1/4 | | cup | tahini
    ¾ tsp ground ginger | 3/4 | | tsp | ground ginger
    ⅓ cup sliced almonds | 1/3 | | cup | almonds
    ⅔ cup dried cranberries | 2/3 | | cup | dried cranberries
    ⅛ tsp ground allspice | 1/8 | | tsp | ground allspice
    1 ½ tsp dried basil | 3/2 | | tsp | dried basil
    2 ½ cups chicken stock | 5/2 | | cup | chicken stock
    1¼ cups milk | 5/4 | | cup | milk
    3½ cups bread flour | 7/2 | | cup | bread flour
    1¾ teaspoons kosher salt | 7/4 | | tsp | kosher salt
    2⅓ cups water | 7/3 | | cup | water
    1 1/3 cups pumpkin puree | 4/3 | | cup | pumpkin puree
    2 2/3 cups almond flour | 8/3 | | cup | almond flour
    1-1/2 cups shredded carrots | 3/2 | | cup | carrots
    2-1/4 teaspoons active dry yeast | 9/4 | | tsp | active dry yeast
    0.5 cup rice vinegar | 1/2 | | cup | rice vinegar
    1.5 tsp sea salt | 3/2 | | tsp | sea salt
    0.25 cup olive oil | 1/4 | | cup | olive oil
    2.5 tbsp gochujang | 5/2 | | tbsp | gochujang
    .75 cup water | 3/4 | | cup | water
    1/2 C. chopped onion | 1/2 | | cup | onion
    3 c flour | 3 | | cup | flour
    1 Tbs. butter | 1 | | tbsp | butter
    2 Tblsp honey | 2 | | tbsp | honey
    1 tbsps water | 1 | | tbsp | water
    2 Tablespoons sesame seeds | 2 | | tbsp | sesame seeds
    4 TBS olive oil | 4 | | tbsp | olive oil
    1 TSP cinnamon | 1 | | tsp | cinnamon
    1 tspn mustard powder | 1 | | tsp | mustard powder
    3 tsp. sugar | 3 | | tsp | sugar
    1/2 t baking soda | 1/2 | | tsp | baking soda
    2 T maple syrup | 2 | | tbsp | maple syrup
    1 cup of rice | 1 | | cup | rice
    2 cupfuls breadcrumbs | 2 | | cup | breadcrumbs
    1 teaspoonful vanilla essence | 1 | | tsp | vanilla essence
    2 tablespoonfuls sherry | 2 | | tbsp | sherry
    6 fl. oz. milk | 6 | | fl oz | milk
    12 fl oz lager | 12 | | fl oz | lager
    2 fluid ounces lime juice | 2 | | fl oz | lime juice
    1 pint heavy cream | 1 | | pt | heavy cream
    1 quart whole milk | 1 | | qt | whole milk
    1/2 gallon apple juice | 1/2 | | gal | apple juice
    3 qts water | 3 | | qt | water
    1 pt. blackberries | 1 | | pt | blackberries
    2-3 cups chicken broth | 2 | 3 | cup | chicken broth
    1 to 2 tablespoons water | 1 | 2 | tbsp | water
    1/4 to 1/2 teaspoon cayenne pepper | 1/4 | 1/2 | tsp | cayenne pepper
    3-4 tablespoons cold water | 3 | 4 | tbsp | water
    ½ - ¾ cup milk | 1/2 | 3/4 | cup | milk
    1–1½ cups grated parmesan | 1 | 3/2 | cup | parmesan
    2 or 3 tbsp sugar | 2 | 3 | tbsp | sugar
    6 to 8 cups water | 6 | 8 | cup | water
    1 1/2 to 2 teaspoons salt | 3/2 | 2 | tsp | salt
    8-10 oz mushrooms | 8 | 10 | oz | mushrooms
    2 - 3 lbs chicken wings | 2 | 3 | lb | chicken wings
    4–5 cups baby spinach | 4 | 5 | cup | baby spinach
    one cup milk | 1 | | cup | milk
    two tablespoons butter | 2 | | tbsp | butter
    three eggs | 3 | | | eggs
    four cups cubed bread | 4 | | cup | bread
    six ounces goat cheese | 6 | | oz | goat cheese
    ten cherry tomatoes, halved | 10 | | | cherry tomatoes
    a cup of sugar | 1 | | cup | sugar
    a tablespoon of butter | 1 | | tbsp | butter
    a teaspoon of salt | 1 | | tsp | salt
    an egg | 1 | | | egg
    an ounce of brandy | 1 | | oz | brandy
    half a teaspoon of cinnamon | 1/2 | | tsp | cinnamon
    half an onion, diced | 1/2 | | | onion
    half a cup of milk | 1/2 | | cup | milk
    a half cup of water | 1/2 | | cup | water
    one and a half cups flour | 3/2 | | cup | flour
    one-third cup sugar | 1/3 | | cup | sugar
    a quarter teaspoon of salt | 1/4 | | tsp | salt
    1 and 1/4 cups sugar | 5/4 | | cup | sugar
    two and a half pounds potatoes | 5/2 | | lb | potatoes
    1 heaping cup spinach | 1 | | cup | spinach
    2 rounded tablespoons sugar | 2 | | tbsp | sugar
    1 level teaspoon salt | 1 | | tsp | salt
    1 scant teaspoon vanilla | 1 | | tsp | vanilla
    1 generous cup grated cheese | 1 | | cup | cheese
    1 cup lightly packed basil leaves | 1 | | cup | basil leaves
    2 cups loosely packed arugula | 2 | | cup | arugula
    1 cup tightly packed brown sugar | 1 | | cup | brown sugar
    1/4 cup minced shallots | 1/4 | | cup | shallots
    2 tbsp minced garlic | 2 | | tbsp | garlic
    1/2 cup diced celery | 1/2 | | cup | celery
    1 cup sliced strawberries | 1 | | cup | strawberries
    3 cups cubed stale bread | 3 | | cup | stale bread
    1/2 cup melted butter | 1/2 | | cup | butter
    1 cup mashed ripe bananas | 1 | | cup | bananas
    2 cups shredded cooked chicken | 2 | | cup | chicken
    1 cup crushed graham crackers | 1 | | cup | graham crackers
    1 1/2 cups crushed pineapple, drained | 3/2 | | cup | crushed pineapple
    1/4 cup toasted pine nuts | 1/4 | | cup | pine nuts
    1 cup thinly sliced red cabbage | 1 | | cup | red cabbage
    1/2 cup freshly grated parmesan cheese | 1/2 | | cup | parmesan cheese
    2 tablespoons finely chopped fresh chives | 2 | | tbsp | fresh chives
    1 cup roughly chopped fresh cilantro | 1 | | cup | fresh cilantro
    1 teaspoon freshly ground black pepper | 1 | | tsp | black pepper
    1/2 teaspoon ground white pepper | 1/2 | | tsp | ground white pepper
    1 tablespoon chopped fresh thyme leaves | 1 | | tbsp | fresh thyme leaves
    2 cups frozen corn kernels, thawed | 2 | | cup | frozen corn kernels
    1 cup uncooked long-grain white rice | 1 | | cup | long-grain white rice
    1 cup dry white wine | 1 | | cup | dry white wine
    1/4 cup dry sherry | 1/4 | | cup | dry sherry
    2 cups warm milk (110°F) | 2 | | cup | milk
    1/2 cup lukewarm water | 1/2 | | cup | water
    1 cup ice water | 1 | | cup | ice water
    1/2 cup chilled heavy cream | 1/2 | | cup | heavy cream
    3 tbsp cold unsalted butter, diced | 3 | | tbsp | unsalted butter
    1 cup cold brewed coffee | 1 | | cup | brewed coffee
    """
}
