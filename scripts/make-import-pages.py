#!/usr/bin/env python3
"""Writes the whole-page import fixtures of data/fixtures/import/ (the `site-*.html` files).

Every recipe, site and word here was made up for this project. Each page wraps its recipe in
the chrome real publishing stacks put around one (a head full of meta, link and script tags,
navigation, ad slots, inline scripts with `<` and `</div>` in their strings, a long comments
section, a footer), so the importer meets the sizes and noise of real pages. The chrome is
generated from a seed, so the files come out the same every run.

Usage: scripts/make-import-pages.py [OUTPUT_DIR]   (default data/fixtures/import)
"""
import gzip
import json
import os
import random
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(__file__), "..", "data", "fixtures", "import")

WORDS = ("made this last night and the whole family loved it i added a little more garlic "
         "than the recipe says next time will try with brown butter the oven runs hot so "
         "mine was done early thanks for the tip about resting the dough swapped the cream "
         "for yoghurt and it still worked beautifully our kids asked for seconds can this be "
         "frozen ahead of time halved the sugar perfect with a green salad").split()
NAMES = ["Ilse", "Bram", "Quentin", "Noor", "Teodor", "Wanjiru", "Ottilie", "Ravi", "Siân",
         "Mateus", "Yuki", "Farah", "Lorcan", "Petra", "Dagny", "Emeka"]


def sentence(rng, low=8, high=30):
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    return (" ".join(words)).capitalize() + rng.choice([".", "!", ".", "?"])


def head_tags(site, title, canonical, extra_head, rng):
    parts = [
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{title}</title>",
        f'<link rel="canonical" href="{canonical}">' if canonical else "",
        f'<meta property="og:site_name" content="{site}">',
        f'<meta property="og:title" content="{title}">',
        '<meta property="og:type" content="article">',
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta name="robots" content="index, follow, max-image-preview:large">',
        '<link rel="preconnect" href="https://cdn.example.test" crossorigin>',
        '<link rel="dns-prefetch" href="//ads.example.test">',
        '<link rel="alternate" type="application/rss+xml" title="Feed" href="/feed/">',
        '<link rel="icon" href="/favicon-32.png" sizes="32x32">',
    ]
    for index in range(rng.randint(6, 12)):
        parts.append(f'<link rel="stylesheet" id="style-{index}-css" '
                     f'href="/assets/css/bundle-{index}.min.css?ver=6.{index}" media="all">')
    parts.append("<style>.ad-slot{min-height:250px}.recipe-card li+li{margin-top:.4em}"
                 ".x>.y{display:none}</style>")
    parts.append("""<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
var slots = document.querySelectorAll('.ad-slot');
for (var i = 0; i < slots.length && i < 12; i++) {
  if (slots[i].offsetTop > 400 && slots[i].dataset.lazy !== "1") {
    slots[i].innerHTML = '<div class="ad-inner"><span>Advertisement</span></div>';
  }
}
var tpl = "<div class='pin-it'><a href='#'>Save</a></div>";
</script>""")
    parts.append(extra_head)
    return "\n".join(part for part in parts if part)


def navigation(rng):
    links = "".join(f'<li class="menu-item"><a href="/category/{w}/">{w.title()}</a></li>'
                    for w in rng.sample(WORDS, 18))
    return (f'<header class="site-header"><a class="skip-link" href="#content">Skip</a>'
            f'<nav aria-label="Main"><ul class="menu">{links}</ul></nav>'
            f'<form role="search" action="/"><input type="search" name="s"></form></header>')


def ad(index):
    return (f'<div class="ad-slot" id="ad-{index}" data-lazy="1"><!-- ad {index} -->'
            f'<script>(window.adq = window.adq || []).push({{slot: "ad-{index}", '
            f'min: 300 < window.innerWidth ? 2 : 1, markup: "<div></div>"}});</script></div>')


