import Foundation
import RecipesCore
import RecipesHTML

/// Reads the recipes of a web page.
public enum RecipePageReader {
  /// Recipes in an HTML page: JSON-LD first, else microdata, else RDFa.
  ///
  /// `pageURL` is where the page came from: relative pictures and links resolve against it
  /// (and the page's `<base href>`), and it is the recipe's source when the page names no
  /// canonical address. `declaredCharset` is the charset the server named in its
  /// `Content-Type`, which wins over the page's own declaration. Throws `notHTML` for a body that is no page, `noRecipe` for a page
  /// without a recipe, `brokenRecipeData` when the page's recipe JSON-LD cannot be read
  /// even leniently and no microdata stands in for it.
  public static func recipes(
    inHTML html: Data, pageURL: URL?, declaredCharset: String? = nil, newID: () -> Recipe.ID
  ) throws(ImportError) -> [ImportedRecipe] {
    let document: HTMLDocument
    do {
      document = try HTMLDocument(parsing: html, declaredCharset: declaredCharset)
    } catch {
      throw .notHTML
    }
    let base = baseURL(of: document, pageURL: pageURL)
    let scripts = JSONLDScripts(document)
    let context = SchemaOrgContext(baseURL: base, documents: scripts.documents)
    let canonical = canonicalURL(of: document, context: context, pageURL: pageURL)
    var reader = SchemaOrgRecipeReader(context: context)
    var nodes = SchemaOrgGraph.recipes(in: scripts.documents)
    // JSON-LD that only names the recipe (for search results) gives way to markup that
    // holds it whole.
    if !nodes.contains(where: { reader.hasContent($0) }) {
      var embedded = EmbeddedItems.microdata.items(ofType: "Recipe", in: document)
      if embedded.isEmpty { embedded = EmbeddedItems.rdfa.items(ofType: "Recipe", in: document) }
      if nodes.isEmpty || embedded.contains(where: { reader.hasContent($0) }) { nodes = embedded }
    }
    // A page without a recipe in its data that lists ingredients and steps under their
    // headings is a recipe all the same, named by its title, its times and yield read
    // beside their labels.
    var lists: PageRecipeLists?
    if nodes.isEmpty, scripts.brokenRecipe == nil {
      let found = PageRecipeLists(document)
      if !found.ingredients.isEmpty, !found.steps.isEmpty, let name = title(of: document) {
        let members = PageLabels.members(of: document)
        nodes = [
          .object(
            members.merging(["@type": .string("Recipe"), "name": .string(name)]) { _, own in own }
          )
        ]
      }
      lists = found
    }
    guard !nodes.isEmpty else {
      if let failure = scripts.brokenRecipe { throw .brokenRecipeData(failure) }
      throw .noRecipe
    }
    if nodes.contains(where: { $0["name"] == nil && $0["headline"] == nil }) {
      reader.fallbackName = title(of: document)
    }
    nodes = distinctRecipes(nodes, reader: reader)
    let sources = sourceURLs(
      published: nodes.map(reader.publishedURL), canonical: canonical, pageURL: pageURL)
    return zip(nodes, sources).map { node, source in
      var imported = reader.imported(node, id: newID(), sourceURL: source)
      // A recipe whose data lacks its ingredients or steps (or holds a scrap of them, or one
      // group of the page's list): the ones the page shows. (Reading them costs a heavy page
      // as much again as the rest of its reading, so a recipe whose data looks whole is not
      // compared with them; whether its first line starts within a list is seen near the top.)
      if nodes.count == 1,
        imported.recipe.mayLackIngredients || imported.recipe.mayLackSteps
          || imported.recipe.ingredients.first.map({
            PageListStart.isWithinList($0.text, in: document)
          }) == true
      {
        imported = ImportedRecipe(
          recipe: imported.recipe.filling(from: lists ?? PageRecipeLists(document)),
          imageURL: imported.imageURL)
      }
      // The page's own nutrition is kept as published, to show beside the estimate and to
      // write back with the recipe.
      guard let nutrition = SchemaOrgNutrition.kept(of: node) else { return imported }
      return ImportedRecipe(
        recipe: imported.recipe.keeping(nutrition), imageURL: imported.imageURL)
    }
  }

