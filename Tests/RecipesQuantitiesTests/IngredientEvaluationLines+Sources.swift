/// Lines in the house styles of different kinds of sources: magazines that abbreviate with
/// periods, community cookbooks, Australian and Indian recipes, cocktails, and bakers who
/// give weights beside cups.
extension IngredientEvaluationLines {
  static let sources = """
    2 Tbsp. unsalted butter, divided | 2 | | tbsp | unsalted butter
    1 lb. spaghetti | 1 | | lb | spaghetti
    ¼ cup (60 ml) fresh lime juice | 1/4 | | cup | fresh lime juice
    2 medium shallots, thinly sliced into rings | 2 | | | shallots
    4 (6-oz.) skinless salmon fillets | 4 | | | salmon fillets
    1 small Fresno chile, thinly sliced | 1 | | | Fresno chile
    Flaky sea salt | | | | flaky sea salt
    3 Tbsp. extra-virgin olive oil, plus more for drizzling | 3 | | tbsp | extra-virgin olive oil
    1 15-oz. can chickpeas, rinsed | 1 | | can | chickpeas
    2 cups (packed) baby spinach | 2 | | cup | baby spinach
    1 cup (about 4 ounces) grated Gruyère | 1 | | cup | Gruyère
    8 ounces dried rigatoni or other short pasta | 8 | | oz | dried rigatoni
    1 tablespoon chopped fresh oregano (or 1 teaspoon dried) | 1 | | tbsp | fresh oregano
    2 cups cherry tomatoes, halved (about 10 ounces) | 2 | | cup | cherry tomatoes
    Nonstick cooking spray | | | | nonstick cooking spray
    1 large egg, lightly beaten, for egg wash | 1 | | | egg
    ½ vanilla bean, split lengthwise, seeds scraped | 1/2 | | | vanilla bean
    2 (1/4-oz.) envelopes active dry yeast | 2 | | envelope | active dry yeast
    3 lb. bone-in, skin-on chicken thighs (about 8) | 3 | | lb | chicken thighs
    1 tsp. crushed red pepper flakes | 1 | | tsp | red pepper flakes
    6 garlic cloves, smashed | 6 | | clove | garlic
    1 bunch scallions, thinly sliced, divided | 1 | | bunch | scallions
    ¼ cup mirin (sweet Japanese rice wine) | 1/4 | | cup | mirin
    1 cup panko (Japanese breadcrumbs) | 1 | | cup | panko
    Vegetable oil (for frying; about 6 cups) | | | | vegetable oil
    1 lb. mixed wild mushrooms, torn | 1 | | lb | mixed wild mushrooms
    4 cups (1 qt.) low-sodium chicken broth | 4 | | cup | low-sodium chicken broth
    1 Tbsp. plus 1 tsp. kosher salt | 1 | | tbsp | kosher salt
    2 oz. Parmesan, finely grated (about ½ cup), plus more for serving | 2 | | oz | Parmesan
    1 12-oz. bag frozen peas | 1 | | bag | frozen peas
    1 lemon, halved, seeds removed | 1 | | | lemon
    2 avocados, halved, pitted, and sliced | 2 | | | avocados
    A pinch of saffron threads | 1 | | pinch | saffron threads
    1 1/2" piece ginger, peeled | 3/2 | | inch | ginger
    500 g/1 lb 2 oz pork mince | 500 | | g | pork mince
    1 x 2kg leg of lamb | 1 | | | leg of lamb
    2 tbsp chopped coriander, plus extra leaves to serve | 2 | | tbsp | coriander
    Large handful of rocket | | | handful | rocket
    2 x 200g salmon fillets | 2 | | | salmon fillets
    4 x 150g skinless chicken breasts | 4 | | | chicken breasts
    1 large knob of butter | 1 | | knob | butter
    a splash of white wine (optional) | 1 | | splash | white wine
    1/2 x 20g pack flat-leaf parsley, chopped | 1/2 | | pack | flat-leaf parsley
    1 x 30g pack coriander | 1 | | pack | coriander
    100g pack baby spinach | 1 | | pack | baby spinach
    2 tbsp (30g) butter | 2 | | tbsp | butter
    150ml pot double cream | 1 | | pot | double cream
    3 tbsp olive oil, plus a drizzle | 3 | | tbsp | olive oil
    Zest ½ lemon | 1/2 | | | lemon
    1 large (or 2 small) aubergines | 1 | | | aubergines
    6-8 new potatoes (about 400g) | 6 | 8 | | new potatoes
    200g (7oz) frozen peas | 200 | | g | frozen peas
    1 tsp runny honey | 1 | | tsp | runny honey
    1 cup (150g) plain flour | 1 | | cup | plain flour
    2 tbsp (40g) honey | 2 | | tbsp | honey
    300ml thickened cream | 300 | | ml | thickened cream
    125g butter, chopped | 125 | | g | butter
    1/3 cup (80ml) milk | 1/3 | | cup | milk
    2 teaspoons finely grated lemon rind | 2 | | tsp | lemon rind
    250g packet cream cheese, softened | 1 | | packet | cream cheese
    1 tbs olive oil | 1 | | tbsp | olive oil
    1 Lebanese cucumber | 1 | | | Lebanese cucumber
    4 green shallots, thinly sliced | 4 | | | green shallots
    600g butternut pumpkin, peeled, cut into 2cm pieces | 600 | | g | butternut pumpkin
    1 x 1.8kg chicken | 1 | | | chicken
    1kg (about 6) Desiree potatoes | 1 | | kg | Desiree potatoes
    1/4 cup (35g) icing sugar mixture | 1/4 | | cup | icing sugar mixture
    395g can sweetened condensed milk | 1 | | can | sweetened condensed milk
    Pure icing sugar, to dust | | | | pure icing sugar
    1 tbs finely chopped fresh rosemary | 1 | | tbsp | fresh rosemary
    1 tsp jeera (cumin seeds) | 1 | | tsp | jeera
    2 green chillies, slit | 2 | | | green chillies
    1 inch ginger, grated | 1 | | inch | ginger
    8-10 curry leaves | 8 | 10 | | curry leaves
    ½ tsp haldi (turmeric powder) | 1/2 | | tsp | haldi
    Salt as required | | | | salt
    1 cup curd (yogurt) | 1 | | cup | curd
    1 tsp ginger-garlic paste | 1 | | tsp | ginger-garlic paste
    2 cups water or as needed | 2 | | cup | water
    ¼ tsp hing (asafoetida) | 1/4 | | tsp | hing
    1 cup toor dal, rinsed | 1 | | cup | toor dal
    2 medium tomatoes, finely chopped (about 1 cup) | 2 | | | tomatoes
    1 c. sugar | 1 | | cup | sugar
    1 can cream of chicken soup | 1 | | can | cream of chicken soup
    1 (8 oz.) pkg. cream cheese | 1 | | package | cream cheese
    1 stick oleo | 1 | | stick | oleo
    1 sm. onion, chopped | 1 | | | onion
    1 lg. can evaporated milk | 1 | | can | evaporated milk
    1/2 c. oleo, melted | 1/2 | | cup | oleo
    1 box powdered sugar | 1 | | box | powdered sugar
    1 sleeve saltine crackers, crushed | 1 | | sleeve | saltine crackers
    1 pkg. (3 oz.) lemon Jell-O | 1 | | package | lemon Jell-O
    1 (16 oz.) carton sour cream | 1 | | carton | sour cream
    1 (12 oz.) pkg. chocolate chips | 1 | | package | chocolate chips
    2 oz gin | 2 | | oz | gin
    ¾ oz fresh lime juice | 3/4 | | oz | fresh lime juice
    ½ oz simple syrup | 1/2 | | oz | simple syrup
    1 dash orange bitters | 1 | | dash | orange bitters
    Lemon twist, for garnish | | | | lemon twist
    1 egg white (optional) | 1 | | | egg white
    2 dashes Peychaud's bitters | 2 | | dash | Peychaud's bitters
    Ice | | | | ice
    1 ¼ cups (156 g) all-purpose flour, spooned and leveled | 5/4 | | cup | all-purpose flour
    ½ cup (113 g) unsalted butter, cold and cubed | 1/2 | | cup | unsalted butter
    1 tsp (5 ml) vanilla | 1 | | tsp | vanilla
    2 ¼ tsp (1 packet) instant yeast | 9/4 | | tsp | instant yeast
    1/2cup sugar | 1/2 | | cup | sugar
    2tbsp. honey | 2 | | tbsp | honey
    1 ⅛ cups milk | 9/8 | | cup | milk
    3–4 lb. pork shoulder | 3 | 4 | lb | pork shoulder
    1½–2 lb. ground beef | 3/2 | 2 | lb | ground beef
    1 to 1¼ cups milk | 1 | 5/4 | cup | milk
    Milk 200ml | 200 | | ml | milk
    Eggs (2) | 2 | | | eggs
    Salt (to taste) | | | | salt
    1 tbsp. each chopped parsley and chives | 1 | | tbsp | parsley and chives
    2 cups store-bought chicken stock | 2 | | cup | chicken stock
    1/2 cup homemade pesto | 1/2 | | cup | pesto
    1 cup day-old bread, cubed | 1 | | cup | day-old bread
    1 ripe but firm mango | 1 | | | mango
    4 cups loosely packed torn kale | 4 | | cup | kale
    1/2 cup sliced scallions (white and green parts) | 1/2 | | cup | scallions
    1 cup shelled pistachios | 1 | | cup | pistachios
    1 lb. russet potatoes (about 2 medium), scrubbed | 1 | | lb | russet potatoes
    2 Tbsp. Dijon mustard | 2 | | tbsp | Dijon mustard
    ½ cup plain whole-milk Greek yogurt | 1/2 | | cup | plain whole-milk Greek yogurt
    1 tsp. finely grated lime zest | 1 | | tsp | lime zest
    ⅓ cup coarsely chopped salted, roasted almonds | 1/3 | | cup | salted, roasted almonds
    1 (1-lb.) head of cauliflower | 1 | | head | cauliflower
    2 lb. small Yukon Gold potatoes | 2 | | lb | Yukon Gold potatoes
    1 whole (4-lb.) chicken | 1 | | | whole chicken
    """
}