def comments(rng, count):
    items = []
    for index in range(count):
        name = rng.choice(NAMES)
        body = " ".join(sentence(rng) for _ in range(rng.randint(1, 4)))
        items.append(
            f'<li id="comment-{1000 + index}" class="comment"><article class="comment-body">'
            f'<footer class="comment-meta"><b class="fn">{name}</b> '
            f'<time datetime="2024-0{1 + index % 9}-1{index % 10}T08:{index % 60:02d}:00+00:00">'
            f"{index % 28 + 1} days ago</time></footer><div class=\"comment-content\"><p>{body}"
            f"</p></div><div class=\"reply\"><a rel=\"nofollow\" href=\"#respond\">Reply</a>"
            f"</div></article></li>")
    return (f'<section id="comments" class="comments-area"><h2>{count} comments</h2>'
            f'<ol class="comment-list">{"".join(items)}</ol></section>')


def footer(site, rng):
    columns = "".join(
        f'<div class="widget"><h3>{w.title()}</h3><ul>'
        + "".join(f'<li><a href="/tag/{x}/">{x}</a></li>' for x in rng.sample(WORDS, 10))
        + "</ul></div>" for w in rng.sample(WORDS, 4))
    return (f'<footer class="site-footer">{columns}<p>&copy; 2024 {site}. '
            f'All rights reserved.</p></footer>'
            '<script>document.addEventListener("DOMContentLoaded", function () {'
            ' if (document.body.clientWidth < 600) { document.body.className += " narrow"; }'
            " });</script>")


def page(*, site, title, canonical=None, head_extra="", before="", card="", after="",
         comment_count=120, seed=1, html_attrs='lang="en"', charset_tag='<meta charset="utf-8">',
         prologue=""):
    rng = random.Random(seed)
    intro = "".join(f"<p>{sentence(rng, 30, 60)}</p>" for _ in range(6))
    return f"""<!DOCTYPE html>
<html {html_attrs}>
<head>
{prologue}{charset_tag}
{head_tags(site, title, canonical, head_extra, rng)}
</head>
<body class="post-template-default single single-post">
{navigation(rng)}
{ad(1)}
<main id="content"><article class="post">
<h1 class="entry-title">{title}</h1>
{before}
{intro}
{ad(2)}
{card}
{ad(3)}
{after}
</article>
{comments(rng, comment_count)}
</main>
{footer(site, rng)}
</body>
</html>
"""


def ld(value, indent=None):
    return json.dumps(value, ensure_ascii=False, indent=indent)


def write(name, text, encoding="utf-8"):
    with open(os.path.join(OUT, name), "w", encoding=encoding, newline="\n") as file:
        file.write(text)


# --- WordPress + Yoast graph + WP Recipe Maker --------------------------------------------

