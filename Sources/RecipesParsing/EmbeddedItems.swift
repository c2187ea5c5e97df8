import RecipesHTML

/// schema.org items written into the page's markup, microdata (`itemscope`, `itemtype`,
/// `itemprop`) or RDFa (`typeof`, `property`), read into the same shape as JSON-LD.
struct EmbeddedItems {
  /// The attribute that opens an item, the one naming its type, and the one naming a
  /// property.
  let scopeAttribute: String
  let typeAttribute: String
  let propertyAttribute: String

  static let microdata = EmbeddedItems(
    scopeAttribute: "itemscope", typeAttribute: "itemtype", propertyAttribute: "itemprop")
  static let rdfa = EmbeddedItems(
    scopeAttribute: "typeof", typeAttribute: "typeof", propertyAttribute: "property")

  /// Every item of type `type` in the document, outermost first.
  func items(ofType type: String, in document: HTMLDocument) -> [JSONValue] {
    document.elements.filter {
      isItem($0)
        && types(of: $0).contains(where: { $0.caseInsensitiveCompare(type) == .orderedSame })
    }
    .map { item($0, depth: 0) }
  }

  private func isItem(_ element: HTMLElement) -> Bool {
    element.attribute(scopeAttribute) != nil
  }

  private func types(of element: HTMLElement) -> [String] {
    (element.attribute(typeAttribute) ?? "").split(separator: " ")
      .map { JSONValue.localName(String($0)) }
  }

  /// The member under which a nested item keeps its element's whole text.
  ///
  /// An ingredient written as an item with an amount and a name is then read as the line the
  /// page shows.
  static let elementTextKey = "@elementText"

  /// The item's properties: each property element up to (and including) nested items,
  /// repeated properties as arrays.
  private func item(_ element: HTMLElement, depth: Int) -> JSONValue {
    var members: [String: JSONValue] = ["@type": .array(types(of: element).map(JSONValue.string))]
    if depth > 0 { members[Self.elementTextKey] = .string(element.text) }
    let properties = element.descendants(
      where: { $0.attribute(propertyAttribute) != nil }, stoppingAt: isItem)
    for property in properties {
      let value =
        isItem(property) && depth < 6
        ? item(property, depth: depth + 1) : .string(text(of: property, names: keys(of: property)))
      for key in keys(of: property) {
        switch members[key] {
        case nil: members[key] = value
        case .array(let values)?: members[key] = .array(values + [value])
        case let existing?: members[key] = .array([existing, value])
        }
      }
    }
    return .object(members)
  }

  /// The property names an element carries, without vocabulary prefixes.
  private func keys(of element: HTMLElement) -> [String] {
    (element.attribute(propertyAttribute) ?? "").split(separator: " ")
      .map { JSONValue.localName(String($0)) }
  }

  /// Properties whose value is an address; any other property put on a link means the
  /// link's text (`<a itemprop="recipeCategory" href="/tags/baking">Baking</a>`, an author's
  /// name linking to their page), which is what old recipe sites write.
  private static let addressProperties: Set<String> = [
    "url", "image", "photo", "logo", "sameAs", "video", "contentUrl", "embedUrl",
    "thumbnailUrl", "mainEntityOfPage",
  ]

  /// A property's value by the microdata rules: `content`, the address of a link or an
  /// embed, a time's `datetime`, else the text (in lines, so a method keeps its steps);
  /// except that a link holding text is its text unless the property is an address.
  private func text(of element: HTMLElement, names: [String]) -> String {
    if let content = element.attribute("content") { return content }
    if element.name == "a" || element.name == "area",
      !names.contains(where: Self.addressProperties.contains)
    {
      let text = element.text
      if !text.isEmpty { return text }
    }
    switch element.name {
    case "img":
      let source = element.attribute("src") ?? ""
      // Lazy-loading pages put a placeholder in src and the picture in data-src.
      if source.isEmpty || source.hasPrefix("data:") {
        return element.attribute("data-src") ?? element.attribute("data-lazy-src")
          ?? element.attribute("data-original") ?? source
      }
      return source
    case "audio", "embed", "iframe", "source", "track", "video":
      return element.attribute("src") ?? ""
    case "a", "area", "link":
      return element.attribute("href") ?? element.attribute("resource") ?? ""
    case "object": return element.attribute("data") ?? ""
    case "data", "meter": return element.attribute("value") ?? ""
    case "time":
      // `<time itemprop="cookTime" datetime="PT30M">30 mins</time>`; an empty datetime
      // leaves the text.
      let datetime = element.attribute("datetime") ?? ""
      return datetime.allSatisfy(\.isWhitespace) ? element.text : datetime
    default: return element.lines.joined(separator: "\n")
    }
  }
}