  /// The nodes without repeats of one recipe, nor related recipes.
  ///
  /// A theme and a recipe plugin that both describe the recipe (the same name and
  /// ingredients) make one recipe, the fuller node. Beside a recipe with ingredients or steps, nodes with neither (the name, picture and
  /// address of related recipes, for a carousel) are no recipes.
  private static func distinctRecipes(_ nodes: [JSONValue], reader: SchemaOrgRecipeReader)
    -> [JSONValue]
  {
    guard nodes.count > 1 else { return nodes }
    let recipes = nodes.map { reader.imported($0, id: "mine-probe", sourceURL: nil).recipe }
    let hasContent = recipes.map(\.hasContent)
    let anyHasContent = hasContent.contains(true)
    var kept: [JSONValue] = []
    var keys: [[String]] = []
    for (index, node) in nodes.enumerated() where hasContent[index] || !anyHasContent {
      let recipe = recipes[index]
      let key = [recipe.name.lowercased()] + recipe.ingredients.map { $0.text.lowercased() }
      if let earlier = keys.firstIndex(of: key) {
        if (node.object?.count ?? 0) > (kept[earlier].object?.count ?? 0) { kept[earlier] = node }
        continue
      }
      keys.append(key)
      kept.append(node)
    }
    return kept
  }

  /// Where each recipe was published, one address per recipe.
  ///
  /// The page's canonical address, else the recipe's own `url`, else the page's address. A
  /// re-import finds a recipe by this address, so two
  /// recipes of one page never share it: each uses its own `url` when those differ, and
  /// otherwise the second and later get the page's address with a fragment naming their
  /// place ("…#recipe-2").
  private static func sourceURLs(published: [URL?], canonical: URL?, pageURL: URL?) -> [URL?] {
    let ownAddresses = published.compactMap { $0 }
    let useOwn = published.count > 1 && Set(ownAddresses).count == published.count
    var seen: Set<URL> = []
    return published.enumerated().map { index, own in
      guard let address = useOwn ? own : canonical ?? own ?? pageURL else { return nil }
      if seen.insert(address).inserted { return address }
      var components = URLComponents(url: address, resolvingAgainstBaseURL: false)
      components?.fragment = "recipe-\(index + 1)"
      return components?.url ?? address
    }
  }

  /// The address the page names as its own: `<link rel="canonical">`, else `og:url`.
  ///
  /// A site's home page named by a page that is not itself the home page is a
  /// misconfigured template, not the recipe's address: every recipe of the site would
  /// share it, and a re-import of one would overwrite another.
  private static func canonicalURL(
    of document: HTMLDocument, context: SchemaOrgContext, pageURL: URL?
  ) -> URL? {
    let link = document.elements(named: "link")
      .first(where: {
        ($0.attribute("rel") ?? "").lowercased().split(separator: " ").contains("canonical")
      })?
      .attribute("href")
    let openGraph = document.elements(named: "meta")
      .first(where: { $0.attribute("property") == "og:url" })?.attribute("content")
    guard let url = (link ?? openGraph).flatMap(context.absoluteURL) else { return nil }
    let isHome = url.path.isEmpty || url.path == "/"
    let pageIsHome = pageURL.map { $0.path.isEmpty || $0.path == "/" } ?? false
    return isHome && !pageIsHome ? nil : url
  }

  /// What the page calls itself: its Open Graph title, else its first heading, else its
  /// `<title>` — without the site's name after it.
  private static func title(of document: HTMLDocument) -> String? {
    func meta(_ property: String) -> String? {
      document.elements(named: "meta").first(where: { $0.attribute("property") == property })?
        .attribute("content").flatMap(SchemaOrgText.plainOrNil)
    }
    let heading = document.elements(named: "h1").first.flatMap { SchemaOrgText.plainOrNil($0.text) }
    let candidates = [
      meta("og:title"), heading,
      document.elements(named: "title").first.flatMap { SchemaOrgText.plainOrNil($0.text) },
    ]
    guard let title = candidates.lazy.compactMap({ $0 }).first else { return nil }
    return PageTitle.withoutSiteName(title, heading: heading, siteName: meta("og:site_name"))
  }

  /// The page's `<base href>` resolved against its address, else the address.
  private static func baseURL(of document: HTMLDocument, pageURL: URL?) -> URL? {
    guard let href = document.elements(named: "base").first?.attribute("href"),
      let base = URL(string: href.trimmingCharacters(in: .whitespaces), relativeTo: pageURL)?
        .absoluteURL, base.scheme != nil
    else { return pageURL }
    return base
  }
}

/// The page's `<script type="application/ld+json">` blocks, read leniently.
private struct JSONLDScripts {
  var documents: [JSONValue] = []
  /// Why a block that mentions a Recipe could not be read, if one could not.
  var brokenRecipe: String?

  init(_ document: HTMLDocument) {
    for script in document.elements(named: "script") where Self.isJSONLD(script) {
      let source = script.textContent
      if let value = LenientJSON.value(of: source) {
        documents.append(value)
      } else if brokenRecipe == nil, source.contains("Recipe") {
        brokenRecipe = "its JSON-LD is not valid JSON"
      }
    }
  }

  private static func isJSONLD(_ script: HTMLElement) -> Bool {
    let type = (script.attribute("type") ?? "").lowercased()
    return type.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      == "application/ld+json"
  }
}