def wprm():
    base = "https://copperpot.test"
    url = f"{base}/smoky-bean-chilli/"
    graph = {"@context": "https://schema.org", "@graph": [
        {"@type": "Article", "@id": f"{url}#article", "isPartOf": {"@id": url},
         "author": {"@id": f"{base}/#/schema/person/7f3a"}, "headline": "Smoky Bean Chilli",
         "mainEntityOfPage": {"@id": url}, "image": {"@id": f"{url}#primaryimage"}},
        {"@type": "WebPage", "@id": url, "url": url, "name": "Smoky Bean Chilli - Copper Pot",
         "primaryImageOfPage": {"@id": f"{url}#primaryimage"},
         "breadcrumb": {"@id": f"{url}#breadcrumb"}},
        {"@type": "ImageObject", "@id": f"{url}#primaryimage", "inLanguage": "en-US",
         "url": f"{base}/wp-content/uploads/2024/02/smoky-bean-chilli.jpg",
         "contentUrl": f"{base}/wp-content/uploads/2024/02/smoky-bean-chilli.jpg",
         "width": 1200, "height": 1800},
        {"@type": "BreadcrumbList", "@id": f"{url}#breadcrumb", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": "Home", "item": base + "/"},
            {"@type": "ListItem", "position": 2, "name": "Smoky Bean Chilli"}]},
        {"@type": "WebSite", "@id": f"{base}/#website", "url": base + "/", "name": "Copper Pot"},
        {"@type": "Person", "@id": f"{base}/#/schema/person/7f3a", "name": "Hallie Marsh",
         "image": {"@type": "ImageObject", "url": f"{base}/avatar/hallie.jpg"}},
        {"@type": "Recipe", "name": "Smoky Bean Chilli",
         "author": {"@id": f"{base}/#/schema/person/7f3a"},
         "description": "A pot of beans that tastes like it simmered all day &#8211; it didn&#39;t.",
         "datePublished": "2024-02-11T09:00:00+00:00",
         "image": [f"{base}/wp-content/uploads/2024/02/smoky-bean-chilli-225x225.jpg",
                   f"{base}/wp-content/uploads/2024/02/smoky-bean-chilli-260x195.jpg"],
         "video": {"@type": "VideoObject", "name": "Smoky Bean Chilli",
                   "description": "Watch the chilli come together.",
                   "thumbnailUrl": f"{base}/video/chilli-thumb.jpg",
                   "contentUrl": "https://videos.copperpot.test/chilli.mp4",
                   "uploadDate": "2024-02-10T12:00:00+00:00", "duration": "PT1M12S"},
         "recipeYield": ["6", "6 portions"],
         "prepTime": "PT15M", "cookTime": "PT1H30M0S", "totalTime": "PT1H45M",
         "recipeIngredient": [
             "2 tbsp olive oil", "1 large onion, diced", "3 cloves garlic, crushed",
             "1 &frac12; tsp smoked paprika", "2 x 400 g tins kidney beans, drained",
             "400 g tin chopped tomatoes", "1 square dark chocolate (Grandma&#39;s trick)",
             "salt &amp; pepper"],
         "recipeInstructions": [
             {"@type": "HowToSection", "name": "Base", "itemListElement": [
                 {"@type": "HowToStep", "text": "Warm the oil in a heavy pot and soften the onion for 8 minutes.",
                  "name": "Warm the oil in a heavy pot and soften the onion for 8 minutes.",
                  "url": f"{url}#wprm-recipe-12-step-0-0"},
                 {"@type": "HowToStep", "text": "Stir in the garlic &amp; paprika for a minute.",
                  "name": "Stir in the garlic &amp; paprika for a minute.",
                  "url": f"{url}#wprm-recipe-12-step-0-1"}]},
             {"@type": "HowToSection", "name": "Simmer", "itemListElement": [
                 {"@type": "HowToStep", "text": "Add the beans and tomatoes, cover, and simmer for 1&nbsp;hour.",
                  "name": "Add the beans and tomatoes, cover, and simmer for 1&nbsp;hour.",
                  "url": f"{url}#wprm-recipe-12-step-1-0"},
                 {"@type": "HowToStep", "text": "Melt in the chocolate, season, and simmer uncovered for 30 minutes more.",
                  "name": "Melt in the chocolate, season, and simmer uncovered for 30 minutes more.",
                  "url": f"{url}#wprm-recipe-12-step-1-1"}]}],
         "recipeCategory": ["Main Course"], "recipeCuisine": ["Tex-Mex"],
         "keywords": "beans, chilli, one pot, vegetarian",
         "nutrition": {"@type": "NutritionInformation", "calories": "310 kcal",
                       "servingSize": "1 bowl", "proteinContent": "14 g"},
         "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "ratingCount": "57"},
         "@id": f"{url}#recipe", "isPartOf": {"@id": f"{url}#article"},
         "mainEntityOfPage": url}]}
    card = ('<div id="wprm-recipe-container-12" class="wprm-recipe-container">'
            '<div class="wprm-recipe"><h2 class="wprm-recipe-name">Smoky Bean Chilli</h2>'
            '<ul class="wprm-recipe-ingredients"><li>2 tbsp olive oil</li><li>1 large onion</li></ul>'
            '<div class="wprm-recipe-instructions"><ol><li>Warm the oil.</li></ol></div></div></div>')
    head = f'<script type="application/ld+json" class="yoast-schema-graph">{ld(graph)}</script>'
    text = page(site="Copper Pot", title="Smoky Bean Chilli - Copper Pot", canonical=url,
                head_extra=head, card=card, seed=11, comment_count=160)
    write("site-wprm-yoast.html", text)
    # What a server sends a client that accepts gzip (mtime 0: the same bytes every run).
    with open(os.path.join(OUT, "site-wprm-yoast.html.gz"), "wb") as file:
        file.write(gzip.compress(text.encode("utf-8"), mtime=0))


