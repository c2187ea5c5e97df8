/// Lines measured the British, Australian and European way: grams and millilitres, with or
/// without a space, decimal commas, and the imperial measure after a slash.
extension IngredientEvaluationLines {
  static let metric = """
    225g plain flour | 225 | | g | plain flour
    110g caster sugar | 110 | | g | caster sugar
    110g softened butter | 110 | | g | butter
    2 free-range eggs | 2 | | | free-range eggs
    1 tsp vanilla bean paste | 1 | | tsp | vanilla bean paste
    300ml semi-skimmed milk | 300 | | ml | semi-skimmed milk
    150ml single cream | 150 | | ml | single cream
    284ml pot buttermilk | 1 | | pot | buttermilk
    50g golden syrup | 50 | | g | golden syrup
    100g demerara sugar | 100 | | g | demerara sugar
    200g digestive biscuits, crushed | 200 | | g | digestive biscuits
    85g unsalted butter, melted | 85 | | g | unsalted butter
    1 tbsp cornflour | 1 | | tbsp | cornflour
    500g strong white flour | 500 | | g | strong white flour
    7g fast-action dried yeast | 7 | | g | fast-action dried yeast
    350ml warm water | 350 | | ml | water
    2 tbsp rapeseed oil | 2 | | tbsp | rapeseed oil
    1kg lamb shoulder, boned | 1 | | kg | lamb shoulder
    800g new potatoes, halved | 800 | | g | new potatoes
    250g cherry tomatoes on the vine | 250 | | g | cherry tomatoes on the vine
    150g feta, crumbled | 150 | | g | feta
    100g rocket | 100 | | g | rocket
    50g pine nuts, toasted | 50 | | g | pine nuts
    400g skinless cod fillets | 400 | | g | cod fillets
    750ml fish stock | 750 | | ml | fish stock
    200g basmati rice | 200 | | g | basmati rice
    1 litre chicken stock | 1 | | l | chicken stock
    1.5 litres water | 3/2 | | l | water
    2 l vegetable stock | 2 | | l | vegetable stock
    500 ml passata | 500 | | ml | passata
    250 mL cream | 250 | | ml | cream
    1 L milk, warmed | 1 | | l | milk
    30 g butter | 30 | | g | butter
    1 kg plain yoghurt | 1 | | kg | plain yoghurt
    0.5 kg carrots | 1/2 | | kg | carrots
    2.5kg beef brisket | 5/2 | | kg | beef brisket
    1,5 kg Schweinebraten | 3/2 | | kg | Schweinebraten
    0,2 l Weißwein | 1/5 | | l | Weißwein
    2,5 cl Sirup | 25 | | ml | Sirup
    0,75 l water | 3/4 | | l | water
    1,25 kg chicken thighs | 5/4 | | kg | chicken thighs
    12,5 g fresh yeast | 25/2 | | g | fresh yeast
    250 g Quark | 250 | | g | Quark
    4 EL Zucker | 4 | | tbsp | Zucker
    1 Bund Schnittlauch | 1 | | bunch | Schnittlauch
    3 Zehen Knoblauch, gehackt | 3 | | clove | Knoblauch
    100 g de sucre | 100 | | g | sucre
    20 cl de crème liquide | 200 | | ml | crème liquide
    25 dkg liszt | 250 | | g | liszt
    10 dag cukru | 100 | | g | cukru
    5 mg saffron | 5 | | mg | saffron
    20g fresh ginger, grated | 20 | | g | fresh ginger
    15g fresh coriander, chopped | 15 | | g | fresh coriander
    10g flat-leaf parsley, finely chopped | 10 | | g | flat-leaf parsley
    40g parmesan, finely grated, plus extra to serve | 40 | | g | parmesan
    125g mozzarella ball, torn | 125 | | g | mozzarella ball
    175g/6oz self-raising flour | 175 | | g | self-raising flour
    100g/3½oz dark chocolate, chopped | 100 | | g | dark chocolate
    200ml/7fl oz double cream | 200 | | ml | double cream
    450g/1lb minced beef | 450 | | g | minced beef
    1.2 litres/2 pints chicken stock | 6/5 | | l | chicken stock
    25g/1oz butter | 25 | | g | butter
    60ml/4 tbsp olive oil | 60 | | ml | olive oil
    300g (10½oz) spaghetti | 300 | | g | spaghetti
    500 g (1 lb) ricotta | 500 | | g | ricotta
    250ml (1 cup) coconut milk | 250 | | ml | coconut milk
    125 ml (½ cup) buttermilk | 125 | | ml | buttermilk
    1 cup (240 ml) water | 1 | | cup | water
    1 1/2 cups (190 g) flour | 3/2 | | cup | flour
    3/4 cup (150g) sugar | 3/4 | | cup | sugar
    1 cup (225 g) butter, softened | 1 | | cup | butter
    2 tablespoons (30 ml) olive oil | 2 | | tbsp | olive oil
    8 ounces (225 g) cream cheese | 8 | | oz | cream cheese
    1 pound (450g) ground pork | 1 | | lb | ground pork
    250 ml/1 cup milk | 250 | | ml | milk
    120 g / 1 cup icing sugar | 120 | | g | icing sugar
    1 cup/240ml stock | 1 | | cup | stock
    2 oz/55g butter | 2 | | oz | butter
    100g butter | 100 | | g | butter
    250g mascarpone | 250 | | g | mascarpone
    300g Greek yoghurt | 300 | | g | Greek yoghurt
    50ml maple syrup | 50 | | ml | maple syrup
    75ml vegetable oil | 75 | | ml | vegetable oil
    2kg pork belly | 2 | | kg | pork belly
    1.75kg whole chicken | 7/4 | | kg | whole chicken
    500gr minced pork | 500 | | g | minced pork
    200gms chickpeas | 200 | | g | chickpeas
    100grams sugar | 100 | | g | sugar
    250mls milk | 250 | | ml | milk
    1ltr water | 1 | | l | water
    3tbsp soy sauce | 3 | | tbsp | soy sauce
    2tsp ground cumin | 2 | | tsp | ground cumin
    12oz ground beef | 12 | | oz | ground beef
    1lb carrots, peeled | 1 | | lb | carrots
    2lbs chicken breasts | 2 | | lb | chicken breasts
    16oz pasta | 16 | | oz | pasta
    1/2lb bacon | 1/2 | | lb | bacon
    ½kg minced lamb | 1/2 | | kg | minced lamb
    1½kg potatoes | 3/2 | | kg | potatoes
    ¼l cream | 1/4 | | l | cream
    200-250ml milk | 200 | 250 | ml | milk
    100–150 g spinach | 100 | 150 | g | spinach
    1-1.5kg beef shin | 1 | 3/2 | kg | beef shin
    300 to 400 g pumpkin | 300 | 400 | g | pumpkin
    2-3 litres water | 2 | 3 | l | water
    100g unsalted butter, at room temperature, plus extra for greasing | 100 | | g | unsalted butter
    1 heaped tbsp plain flour | 1 | | tbsp | plain flour
    2 level tsp baking powder | 2 | | tsp | baking powder
    1 rounded tsp mustard | 1 | | tsp | mustard
    1 dessertspoon honey | 1 | | dessertspoon | honey
    2 tbsp crème fraîche | 2 | | tbsp | crème fraîche
    200g Gruyère, grated | 200 | | g | Gruyère
    2 tbsp harissa paste | 2 | | tbsp | harissa paste
    1 tsp za'atar | 1 | | tsp | za'atar
    1 tbsp pomegranate molasses | 1 | | tbsp | pomegranate molasses
    200g halloumi, sliced | 200 | | g | halloumi
    100g frozen edamame beans | 100 | | g | frozen edamame beans
    1 tbsp miso paste | 1 | | tbsp | miso paste
    250g soba noodles | 250 | | g | soba noodles
    1 tsp chilli flakes | 1 | | tsp | chilli flakes
    50g salted peanuts, roughly chopped | 50 | | g | salted peanuts
    1 tbsp mirin | 1 | | tbsp | mirin
    400g firm tofu, pressed and cubed | 400 | | g | firm tofu
    2 tbsp hoisin sauce | 2 | | tbsp | hoisin sauce
    1 tsp Sichuan peppercorns, crushed | 1 | | tsp | Sichuan peppercorns
    500g king prawns, peeled | 500 | | g | king prawns
    2 tbsp sweet chilli sauce | 2 | | tbsp | sweet chilli sauce
    250g chestnut mushrooms, sliced | 250 | | g | chestnut mushrooms
    200g tenderstem broccoli | 200 | | g | tenderstem broccoli
    1 courgette, grated | 1 | | | courgette
    1 aubergine, cut into chunks | 1 | | | aubergine
    2 shallots, finely sliced | 2 | | | shallots
    1 leek, trimmed and sliced | 1 | | | leek
    2 parsnips, cut into batons | 2 | | | parsnips
    1 swede, peeled and diced | 1 | | | swede
    500g Maris Piper potatoes | 500 | | g | Maris Piper potatoes
    100g watercress | 100 | | g | watercress
    200g smoked mackerel fillets | 200 | | g | smoked mackerel fillets
    250g puy lentils | 250 | | g | puy lentils
    100ml double cream, lightly whipped | 100 | | ml | double cream
    50g flaked almonds, toasted | 50 | | g | flaked almonds
    200g frozen mixed berries | 200 | | g | frozen mixed berries
    """
}
