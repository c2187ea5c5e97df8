/// The cook's names of vegetables, fruit, herbs, meat, fish, grains and pulses, for
/// `CookWords`: the raw food unless the name says cooked, canned, frozen or dried.
enum CookWordsProduce {
  static let entries = [
    // Vegetables and fresh herbs
    """
    onion, yellow onion, white onion, brown onion, sweet onion, red onion, spanish onion = 11282
    green onion, scallion, spring onion, salad onion = 11291
    shallot = 11677
    leek = 11246
    garlic, garlic clove, clove garlic, clove of garlic = 11215
    ginger, fresh ginger, ginger root, gingerroot = 11216
    carrot = 11124
    celery, celery stalk, celery rib, stalk celery, rib celery = 11143
    potato, russet potato, baking potato = 11353
    yukon gold potato, waxy potato, new potato, baby potato, red potato = 11355
    white potato, boiling potato = 11354
    sweet potato, yam = 11507
    tomato, roma tomato, plum tomato, vine tomato, cherry tomato, grape tomato = 11529
    canned tomato, diced tomato, crushed tomato, whole peeled tomato, peeled tomato = 11531
    canned diced tomato, can tomato, chopped tomato, tinned tomato = 11531
    sun dried tomato = 11955
    bell pepper, red bell pepper, red pepper, sweet pepper, yellow bell pepper = 11821
    green bell pepper, green pepper = 11333
    yellow pepper, orange pepper, orange bell pepper = 11951
    chilli pepper, chili pepper, chile pepper, hot chili pepper, green chili pepper = 11670
    red chilli pepper, red chili pepper = 11819
    jalapeno, jalapeno pepper = 11979
    serrano, serrano pepper, serrano chili, serrano chile, serrano chilli = 11977
    chili, chilli, chile, green chili, green chilli, hot pepper, bird eye chilli = 11670
    red chili, red chilli, fresno chili, scotch bonnet, scotch bonnet chilli = 11819
    lemongrass, lemon grass = 11972
    collard green, collard, spring green = 11161
    cucumber, english cucumber = 11205
    zucchini, courgette = 11477
    eggplant, aubergine = 11209
    beetroot, beet, raw beetroot, red beet = 11080
    cooked beetroot, cooked beet, boiled beetroot, vacuum packed beetroot = 11081
    broccoli, broccoli floret = 11090
    cauliflower = 11135
    cabbage = 11109
    kale = 11233
    spinach, baby spinach = 11457
    lettuce, iceberg lettuce, iceberg = 11252
    spring mix, salad mix, mixed green, mesclun, salad green, baby green = 11252
    rhubarb = 09307
    masa harina, masa = 20317
    romaine, romaine lettuce, romaine heart = 11251
    mushroom, white mushroom, button mushroom, cremini mushroom = 11260
    dried porcini, dried mushroom, dried shiitake = 11268
    asparagus = 11011
    green bean, string bean, haricot vert = 11052
    corn, sweet corn, corn kernel = 11167
    frozen corn = 11178
    pea, green pea, frozen pea, frozen green pea = 11312
    frozen peas and carrot, peas and carrot = 11322
    pumpkin puree, canned pumpkin, pumpkin = 11424
    butternut squash = 11485
    spaghetti squash = 11492
    avocado, hass avocado = 09038
    parsley, fresh parsley, flat leaf parsley, italian parsley, curly parsley = 11297
    cilantro, fresh cilantro, coriander, coriander leave, fresh coriander = 11165
    basil leave, fresh basil, basil leaf = 02044
    dill, fresh dill = 02045
    fresh thyme, thyme sprig, sprig thyme = 02049
    fresh rosemary, rosemary sprig = 02063
    mint, fresh mint, mint leave = 02064
    chive, fresh chive = 11156
    """,
    // Fruit
    """
    lemon = 09150
    lemon juice, fresh lemon juice = 09152
    lemon zest, lemon peel, zest of lemon, lemon rind = 09156
    lime zest, lime peel, lime rind = 09156
    orange zest, orange peel, orange rind, zest of orange = 09216
    lime = 09159
    lime juice, fresh lime juice = 09160
    orange = 09200
    orange juice = 09206
    apple = 09003
    banana = 09040
    blueberry = 09050
    frozen blueberry = 09054
    strawberry = 09316
    frozen strawberry, frozen mixed berry, frozen berry, mixed berry = 09318
    raspberry = 09302
    cranberry = 09078
    peach = 09236
    pear = 09252
    pineapple = 09266
    mango = 09176
    grape = 09132
    cherry = 09070
    raisin = 09298
    olive, black olive, kalamata olive = 09193
    """,
    // Meat, fish, eggs' neighbours
    """
    ground beef, minced beef, beef mince, hamburger, 85 15 ground beef = 23567
    80 20 ground beef, 80 ground beef = 23572
    90 10 ground beef, 93 7 ground beef = 23562
    95 5 ground beef = 23557
    75 25 ground beef = 23577
    70 30 ground beef = 13498
    lean ground beef, extra lean ground beef = 23562
    beef stew meat, stew meat, stewing beef, beef chuck, chuck roast, beef chuck roast = 13809
    flank steak = 13065
    chicken breast, boneless skinless chicken breast, chicken breast fillet = 05062
    chicken tender, chicken tenderloin = 05062
    chicken thigh, boneless skinless chicken thigh = 05096
    skin on chicken thigh, bone in chicken thigh, bone in skin on chicken thigh = 05091
    chicken, chicken meat = 05011
    whole chicken, roasting chicken, chicken whole, whole roasting chicken = 05006
    cooked chicken, shredded chicken, rotisserie chicken = 05064
    chicken leg = 05075
    chicken drumstick = 05066
    bacon, bacon slice, streaky bacon = 10123
    ham = 07029
    pork loin, pork chop = 10020
    italian sausage, sausage = 07036
    breakfast sausage, pork sausage, sausage meat = 07063
    ground lamb, lamb mince, minced lamb = 17224
    lamb, lamb shoulder, lamb neck, lamb neck fillet, lamb leg = 17001
    pork belly = 10005
    short rib, beef short rib, boneless short rib, flanken short rib, english short rib = 13147
    baby back rib, back rib, pork back rib, loin back rib = 10192
    spare rib, sparerib, pork spare rib, pork sparerib, st louis rib, st louis style rib = 10088
    pancetta = 10123
    salmon, salmon fillet = 15236
    cod, cod fillet, white fish = 15015
    tuna, canned tuna = 15121
    shrimp, prawn, large shrimp, jumbo shrimp = 15149
    anchovy, anchovy fillet = 15002
    tofu, firm tofu = 16426
    silken tofu, soft tofu = 16127
    """,
    // Grains, pasta, pulses, nuts, liquids
    """
    rice, white rice, long grain rice, basmati rice, jasmine rice = 20044
    cooked rice, cooked white rice = 20045
    brown rice = 20036
    quinoa = 20035
    pearl barley, barley = 20005
    bucatini, tagliatelle, orzo, farfalle, pappardelle, angel hair = 20120
    oat, rolled oat, old fashioned oat, old-fashioned rolled oat, quick oat, oatmeal = 08120
    pasta, spaghetti, linguine, penne, fettuccine, rigatoni, fusilli, noodle = 20120
    macaroni, elbow macaroni = 20099
    egg noodle = 20109
    rice noodle = 20133
    cooked pasta, cooked spaghetti = 20121
    bread, white bread, sandwich bread = 18069
    pizza crust, pizza base, pizza dough, pizza shell = 18069
    pretzel, pretzel twist, pretzel stick, mini pretzel, pretzel rod = 19047
    soft pretzel = 43109
    rye bread, pumpernickel = 18060
    pita, pita bread, pitta, pitta bread, flatbread, naan = 18041
    filo, filo pastry, phyllo, phyllo dough = 18338
    digestive biscuit, graham cracker, digestive biscuit crumb = 18173
    bread crumb, breadcrumb, panko = 18079
    italian bread crumb, seasoned bread crumb, italian style bread crumb = 18376
    crouton = 18243
    corn tortilla, tortilla = 18363
    flour tortilla = 18364
    lentil, brown lentil, green lentil, red lentil = 16069
    chickpea, garbanzo bean, canned chickpea = 16058
    kidney bean, red kidney bean = 16034
    bean sprout, mung bean sprout = 11043
    black bean = 16015
    white bean, navy bean, cannellini bean = 16039
    walnut = 12155
    peanut = 16087
    roasted peanut, dry roasted peanut = 16390
    pecan = 12142
    almond = 12061
    cashew = 12087
    pine nut = 12147
    chia seed = 12006
    shredded coconut, coconut flake = 12179
    desiccated coconut, unsweetened coconut = 12108
    coconut water = 12119
    coconut milk = 12118
    coconut, flaked coconut, sweetened coconut, sweetened shredded coconut = 12179
    toasted coconut = 12114
    coconut butter, coconut manna, creamed coconut = 12177
    beef broth, beef stock = 06008
    chicken broth, chicken stock, turkey broth, turkey stock, bone broth = 06413
    low sodium chicken broth, reduced sodium chicken broth = 06183
    vegetable broth, vegetable stock = 06008
    white wine, dry white wine = 14106
    shaoxing wine, cooking wine, rice wine, mirin = 43154
    red wine, dry red wine = 14096
    beer = 14003
    coffee, brewed coffee, black coffee, cold brew coffee, cold brew = 14209
    cola, coke = 14400
    """,
    // Breads and fruit counted in pieces, as cooks name them
    """
    kiwi, kiwis, kiwifruit, kiwi fruit, kiwi fruits = 09148
    portobello, portabella, portobello mushroom, portabella mushroom, portobello cap = 11265
    croissant, butter croissant = 18239
    bun, hamburger bun, burger bun, hot dog bun, hotdog bun, brioche bun, slider bun = 18350
    tostada, tostada shell, tostadas shell = 18360
    """,
  ]
}