# --- Tasty Recipes-like plugin -----------------------------------------------------------

def tasty():
    base = "https://willowtable.test"
    url = f"{base}/blistered-green-beans/"
    crumbs = {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
        {"@type": "ListItem", "position": 1, "name": "Sides", "item": f"{base}/sides/"},
        {"@type": "ListItem", "position": 2, "name": "Blistered Green Beans", "item": url}]}
    recipe = {"@context": "https://schema.org/", "@type": "Recipe",
              "name": "Blistered Green Beans with Miso Butter",
              "description": "<p>Charred beans, a glossy miso butter, and a <a href=\"/sesame/\">sesame crunch</a>.</p>",
              "author": {"@type": "Person", "name": "Jun Okafor"},
              "image": [f"{base}/wp-content/uploads/beans-1200x1200.jpg",
                        f"{base}/wp-content/uploads/beans-1200x900.jpg",
                        f"{base}/wp-content/uploads/beans-1200x675.jpg"],
              "url": url,
              "recipeIngredient": ["450g green beans, trimmed", "1 tbsp neutral oil",
                                   "2 tbsp butter", "1 tbsp white miso",
                                   "1 tsp toasted sesame seeds"],
              "recipeInstructions": [
                  {"@type": "HowToStep", "text": "Heat the oil in a wide skillet until it shimmers.",
                   "url": f"{url}#instruction-step-1"},
                  {"@type": "HowToStep", "text": "Add the beans in one layer; leave them alone for 3 minutes so they blister.",
                   "url": f"{url}#instruction-step-2"},
                  {"@type": "HowToStep", "text": "Off the heat, stir in the butter and miso until glossy. Scatter with <strong>sesame</strong>.",
                   "url": f"{url}#instruction-step-3"}],
              "prepTime": "PT0H10M", "cookTime": "PT0H45M", "totalTime": "PT0H55M",
              "recipeYield": ["4", "4-6 servings"], "recipeCategory": "Side Dish",
              "cookingMethod": "Stovetop", "recipeCuisine": "Japanese-inspired",
              "keywords": "green beans, miso, side", "datePublished": "2024-05-02"}
    card = (f'<div class="tasty-recipes tasty-recipes-2201"><div class="tasty-recipes-entry-header">'
            f'<h2 class="tasty-recipes-title">Blistered Green Beans with Miso Butter</h2>'
            f'<div class="tasty-recipes-details"><span class="tasty-recipes-yield">4-6 servings</span>'
            f'</div></div><div class="tasty-recipes-ingredients"><ul>'
            + "".join(f"<li>{line}</li>" for line in recipe["recipeIngredient"])
            + '</ul></div><div class="tasty-recipes-instructions"><ol>'
            + "".join(f"<li>{step['text']}</li>" for step in recipe["recipeInstructions"])
            + f'</ol></div></div>\n<script type="application/ld+json">{ld(recipe)}</script>')
    # The theme describes the recipe too, more thinly: one recipe, not two.
    theme = {"@context": "https://schema.org", "@type": "Recipe", "name": recipe["name"],
             "recipeIngredient": recipe["recipeIngredient"], "image": recipe["image"][0]}
    head = (f'<script type="application/ld+json">{ld(crumbs)}</script>\n'
            f'<script type="application/ld+json">{ld(theme)}</script>')
    write("site-tasty.html", page(site="Willow Table", title="Blistered Green Beans with Miso Butter",
                                    canonical=url, head_extra=head, card=card, seed=12,
                                    comment_count=90))


