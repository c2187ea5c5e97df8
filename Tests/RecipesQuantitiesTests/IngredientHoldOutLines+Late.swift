/// A second hold-out, written after all tuning was done and scored once, untouched since:
/// the honest figure for the parser as it stands.
extension IngredientHoldOutLines {
  static let late = """
    1 1/2 cups quick-cooking oats | 3/2 | | cup | quick-cooking oats
    3 tbsp cold-pressed rapeseed oil | 3 | | tbsp | cold-pressed rapeseed oil
    2 large leeks, washed and sliced into rounds | 2 | | | leeks
    1 x 1.5kg pork shoulder joint | 1 | | | pork shoulder joint
    200ml crème fraîche | 200 | | ml | crème fraîche
    1/2 cup (1 stick) salted butter | 1/2 | | cup | salted butter
    4 ounces bittersweet chocolate, finely chopped | 4 | | oz | bittersweet chocolate
    1 tsp instant coffee granules | 1 | | tsp | instant coffee granules
    2 tsp caraway seeds, lightly toasted | 2 | | tsp | caraway seeds
    3 cups bread cubes | 3 | | cup | bread cubes
    1 (7-ounce) jar roasted red peppers | 1 | | jar | roasted red peppers
    1 (15.5-ounce) can hominy, drained | 1 | | can | hominy
    2 poblano peppers, charred, peeled and diced | 2 | | | poblano peppers
    1/4 cup masa harina | 1/4 | | cup | masa harina
    Pickled red onions, for topping | | | | pickled red onions
    1 large egg white | 1 | | | egg white
    2 teaspoons white miso | 2 | | tsp | white miso
    1 tablespoon rice vinegar, unseasoned | 1 | | tbsp | rice vinegar
    12 oz. silken tofu | 12 | | oz | silken tofu
    1 knob ginger (about 1 inch), peeled | 1 | | knob | ginger
    Sesame seeds and sliced scallions, to garnish | | | | sesame seeds and scallions
    500g lamb neck, diced | 500 | | g | lamb neck
    2 tbsp ras el hanout | 2 | | tbsp | ras el hanout
    1 preserved lemon, rind only, finely chopped | 1 | | | preserved lemon
    100g dried apricots, halved | 100 | | g | dried apricots
    400ml lamb stock | 400 | | ml | lamb stock
    Small bunch of mint, leaves picked | | | bunch | mint
    250g couscous | 250 | | g | couscous
    6 anchovy fillets in oil, drained | 6 | | | anchovy fillets in oil
    1 tbsp capers, drained and roughly chopped | 1 | | tbsp | capers
    2 x 180g sea bream fillets | 2 | | | sea bream fillets
    Juice of 1 small orange | 1 | | | orange
    A few saffron strands | | | | saffron strands
    150g ricotta | 150 | | g | ricotta
    1 large courgette, coarsely grated | 1 | | | courgette
    50g plain flour, seasoned | 50 | | g | plain flour
    3 tbsp sunflower oil, for frying | 3 | | tbsp | sunflower oil
    1 tsp sumac | 1 | | tsp | sumac
    2 tbsp tahini paste | 2 | | tbsp | tahini paste
    2 cups whole milk ricotta | 2 | | cup | whole milk ricotta
    1 pound lasagna noodles | 1 | | lb | lasagna noodles
    1 (24-ounce) jar marinara | 1 | | jar | marinara
    3 cups shredded low-moisture mozzarella | 3 | | cup | low-moisture mozzarella
    1/4 cup torn basil leaves | 1/4 | | cup | basil leaves
    1 pound sweet potatoes (2 medium), peeled and cubed | 1 | | lb | sweet potatoes
    1 teaspoon chipotle chile powder | 1 | | tsp | chipotle chile powder
    2 chipotles in adobo, minced | 2 | | | chipotles in adobo
    1 cup fresh corn kernels (from 2 ears) | 1 | | cup | fresh corn kernels
    ½ cup crumbled queso fresco | 1/2 | | cup | queso fresco
    1 tbsp agave syrup | 1 | | tbsp | agave syrup
    3/4 cup pearl barley | 3/4 | | cup | pearl barley
    1.5 l beef broth | 3/2 | | l | beef broth
    2 medium parsnips, peeled and chopped | 2 | | | parsnips
    1 sprig of sage | 1 | | sprig | sage
    4 juniper berries, crushed | 4 | | | juniper berries
    750g venison haunch, cut into 3cm cubes | 750 | | g | venison haunch
    2 tbsp redcurrant jelly | 2 | | tbsp | redcurrant jelly
    300ml port | 300 | | ml | port
    8 shallots, peeled and left whole | 8 | | | shallots
    250g chestnut mushrooms, quartered | 250 | | g | chestnut mushrooms
    1 cup (200 g) arborio rice | 1 | | cup | arborio rice
    ½ cup (120 ml) dry vermouth | 1/2 | | cup | dry vermouth
    5 cups (1.2 l) hot chicken stock | 5 | | cup | chicken stock
    2 oz (55 g) Parmigiano-Reggiano, grated | 2 | | oz | Parmigiano-Reggiano
    1 tbsp (15 g) butter | 1 | | tbsp | butter
    2 ripe peaches, stoned and sliced | 2 | | | peaches
    1 tub (250g) mascarpone | 1 | | tub | mascarpone
    2 tbsp amaretto | 2 | | tbsp | amaretto
    12 amaretti biscuits, crushed | 12 | | | amaretti biscuits
    1 cup heavy cream, whipped to soft peaks | 1 | | cup | heavy cream
    2-3 tablespoons confectioners' sugar | 2 | 3 | tbsp | confectioners' sugar
    1 pint fresh strawberries, hulled | 1 | | pt | fresh strawberries
    6 graham cracker sheets | 6 | | | graham cracker sheets
    1 (14-ounce) can sweetened condensed milk | 1 | | can | sweetened condensed milk
    3 key limes, zested and juiced | 3 | | | key limes
    a pinch of flaky sea salt | 1 | | pinch | flaky sea salt
    Salt and white pepper | | | | salt and white pepper
    2 tablespoons Shaoxing wine or dry sherry | 2 | | tbsp | Shaoxing wine or dry sherry
    1 lb. boneless, skinless chicken breast, thinly sliced | 1 | | lb | chicken breast
    1 tbsp cornflour mixed with 3 tbsp cold water | 1 | | tbsp | cornflour
    4 dried shiitake mushrooms, soaked | 4 | | | dried shiitake mushrooms
    1 small head bok choy | 1 | | head | bok choy
    2 tsp chilli crisp | 2 | | tsp | chilli crisp
    1 pack (300g) udon noodles | 1 | | pack | udon noodles
    1 tsp dashi granules | 1 | | tsp | dashi granules
    2 eggs, soft-boiled and halved | 2 | | | eggs
    ¼ cup (50g) light brown sugar | 1/4 | | cup | light brown sugar
    ¾ tsp flaky salt | 3/4 | | tsp | flaky salt
    1 ½ cups (210 g) bread flour | 3/2 | | cup | bread flour
    2 tbsp (25g) sourdough starter | 2 | | tbsp | sourdough starter
    375 g water (about 1 ½ cups) | 375 | | g | water
    10 g fine sea salt | 10 | | g | fine sea salt
    1 x 320g pack ready-rolled puff pastry | 1 | | pack | ready-rolled puff pastry
    4 tbsp onion marmalade | 4 | | tbsp | onion marmalade
    100g goat's cheese, crumbled | 100 | | g | goat's cheese
    Few thyme sprigs | | | sprig | thyme
    1 egg yolk, beaten with a splash of milk | 1 | | | egg yolk
    3 medium beetroot, scrubbed | 3 | | | beetroot
    2 tbsp balsamic vinegar | 2 | | tbsp | balsamic vinegar
    Handful walnuts, toasted | | | handful | walnuts
    2 heads chicory, leaves separated | 2 | | head | chicory
    1 orange, segmented | 1 | | | orange
    3 tbsp hazelnut oil | 3 | | tbsp | hazelnut oil
    Freshly ground white pepper | | | | white pepper
    """
}
