/// Lines counted rather than measured: cloves, cans and tins with their sizes, slices,
/// pinches, bunches and the rest, and whole things counted by size.
extension IngredientEvaluationLines {
  static let counted = """
    3 cloves garlic, minced | 3 | | clove | garlic
    4 garlic cloves, peeled and smashed | 4 | | clove | garlic
    6 large garlic cloves | 6 | | clove | garlic
    1 clove of garlic, grated | 1 | | clove | garlic
    2 fat cloves garlic | 2 | | clove | garlic
    1 (28-ounce) can whole tomatoes | 1 | | can | whole tomatoes
    1 (14.5 oz.) can fire-roasted diced tomatoes | 1 | | can | fire-roasted diced tomatoes
    2 (15 ounce) cans kidney beans, rinsed | 2 | | can | kidney beans
    1 (6 oz) can tomato paste | 1 | | can | tomato paste
    1 (13.5-ounce) can full-fat coconut milk | 1 | | can | full-fat coconut milk
    1 (4 oz) can diced green chiles | 1 | | can | diced green chiles
    2 (14-oz) cans artichoke hearts, drained and quartered | 2 | | can | artichoke hearts
    1 can (15 oz) black beans, drained | 1 | | can | black beans
    1 can (12 oz) evaporated milk | 1 | | can | evaporated milk
    1 14-ounce can sweetened condensed milk | 1 | | can | sweetened condensed milk
    one 15-ounce can chickpeas | 1 | | can | chickpeas
    One (28 oz) can crushed tomatoes | 1 | | can | crushed tomatoes
    two 14-ounce cans coconut milk | 2 | | can | coconut milk
    2 cans (10 oz each) enchilada sauce | 2 | | can | enchilada sauce
    3 x 400g tins chopped tomatoes | 3 | | tin | chopped tomatoes
    1 x 400g tin green lentils, drained | 1 | | tin | green lentils
    2 x 400ml tins coconut milk | 2 | | tin | coconut milk
    1 x 410g tin evaporated milk | 1 | | tin | evaporated milk
    1 x 160g tin tuna, drained | 1 | | tin | tuna
    2 × 400 g cans black beans | 2 | | can | black beans
    1 x 250g pack cooked beetroot | 1 | | pack | cooked beetroot
    2 x 125g balls mozzarella | 2 | | ball | mozzarella
    1 x 500g bag spinach | 1 | | bag | spinach
    400g tin chickpeas, drained | 1 | | tin | chickpeas
    400g can black beans | 1 | | can | black beans
    227g tin pineapple chunks | 1 | | tin | pineapple chunks
    500g bag frozen peas | 1 | | bag | frozen peas
    320g sheet ready-rolled shortcrust pastry | 1 | | sheet | ready-rolled shortcrust pastry
    1 tin tomatoes | 1 | | tin | tomatoes
    2 cans tuna in water | 2 | | can | tuna in water
    1 can sweetcorn, drained | 1 | | can | sweetcorn
    1 (8 oz) package cream cheese, softened | 1 | | package | cream cheese
    1 (16-ounce) package spaghetti | 1 | | package | spaghetti
    1 (3.4 oz) package instant vanilla pudding mix | 1 | | package | instant vanilla pudding mix
    1 (1 oz) packet ranch seasoning | 1 | | packet | ranch seasoning
    1 (9 inch) unbaked pie crust | 1 | | | unbaked pie crust
    1 package (8 oz) shredded mozzarella | 1 | | package | mozzarella
    1 package dry yeast | 1 | | package | dry yeast
    2 packages (10 oz each) frozen spinach, thawed | 2 | | package | frozen spinach
    1 pkg taco seasoning | 1 | | package | taco seasoning
    1 pkt gelatine | 1 | | package | gelatine
    1 packet instant noodles | 1 | | packet | instant noodles
    1 (16 oz) jar salsa | 1 | | jar | salsa
    1 jar (15 oz) Alfredo sauce | 1 | | jar | Alfredo sauce
    1 small jar capers | 1 | | jar | capers
    1 (12 oz) bottle beer | 1 | | bottle | beer
    1 bottle dry white wine | 1 | | bottle | dry white wine
    2 bottles ginger beer | 2 | | bottle | ginger beer
    1 (10 oz) bag frozen cauliflower rice | 1 | | bag | frozen cauliflower rice
    1 bag mixed salad greens | 1 | | bag | mixed salad greens
    1 box cake mix | 1 | | box | cake mix
    1 (12-ounce) box penne | 1 | | box | penne
    1 carton eggs | 1 | | carton | eggs
    1 tub ricotta | 1 | | tub | ricotta
    1 block firm tofu | 1 | | block | firm tofu
    1 envelope unflavored gelatin | 1 | | envelope | unflavored gelatin
    1 sachet saffron | 1 | | sachet | saffron
    4 slices white bread | 4 | | slice | white bread
    2 slices of Swiss cheese | 2 | | slice | Swiss cheese
    8 thin slices salami | 8 | | slice | salami
    6 rashers smoked back bacon | 6 | | rasher | smoked back bacon
    1 pinch salt | 1 | | pinch | salt
    2 pinches of ground cloves | 2 | | pinch | ground cloves
    a pinch of cayenne | 1 | | pinch | cayenne
    pinch of sugar | | | pinch | sugar
    A pinch of freshly grated nutmeg | 1 | | pinch | nutmeg
    a generous pinch of sea salt | 1 | | pinch | sea salt
    3 sprigs fresh thyme | 3 | | sprig | fresh thyme
    2 sprigs of mint | 2 | | sprig | mint
    4 thyme sprigs | 4 | | sprig | thyme
    a sprig of rosemary | 1 | | sprig | rosemary
    1 bunch asparagus, trimmed | 1 | | bunch | asparagus
    1 bunch of radishes | 1 | | bunch | radishes
    2 bunches kale | 2 | | bunch | kale
    1 small bunch chives, snipped | 1 | | bunch | chives
    ½ bunch mint, leaves picked | 1/2 | | bunch | mint
    1 large bunch of basil | 1 | | bunch | basil
    1 head cauliflower | 1 | | head | cauliflower
    2 heads of garlic | 2 | | head | garlic
    1 small head radicchio | 1 | | head | radicchio
    1 head butter lettuce, leaves separated | 1 | | head | butter lettuce
    2 stalks celery, thinly sliced | 2 | | stalk | celery
    3 celery stalks, chopped | 3 | | stalk | celery
    1 stalk of celery | 1 | | stalk | celery
    2 stalks lemongrass | 2 | | stalk | lemongrass
    2 ribs celery | 2 | | rib | celery
    1 knob of ginger, grated | 1 | | knob | ginger
    a knob of unsalted butter | 1 | | knob | unsalted butter
    1 handful spinach | 1 | | handful | spinach
    2 handfuls baby spinach | 2 | | handful | baby spinach
    a large handful of flat-leaf parsley | 1 | | handful | flat-leaf parsley
    a dash of Worcestershire sauce | 1 | | dash | Worcestershire sauce
    1 dash angostura bitters | 1 | | dash | angostura bitters
    few dashes of hot sauce | | | dash | hot sauce
    1 stick unsalted butter | 1 | | stick | unsalted butter
    2 sticks (1 cup) butter, softened | 2 | | stick | butter
    1/2 stick butter | 1/2 | | stick | butter
    1 cinnamon stick, broken in half | 1 | | | cinnamon stick
    2 sheets nori | 2 | | sheet | nori
    6 sheets filo pastry | 6 | | sheet | filo pastry
    4 gelatine leaves | 4 | | leaf | gelatine
    1 slice lemon | 1 | | slice | lemon
    2 wedges lime | 2 | | wedge | lime
    4 pieces fried chicken | 4 | | piece | fried chicken
    1 piece of kombu | 1 | | piece | kombu
    2 cubes sugar | 2 | | cube | sugar
    1 cube vegetable bouillon | 1 | | cube | vegetable bouillon
    3 drops peppermint extract | 3 | | drop | peppermint extract
    1 scoop vanilla ice cream | 1 | | scoop | vanilla ice cream
    1 shot espresso | 1 | | shot | espresso
    2 ears fresh corn | 2 | | ear | fresh corn
    1 bulb fennel, thinly sliced | 1 | | bulb | fennel
    2 links Italian sausage | 2 | | link | Italian sausage
    1 loaf crusty bread | 1 | | loaf | crusty bread
    1 bar dark chocolate | 1 | | bar | dark chocolate
    3 squares dark chocolate | 3 | | square | dark chocolate
    4 strips bacon | 4 | | strip | bacon
    2 fillets sea bass | 2 | | fillet | sea bass
    1 dollop whipped cream | 1 | | dollop | whipped cream
    4 medium potatoes, peeled | 4 | | | potatoes
    2 large carrots | 2 | | | carrots
    1 small onion, grated | 1 | | | onion
    3 medium shallots, minced | 3 | | | shallots
    1 extra-large egg | 1 | | | egg
    2 jumbo eggs | 2 | | | eggs
    6 small red potatoes | 6 | | | red potatoes
    1 big handful of kale | 1 | | handful | kale
    2 medium-sized zucchini | 2 | | | zucchini
    1 large sweet onion, sliced into rings | 1 | | | sweet onion
    2 lemons | 2 | | | lemons
    1 orange | 1 | | | orange
    4 bananas | 4 | | | bananas
    12 chicken wings | 12 | | | chicken wings
    8 bone-in chicken thighs | 8 | | | chicken thighs
    2 pork chops | 2 | | | pork chops
    4 boneless skinless chicken breast halves | 4 | | | chicken breast halves
    6 lamb chops, trimmed | 6 | | | lamb chops
    1 whole duck | 1 | | | whole duck
    20 raw king prawns | 20 | | | raw king prawns
    24 fresh mussels | 24 | | | fresh mussels
    3 green onions, sliced | 3 | | | green onions
    5 spring onions | 5 | | | spring onions
    2 bay leaves | 2 | | | bay leaves
    4 whole cloves | 4 | | | whole cloves
    3 star anise | 3 | | | star anise
    10 black peppercorns | 10 | | | black peppercorns
    2 dried ancho chiles | 2 | | | dried ancho chiles
    1 scotch bonnet pepper | 1 | | | scotch bonnet pepper
    2 bird's eye chillies | 2 | | | bird's eye chillies
    8 Medjool dates, pitted | 8 | | | Medjool dates
    """
}