# --- Mediavine Create-like --------------------------------------------------------------

def create_card():
    base = "https://hearthandhollow.test"
    url = f"{base}/maple-oat-loaf/"
    recipe = {"@context": "http://schema.org", "@type": "Recipe", "name": "Maple Oat Loaf",
              "author": {"@type": "Person", "name": "Greer Lindqvist"},
              "datePublished": "2023-11-18",
              "recipeYield": "1 loaf (12 slices)",
              "description": "A soft sandwich loaf sweetened with maple syrup.",
              "image": [f"{base}/wp-content/uploads/2023/11/oat-loaf-720x720.jpg",
                        f"{base}/wp-content/uploads/2023/11/oat-loaf-720x540.jpg"],
              "recipeCategory": "Bread", "recipeCuisine": "American",
              "prepTime": "PT20M", "cookTime": "PT0H45M", "performTime": "PT0H45M",
              "totalTime": "P0DT3H5M",
              "recipeIngredient": ["1 cup (90 g) rolled oats", "1 \u00bd cups boiling water",
                                   "\u2153 cup maple syrup", "2 \u00bc tsp instant yeast",
                                   "3 \u00bd cups bread flour", "1 \u00bd tsp salt"],
              "recipeInstructions": [
                  {"text": "Pour the boiling water over the oats and leave until lukewarm, about 30 minutes."},
                  {"@type": "HowToStep", "text": "Stir in the maple syrup and yeast, then the flour and salt.<br>Knead for 8 minutes."},
                  {"@type": "HowToStep", "name": "Let rise until doubled, about 1 hour."},
                  {"@type": "HowToStep", "text": "<p>Shape into a loaf, rise again, and bake at 190\u00b0C for 45 minutes.</p>"}],
              "keywords": "bread, oats, maple",
              "nutrition": {"@type": "NutritionInformation", "calories": "190 calories",
                            "servingSize": "1 slice"},
              "url": url}
    card = (f'<div class="mv-create-card mv-create-card-104 mv-recipe-card">'
            f'<h2 class="mv-create-title">Maple Oat Loaf</h2>'
            f'<div class="mv-create-ingredients"><ul>'
            + "".join(f"<li>{line}</li>" for line in recipe["recipeIngredient"])
            + f'</ul></div><script type="application/ld+json" class="mv-create-jsonld">'
            f'{ld(recipe, indent=2)}</script></div>')
    write("site-create-card.html", page(site="Hearth & Hollow", title="Maple Oat Loaf",
                                          canonical=url, card=card, seed=13, comment_count=100))


# --- Big publisher: Recipe + NewsArticle ------------------------------------------------

