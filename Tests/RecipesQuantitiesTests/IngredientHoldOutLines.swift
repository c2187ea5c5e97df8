/// Ingredient lines held out from tuning: written before the parser was tuned on
/// `IngredientEvaluationLines`, and their failures left unread until the end, so their
/// score says how the parser does on lines it was not shaped by.
///
/// Each row is `line | quantity | quantityMax | unit | name`, labelled as a cook reads the
/// line: the name is what is bought; sizes, preparation and comments are not part of it.
enum IngredientHoldOutLines {
  static let lines = """
    1 1/4 cups whole wheat flour | 5/4 | | cup | whole wheat flour
    2 tsp kosher salt | 2 | | tsp | kosher salt
    3 tbsp unsalted butter, cut into pieces | 3 | | tbsp | unsalted butter
    1/2 cup heavy cream | 1/2 | | cup | heavy cream
    4 large egg yolks | 4 | | | egg yolks
    1 cup granulated sugar | 1 | | cup | granulated sugar
    2 teaspoons pure vanilla extract | 2 | | tsp | pure vanilla extract
    1 (15 oz) can chickpeas, drained and rinsed | 1 | | can | chickpeas
    2 x 400g cans cannellini beans, drained | 2 | | can | cannellini beans
    300g dried penne | 300 | | g | dried penne
    150 g frozen peas | 150 | | g | frozen peas
    1 red pepper, deseeded and sliced | 1 | | | red pepper
    2 garlic cloves, finely chopped | 2 | | clove | garlic
    1 tsp smoked paprika | 1 | | tsp | smoked paprika
    ½ tsp ground cinnamon | 1/2 | | tsp | ground cinnamon
    1 tbsp tomato purée | 1 | | tbsp | tomato purée
    500ml hot vegetable stock | 500 | | ml | vegetable stock
    2 tbsp extra virgin olive oil | 2 | | tbsp | extra virgin olive oil
    1 large brown onion, diced | 1 | | | brown onion
    400g beef mince | 400 | | g | beef mince
    1 x 400g tin chopped tomatoes | 1 | | tin | chopped tomatoes
    2 tbsp Worcestershire sauce | 2 | | tbsp | Worcestershire sauce
    1 beef stock cube, crumbled | 1 | | | beef stock cube
    Salt and freshly ground black pepper | | | | salt and black pepper
    Fresh parsley, to garnish | | | | fresh parsley
    3/4 cup (180ml) buttermilk | 3/4 | | cup | buttermilk
    1 cup (2 sticks) butter, softened | 1 | | cup | butter
    2 1/2 cups (310 g) all-purpose flour | 5/2 | | cup | all-purpose flour
    1 tsp baking soda | 1 | | tsp | baking soda
    1/4 tsp fine sea salt | 1/4 | | tsp | fine sea salt
    8 oz cream cheese, at room temperature | 8 | | oz | cream cheese
    1 lb boneless pork shoulder, cut into 1-inch cubes | 1 | | lb | pork shoulder
    2 lbs Yukon Gold potatoes | 2 | | lb | Yukon Gold potatoes
    6 slices thick-cut bacon | 6 | | slice | thick-cut bacon
    1 medium yellow onion, chopped | 1 | | | yellow onion
    3 celery ribs, diced | 3 | | rib | celery
    2 carrots, peeled and diced | 2 | | | carrots
    4 cups low-sodium chicken broth | 4 | | cup | low-sodium chicken broth
    1 bay leaf | 1 | | | bay leaf
    1 tsp dried thyme | 1 | | tsp | dried thyme
    2 cups egg noodles | 2 | | cup | egg noodles
    1/4 cup chopped fresh dill | 1/4 | | cup | fresh dill
    1 tablespoon lemon juice, freshly squeezed | 1 | | tbsp | lemon juice
    200g dark chocolate (70% cocoa solids), broken into pieces | 200 | | g | dark chocolate
    100 g 70% dark chocolate | 100 | | g | 70% dark chocolate
    175g light muscovado sugar | 175 | | g | light muscovado sugar
    3 medium free-range eggs | 3 | | | free-range eggs
    225g self-raising flour | 225 | | g | self-raising flour
    2 tbsp milk | 2 | | tbsp | milk
    50g icing sugar, for dusting | 50 | | g | icing sugar
    1 vanilla pod, split | 1 | | | vanilla pod
    600ml double cream | 600 | | ml | double cream
    1 punnet raspberries | 1 | | punnet | raspberries
    2 sheets ready-rolled puff pastry | 2 | | sheet | ready-rolled puff pastry
    1 egg, beaten, to glaze | 1 | | | egg
    250g/9oz mascarpone | 250 | | g | mascarpone
    100ml/3½fl oz strong coffee, cooled | 100 | | ml | strong coffee
    4 tbsp marsala | 4 | | tbsp | marsala
    1 x 200g pack ladyfingers | 1 | | pack | ladyfingers
    cocoa powder, for dusting | | | | cocoa powder
    1.2kg whole chicken | 6/5 | | kg | whole chicken
    1 lemon, halved | 1 | | | lemon
    1 head of garlic, halved crossways | 1 | | head | garlic
    a few sprigs of rosemary | | | sprig | rosemary
    2 tbsp soft butter | 2 | | tbsp | butter
    250ml white wine | 250 | | ml | white wine
    1kg floury potatoes, such as King Edward | 1 | | kg | floury potatoes
    2 tsp Dijon mustard | 2 | | tsp | Dijon mustard
    1/3 cup mayonnaise | 1/3 | | cup | mayonnaise
    2 stalks green onions, sliced | 2 | | stalk | green onions
    1 cup shredded cheddar cheese | 1 | | cup | cheddar cheese
    1 (10.75 oz) can condensed cream of mushroom soup | 1 | | can | condensed cream of mushroom soup
    1 package (16 oz) frozen broccoli florets | 1 | | package | frozen broccoli florets
    1 1/2 pounds ground chuck | 3/2 | | lb | ground chuck
    1 envelope onion soup mix | 1 | | envelope | onion soup mix
    2 tablespoons brown sugar | 2 | | tbsp | brown sugar
    1 tsp. garlic powder | 1 | | tsp | garlic powder
    1/2 tsp. onion powder | 1/2 | | tsp | onion powder
    Cooking spray | | | | cooking spray
    6 hamburger buns, toasted | 6 | | | hamburger buns
    1 avocado, pitted and sliced | 1 | | | avocado
    2 limes, cut into wedges | 2 | | | limes
    1 jalapeño pepper, seeded and minced | 1 | | | jalapeño pepper
    1/2 red onion, finely diced | 1/2 | | | red onion
    1 bunch cilantro, leaves and tender stems | 1 | | bunch | cilantro
    2 Roma tomatoes, diced | 2 | | | Roma tomatoes
    8 corn tortillas | 8 | | | corn tortillas
    1 tbsp chili powder | 1 | | tbsp | chili powder
    3 tbsp vegetable oil, divided | 3 | | tbsp | vegetable oil
    Sour cream, for serving | | | | sour cream
    Crumbled cotija cheese | | | | cotija cheese
    1 can (14.5 oz) diced tomatoes with green chiles | 1 | | can | diced tomatoes with green chiles
    2 cups cooked black beans | 2 | | cup | black beans
    1/2 tsp red pepper flakes | 1/2 | | tsp | red pepper flakes
    3 tbsp light soy sauce | 3 | | tbsp | light soy sauce
    1 tbsp Shaoxing rice wine | 1 | | tbsp | Shaoxing rice wine
    1 thumb-size piece fresh ginger | 1 | | piece | fresh ginger
    4 spring onions, cut into 3cm lengths | 4 | | | spring onions
    300g pak choi, halved | 300 | | g | pak choi
    1 red chilli, thinly sliced (optional) | 1 | | | red chilli
    2 nests medium egg noodles | 2 | | nest | egg noodles
    ½ cucumber, cut into matchsticks | 1/2 | | | cucumber
    1 tbsp toasted sesame seeds | 1 | | tbsp | sesame seeds
    1 stalk lemongrass, bruised | 1 | | stalk | lemongrass
    400ml can coconut milk | 1 | | can | coconut milk
    3 kaffir lime leaves | 3 | | | kaffir lime leaves
    500g boneless chicken thighs, cut into bite-sized pieces | 500 | | g | chicken thighs
    1 tsp palm sugar or brown sugar | 1 | | tsp | palm sugar or brown sugar
    Handful of Thai basil leaves | | | handful | Thai basil leaves
    Steamed jasmine rice, to serve | | | | jasmine rice
    1 cup basmati rice, rinsed | 1 | | cup | basmati rice
    4 green cardamom pods, lightly crushed | 4 | | | green cardamom pods
    1 cinnamon stick | 1 | | | cinnamon stick
    1 tbsp grated ginger | 1 | | tbsp | ginger
    400 g paneer, cubed | 400 | | g | paneer
    a handful of coriander leaves, chopped | 1 | | handful | coriander leaves
    250 gr. pasta | 250 | | g | pasta
    1,2 kg Rindfleisch | 6/5 | | kg | Rindfleisch
    3 EL Öl | 3 | | tbsp | Öl
    2-3 tbsp maple syrup | 2 | 3 | tbsp | maple syrup
    1–2 fresh red chillies | 1 | 2 | | fresh red chillies
    3 to 4 cups vegetable broth | 3 | 4 | cup | vegetable broth
    1 or 2 pinches of saffron | 1 | 2 | pinch | saffron
    500-600g lamb neck fillet | 500 | 600 | g | lamb neck fillet
    ¼–½ tsp cayenne | 1/4 | 1/2 | tsp | cayenne
    half a cucumber | 1/2 | | | cucumber
    A knob of butter | 1 | | knob | butter
    a drizzle of honey | 1 | | drizzle | honey
    A large bunch of mint | 1 | | bunch | mint
    2 tins (400g each) chopped tomatoes | 2 | | tin | chopped tomatoes
    3 (15-ounce) cans pinto beans | 3 | | can | pinto beans
    one 14.5-ounce can fire-roasted tomatoes | 1 | | can | fire-roasted tomatoes
    1 28-oz can San Marzano tomatoes | 1 | | can | San Marzano tomatoes
    1 (750 ml) bottle dry red wine | 1 | | bottle | dry red wine
    1 jar (24 oz) marinara sauce | 1 | | jar | marinara sauce
    1 packet (7g) instant yeast | 1 | | packet | instant yeast
    1 pkg. (8 oz.) sliced mushrooms | 1 | | package | mushrooms
    1 stick (1/2 cup) unsalted butter, melted | 1 | | stick | unsalted butter
    4 thin slices prosciutto | 4 | | slice | prosciutto
    1 sprig fresh rosemary | 1 | | sprig | fresh rosemary
    1 tub (500g) Greek yoghurt | 1 | | tub | Greek yoghurt
    2,5 dl cream | 250 | | ml | cream
    2oz parmesan, finely grated | 2 | | oz | parmesan
    500g/1lb 2oz strong white bread flour | 500 | | g | strong white bread flour
    7g sachet fast-action dried yeast | 1 | | sachet | fast-action dried yeast
    300ml/½ pint milk | 300 | | ml | milk
    1⅓ cups milk | 4/3 | | cup | milk
    2 ⅔ cups oats | 8/3 | | cup | oats
    1-1/4 cups sugar | 5/4 | | cup | sugar
    1/3 c. chopped pecans | 1/3 | | cup | pecans
    Black pepper to taste | | | | black pepper
    Kosher salt and freshly ground pepper | | | | kosher salt and pepper
    Salt, pepper | | | | salt, pepper
    Chopped chives, optional | | | | chives
    Vegetable oil, for deep frying | | | | vegetable oil
    Maldon sea salt flakes, to finish | | | | Maldon sea salt flakes
    Extra olive oil for drizzling | | | | olive oil
    1/2 cup plus 2 tablespoons milk | 1/2 | | cup | milk
    Juice of half a lemon | 1/2 | | | lemon
    grated zest and juice of 2 limes | 2 | | | limes
    1 egg yolk | 1 | | | egg yolk
    2 TBSP BUTTER, MELTED | 2 | | tbsp | butter
    4 oz. Swiss cheese, shredded. | 4 | | oz | Swiss cheese
    * 1/2 cup chopped walnuts (optional) | 1/2 | | cup | walnuts
    – 3 tbsp honey | 3 | | tbsp | honey
    1 tsp Chinese 5-spice powder | 1 | | tsp | Chinese 5-spice powder
    500g 00 flour | 500 | | g | 00 flour
    2 tbsp 0% fat Greek yogurt | 2 | | tbsp | 0% fat Greek yogurt
    2 tbsp Frank's RedHot sauce | 2 | | tbsp | Frank's RedHot sauce
    1/2 cup Hellmann's mayonnaise | 1/2 | | cup | Hellmann's mayonnaise
    Plain flour - 200g | 200 | | g | plain flour
    Eggs – 2 | 2 | | | eggs
    12 large prawns, peeled and deveined | 12 | | | prawns
    1 1/2 lb. mussels, scrubbed and debearded | 3/2 | | lb | mussels
    2 (5 oz) cans tuna in olive oil, drained | 2 | | can | tuna in olive oil
    1 small butternut squash (about 1kg) | 1 | | | butternut squash
    4 skin-on salmon fillets | 4 | | | salmon fillets
    1/2 cup crumbled feta | 1/2 | | cup | feta
    1 cup finely grated Pecorino Romano | 1 | | cup | Pecorino Romano
    Freshly cracked black pepper | | | | black pepper
    1/4 cup pitted Kalamata olives, halved | 1/4 | | cup | Kalamata olives
    1 qt. buttermilk | 1 | | qt | buttermilk
    16 fl oz apple cider | 16 | | fl oz | apple cider
    3 T. cocoa | 3 | | tbsp | cocoa
    1 t. cream of tartar | 1 | | tsp | cream of tartar
    pinch cayenne pepper | | | pinch | cayenne pepper
    a couple of sprigs of thyme | 2 | | sprig | thyme
    2 large sweet potatoes (about 1 1/2 lb total), peeled | 2 | | | sweet potatoes
    3 medium-sized carrots | 3 | | | carrots
    1 small eggplant (aubergine), cubed | 1 | | | eggplant
    1 medium zucchini, halved lengthwise and sliced | 1 | | | zucchini
    """
}
