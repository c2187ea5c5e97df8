/// Lines phrased the long way round: "of" everywhere, parts of a thing, where a measure came
/// from, second measures in every position, and what to do with it written after the name.
extension IngredientEvaluationLines {
  static let phrasing = """
    2 cups of chopped tomatoes | 2 | | cup | tomatoes
    a bag of frozen peas | 1 | | bag | frozen peas
    1 box of spaghetti | 1 | | box | spaghetti
    3 cans of tuna | 3 | | can | tuna
    4 cups of water | 4 | | cup | water
    1/2 tsp of salt | 1/2 | | tsp | salt
    2 tins of tomatoes | 2 | | tin | tomatoes
    1 x 400g tin of chickpeas | 1 | | tin | chickpeas
    1 can of coconut milk (400ml) | 1 | | can | coconut milk
    Half a bunch of coriander | 1/2 | | bunch | coriander
    1/4 of a cabbage | 1/4 | | | cabbage
    1/2 of an onion, diced | 1/2 | | | onion
    1 bunch of spring onions, sliced | 1 | | bunch | spring onions
    Knob of butter | | | knob | butter
    Small handful of basil leaves | | | handful | basil leaves
    Splash of milk | | | splash | milk
    A squeeze of lemon juice | 1 | | squeeze | lemon juice
    Good quality olive oil | | | | olive oil
    2 tsp. dried Italian seasoning | 2 | | tsp | dried Italian seasoning
    1 teaspoon Better Than Bouillon | 1 | | tsp | Better Than Bouillon
    1-½ cups sugar | 3/2 | | cup | sugar
    ⅓-½ cup honey | 1/3 | 1/2 | cup | honey
    2x 400g tins butter beans | 2 | | tin | butter beans
    12 large (or 16 medium) shrimp | 12 | | | shrimp
    3 lbs. (1.4 kg) pork shoulder | 3 | | lb | pork shoulder
    1 lb (450g) dried beans | 1 | | lb | dried beans
    1 tsp. each: salt, pepper, garlic powder | 1 | | tsp | salt, pepper, garlic powder
    2-3 Tbs. fresh lemon juice | 2 | 3 | tbsp | fresh lemon juice
    1/2 medium onion | 1/2 | | | onion
    16 oz. package frozen corn | 1 | | package | frozen corn
    Kosher salt and black pepper, to taste | | | | kosher salt and black pepper
    1 cup (2 sticks) unsalted butter, at room temperature | 1 | | cup | unsalted butter
    3 cups (12 oz) broccoli florets | 3 | | cup | broccoli florets
    One 3-pound chicken | 1 | | | chicken
    4 to 6 boneless pork chops | 4 | 6 | | pork chops
    1 cup water, divided | 1 | | cup | water
    1 1/2 teaspoons Diamond Crystal kosher salt | 3/2 | | tsp | Diamond Crystal kosher salt
    2 tablespoons (1 ounce) butter | 2 | | tbsp | butter
    ½ cup sugar (100g) | 1/2 | | cup | sugar
    2 ½ lbs (1.1 kg) beef chuck | 5/2 | | lb | beef chuck
    10 ounces (283g) frozen spinach, thawed and squeezed dry | 10 | | oz | frozen spinach
    A pinch or two of salt | 1 | 2 | pinch | salt
    Salt, to taste (about 1 tsp) | | | | salt
    Juice from 1 lemon | 1 | | | lemon
    1 tbsp lemon juice (from about ½ lemon) | 1 | | tbsp | lemon juice
    2 cups broccoli florets (from 1 head) | 2 | | cup | broccoli florets
    1 cup grated carrot (about 2 medium carrots) | 1 | | cup | carrot
    2 large eggs plus 1 egg yolk | 2 | | | eggs
    3 egg yolks, plus 1 whole egg | 3 | | | egg yolks
    1 (3-4 lb) whole chicken | 1 | | | whole chicken
    12-15 fresh basil leaves | 12 | 15 | | fresh basil leaves
    1-2 jalapeños, minced (seeds removed for less heat) | 1 | 2 | | jalapeños
    1 (1-inch) piece ginger, peeled | 1 | | piece | ginger
    Pinch of salt and pepper | | | pinch | salt and pepper
    2 cloves garlic, minced or pressed | 2 | | clove | garlic
    1/4 teaspoon each salt and pepper | 1/4 | | tsp | salt and pepper
    2 teaspoons sugar, or to taste | 2 | | tsp | sugar
    2 cups cooked and shredded chicken | 2 | | cup | chicken
    1 cup sliced green onions (scallions) | 1 | | cup | green onions
    1 package (about 12 oz) firm tofu | 1 | | package | firm tofu
    2 cups broccoli, cut into bite-size florets | 2 | | cup | broccoli
    1 (16-ounce) bag coleslaw mix | 1 | | bag | coleslaw mix
    1 cup rice (uncooked) | 1 | | cup | rice
    2 cups uncooked rice | 2 | | cup | rice
    1 cup dried chickpeas, soaked overnight | 1 | | cup | dried chickpeas
    ½ teaspoon baking soda dissolved in 1 tablespoon hot water | 1/2 | | tsp | baking soda
    2 tablespoons butter, melted and slightly cooled | 2 | | tbsp | butter
    3 cups all purpose flour | 3 | | cup | all purpose flour
    1 (5-oz) container plain Greek yogurt | 1 | | container | plain Greek yogurt
    1 (14-oz) package extra-firm tofu, drained and pressed | 1 | | package | extra-firm tofu
    2 cups frozen mango chunks | 2 | | cup | frozen mango chunks
    1 cup ice | 1 | | cup | ice
    Ice, for serving | | | | ice
    2 cups shredded rotisserie chicken | 2 | | cup | rotisserie chicken
    1 lb lean ground beef (90% lean) | 1 | | lb | lean ground beef
    4 cups torn romaine | 4 | | cup | romaine
    1/2 cup chopped sun-dried tomatoes in oil, drained | 1/2 | | cup | sun-dried tomatoes in oil
    1 ½ cups shredded sharp cheddar, divided | 3/2 | | cup | sharp cheddar
    1 cup grated zucchini, squeezed dry | 1 | | cup | zucchini
    3 cloves black garlic | 3 | | clove | black garlic
    2 medium russet potatoes, peeled and cut into 1-inch chunks | 2 | | | russet potatoes
    Canola oil, for the pan | | | | canola oil
    Fresh berries, for topping (optional) | | | | fresh berries
    1 cup powdered sugar, plus more as needed | 1 | | cup | powdered sugar
    3 tablespoons heavy cream, or as needed | 3 | | tbsp | heavy cream
    2 pounds (about 6 medium) tomatillos, husked and rinsed | 2 | | lb | tomatillos
    1/2 pound thick-sliced bacon, cut crosswise into 1/4-inch strips | 1/2 | | lb | thick-sliced bacon
    1 bunch Tuscan kale, ribs removed, leaves torn | 1 | | bunch | Tuscan kale
    1 pint heavy cream, well chilled | 1 | | pt | heavy cream
    1 cup (8 ounces) mascarpone, cold | 1 | | cup | mascarpone
    """
}