def publisher():
    base = "https://www.dailyplatter.test"
    url = f"{base}/food/2024/03/09/roast-cauliflower-tahini"
    crumbs = {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
        {"@type": "ListItem", "position": 1, "name": "Food", "item": f"{base}/food"},
        {"@type": "ListItem", "position": 2, "name": "Recipes", "item": f"{base}/food/recipes"}]}
    recipe = {"@context": "https://schema.org", "@type": ["Recipe", "NewsArticle"],
              "headline": "This roast cauliflower is the weeknight hero we need",
              "name": "Whole Roast Cauliflower With Tahini",
              "mainEntityOfPage": {"@type": "WebPage", "@id": url},
              "author": [{"@type": "Person", "name": "Odile Fairbanks", "url": f"{base}/by/odile-fairbanks"},
                         {"@type": "Organization", "name": "Daily Platter Test Kitchen"}],
              "publisher": {"@type": "NewsMediaOrganization", "name": "The Daily Platter",
                            "logo": {"@type": "ImageObject", "url": f"{base}/logo.png"}},
              "image": {"@type": "ImageObject",
                        "url": [f"{base}/images/2024/03/cauli-16x9.jpg",
                                f"{base}/images/2024/03/cauli-4x3.jpg"],
                        "width": 1600, "height": 900},
              "recipeYield": 8, "prepTime": "PT1.5H", "cookTime": "PT90M",
              "totalTime": "PT3H",
              "recipeIngredient": ["1 large cauliflower", "3 tbsp olive oil",
                                   "4 tbsp tahini", "1 lemon, juiced",
                                   "a handful of parsley, chopped"],
              "recipeInstructions": "1. Heat the oven to 220\u00b0C.\n2. Rub the cauliflower with oil and salt and roast for 90 minutes, until a knife slides in.\n3. Whisk the tahini with the lemon juice and enough water to make it pour.\n4. Spoon the sauce over and finish with parsley.",
              "recipeCategory": "Vegetarian", "keywords": ["cauliflower", "tahini", "roast"],
              "datePublished": "2024-03-09T10:00:00Z", "isAccessibleForFree": True}
    state = {"article": {"id": 99812, "html": "<div class=\"story\"><p>Intro</p></div>",
                         "related": ["<a href='/x'>x</a>" for _ in range(40)]},
             "ads": {"rules": "w < 600 && h > 300"}}
    before = (f'<script>window.__PRELOADED_STATE__ = {json.dumps(state)};'
              f' if (window.innerWidth < 768) {{ document.write("<div class=\\"m\\"></div>"); }}</script>')
    card = (f'<section class="recipe-body"><h2>Ingredients</h2><ul>'
            + "".join(f"<li>{line}</li>" for line in recipe["recipeIngredient"])
            + f'</ul><h2>Method</h2><p>Heat the oven to 220\u00b0C.</p></section>')
    after = (f'<script type="application/ld+json">{ld(crumbs)}</script>\n'
             f'<script type="application/ld+json">{ld(recipe)}</script>')
    write("site-publisher.html", page(site="The Daily Platter", title=recipe["headline"],
                                        canonical=url, before=before, card=card, after=after,
                                        seed=14, comment_count=220))


# --- Drupal / legacy microdata ----------------------------------------------------------

def drupal():
    card = """<div class="node node-recipe" itemscope itemtype="http://schema.org/Recipe">
<h2 itemprop="name">Buttermilk Rye Scones</h2>
<div class="submitted">By <span itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/user/44" itemprop="url"><span itemprop="name">Petronella Vos</span></a></span>,
<meta itemprop="datePublished" content="2019-04-02">April 2, 2019</div>
<img itemprop="image" src="/sites/default/files/styles/large/public/rye-scones.jpg?itok=x9" alt="Scones on a board">
<div class="rating" itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">
<span itemprop="name">Reader rating</span>: <span itemprop="ratingValue">4.5</span> (<span itemprop="reviewCount">12</span>)</div>
<p itemprop="description">Nutty rye and tangy buttermilk in a quick, craggy scone.</p>
<ul class="recipe-meta">
<li>Prep: <time itemprop="prepTime" datetime="PT15M">15 min</time></li>
<li>Bake: <time itemprop="cookTime" datetime="PT0H20M">20 min</time></li>
<li>Ready in: <meta itemprop="totalTime" content="PT35M">35 min</li>
<li>Makes: <span itemprop="recipeYield">8 scones</span></li>
</ul>
<div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
<span itemprop="name">Per scone</span>: <span itemprop="calories">240 calories</span></div>
<h3>Ingredients</h3>
<ul>
<li itemprop="ingredients">150 g rye flour</li>
<li itemprop="ingredients">150 g plain flour</li>
<li itemprop="ingredients">2 tsp baking powder</li>
<li itemprop="ingredients">75 g cold butter, cubed</li>
<li itemprop="ingredients">175 ml buttermilk</li>
</ul>
<h3>Method</h3>
<ol itemprop="recipeInstructions">
<li>Heat the oven to 200&deg;C and line a tray.</li>
<li>Rub the butter into the flours and baking powder.</li>
<li>Stir in the buttermilk, pat into a round and cut into 8 wedges.</li>
<li>Bake for 20 minutes, until risen &amp; golden.</li>
</ol>
<div class="recipe-tags">Filed under <a href="/tags/baking" itemprop="recipeCategory">Baking</a></div>
</div>"""
    comment_items = "".join(
        f'<div class="comment" itemscope itemtype="http://schema.org/Comment">'
        f'<span itemprop="author" itemscope itemtype="http://schema.org/Person">'
        f'<span itemprop="name">{name}</span></span><p itemprop="text">Lovely with jam.</p></div>'
        for name in NAMES[:6])
    write("site-drupal-microdata.html", page(
        site="Old Mill Kitchen", title="Buttermilk Rye Scones | Old Mill Kitchen",
        canonical="https://oldmill.test/recipes/buttermilk-rye-scones", card=card,
        after=comment_items, seed=15, comment_count=110,
        charset_tag='<meta http-equiv="Content-Type" content="text/html; charset=utf-8">'))


# --- JSON-LD written carelessly ---------------------------------------------------------

QUIRKY = "\ufeff" + """{
  "@context": "https://schema.org",
  "@type": "Recipe",
  "name": "Auntie&#39;s Plum &amp;amp; Almond Crumble",
  "author": {"@type": "Organization", "name": "Saltmarsh Bakehouse"},
  "description": "Plums under a crumble that stays crisp:\ttwo kinds of sugar,
and a handful of flaked almonds.",
  "image": {"@id": "#crumble-photo"},
  "recipeYield": "Serves 4 to 6",
  "prepTime": "",
  "cookTime": "30 mins",
  "totalTime": "PT0H45M",
  "recipeIngredient": [
    "8 ripe plums, stoned &amp; quartered",
    "\\u00bd cup light brown sugar",
    "&#8532; cup plain flour",
    "100 g cold butter &ndash; cubed",
    "&amp;#39;a good handful&amp;#39; flaked almonds",
  ],
  "recipeInstructions": "Heat the oven to 190&deg;C.<br>Toss the plums with half the sugar in a baking dish.<br/>Rub the butter into the flour and the rest of the sugar, stir in the almonds.<br>Scatter over the plums and bake for 30&nbsp;minutes.",
  "recipeCategory": "Dessert",
  "keywords": "plums,crumble, almonds ,autumn",
}"""

QUIRKY_IMAGE = """{"@context": "https://schema.org", "@type": "ImageObject", "@id": "#crumble-photo",
 "contentUrl": "/media/plum-crumble.jpg", "caption": "Crumble"}"""


def quirky():
    card = ('<div class="recipe-box"><h2>Auntie\'s Plum &amp; Almond Crumble</h2></div>\n'
            f'<script type="application/ld+json">{QUIRKY_IMAGE}</script>\n'
            f'<script type="application/ld+json">\n{QUIRKY}\n</script>')
    write("site-jsonld-quirks.html", page(
        site="Saltmarsh Bakehouse", title="Plum &amp; Almond Crumble", card=card, seed=16,
        comment_count=110))


# --- Legacy page in windows-1252, declared late ---------------------------------------------

LEGACY_RECIPE = """//<![CDATA[
{"@context": "http://schema.org", "@type": "Recipe",
 "name": "Crème fraîche tart with pears",
 "author": "Léonie Dufresne",
 "image": "images/tarte-poires.jpg",
 "recipeYield": "6",
 "totalTime": "PT1H10M",
 "recipeIngredient": ["1 sheet puff pastry", "3 pears – thinly sliced", "150 g crème fraîche",
   "2 tbsp sugar", "½ tsp ground cardamom"],
 "recipeInstructions": ["Heat the oven to 200 °C.", "Spread the crème fraîche on the pastry, leaving a border.",
   "Lay the pears on top, sprinkle with sugar and cardamom, and bake 35 minutes – until it’s golden."]}
//]]>"""


def legacy():
    rng = random.Random(17)
    # More than a kilobyte of head before the character set is declared.
    prologue = "".join(
        f'<meta name="keywords-{index}" content="{" ".join(rng.sample(WORDS, 12))}">\n'
        for index in range(14))
    charset = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
    card = (f'<div class="recette"><h2>Crème fraîche tart with pears</h2>'
            f"<p>Léonie’s favourite – and ours.</p></div>\n"
            f'<script type="application/ld+json">\n<!--\n{LEGACY_RECIPE}\n-->\n</script>')
    text = page(site="Cuisine de Léonie", title="Crème fraîche tart with pears", card=card,
                seed=17, comment_count=110, prologue=prologue, charset_tag=charset,
                canonical="http://leonie.test/recettes/tarte-poires.html")
    write("site-legacy-1252.html", text, encoding="cp1252")
    # The same page with no declaration in it: only the HTTP header names the charset.
    write("site-header-charset.html", text.replace(charset, ""), encoding="cp1252")


# --- A recipe with no structured data at all ----------------------------------------------

def plain_div():
    card = ('<div class="recipe"><h2>Quick Pickled Radishes</h2><h3>Ingredients</h3><ul>'
            '<li>1 bunch radishes</li><li>120 ml rice vinegar</li><li>1 tsp sugar</li></ul>'
            '<h3>Method</h3><ol><li>Slice the radishes thinly.</li>'
            '<li>Pour over the vinegar and sugar and leave for 20 minutes.</li></ol></div>')
    write("site-no-structured-data.html", page(
        site="Notebook", title="Quick Pickled Radishes", card=card, seed=18, comment_count=110))


# --- AMP ------------------------------------------------------------------------------------

def amp():
    base = "https://fennel.test"
    recipe = {"@context": "https://schema.org", "@type": "Recipe",
              "name": "Charred Corn Salad", "author": {"@type": "Person", "name": "Tamsin Achebe"},
              "image": {"@type": "ImageObject", "url": f"{base}/img/corn-salad-1200.jpg"},
              "recipeYield": "4 servings", "totalTime": "PT25M",
              "recipeIngredient": ["4 ears of corn", "1 red onion, sliced", "juice of 2 limes",
                                   "a handful of coriander"],
              "recipeInstructions": [{"@type": "HowToStep", "name": "Char",
                                      "text": "Char the corn in a dry pan, then cut off the kernels."},
                                     {"@type": "HowToStep", "name": "Dress",
                                      "text": "Toss with the onion, lime and coriander."}]}
    analytics = {"vars": {"account": "UA-0000"}, "triggers": {"trackPageview": {"on": "visible"}}}
    head = (f'<script async src="https://cdn.ampproject.test/v0.js"></script>'
            f'<style amp-boilerplate>body{{visibility:hidden}}</style>'
            f'<script type="application/ld+json">{ld(recipe)}</script>')
    card = (f'<amp-img src="{base}/img/corn-salad-1200.jpg" width="1200" height="800" '
            f'layout="responsive"></amp-img>'
            f'<amp-analytics type="gtag"><script type="application/json">{ld(analytics)}'
            f'</script></amp-analytics>')
    write("site-amp.html", page(site="Fennel", title="Charred Corn Salad",
                                  canonical=f"{base}/charred-corn-salad/", head_extra=head,
                                  card=card, seed=19, comment_count=100, html_attrs='⚡ lang="en"'))


if __name__ == "__main__":
    for make in (wprm, tasty, create_card, publisher, drupal, quirky, legacy, plain_div, amp):
        make()
