/// An element of an `HTMLDocument`: its lowercase name, attributes, children and text.
public struct HTMLElement: Sendable, Equatable {
  let document: HTMLDocument
  let index: Int

  private var stored: HTMLStoredNode { document.nodes[index] }

  /// The element's name, lowercase ("div", "script").
  public var name: String { stored.name }

  /// The attributes in the order written.
  public var attributes: [HTMLAttribute] {
    document.attributes[stored.attributes].map {
      HTMLAttribute(name: $0.name, value: document.string($0.value))
    }
  }

  /// The value of the attribute `name` (lowercase), if present ("" for a bare attribute).
  public func attribute(_ name: String) -> String? {
    document.attributes[stored.attributes].first(where: { $0.name == name })
      .map { document.string($0.value) }
  }

  /// The element that holds this one; nil for the outermost.
  public var parent: HTMLElement? {
    let parent = stored.parent
    return parent < 0 ? nil : HTMLElement(document: document, index: parent)
  }

  /// The element's children, elements and texts, in order.
  public var children: [HTMLNode] {
    var result: [HTMLNode] = []
    var child = index + 1
    while child < stored.end {
      let node = document.nodes[child]
      result.append(
        node.isElement
          ? .element(HTMLElement(document: document, index: child))
          : .text(document.string(node.text)))
      child = node.end
    }
    return result
  }

  /// The child elements, in order.
  public var childElements: [HTMLElement] {
    children.compactMap { node in
      if case .element(let element) = node { return element }
      return nil
    }
  }

  /// Every element inside this one, in document order (depth first).
  public var descendants: [HTMLElement] {
    (index + 1..<stored.end).filter { document.nodes[$0].isElement }
      .map { HTMLElement(document: document, index: $0) }
  }

  /// How many elements are inside this one: `descendants.count`, without making them.
  public var descendantCount: Int {
    (index + 1..<stored.end).reduce(0) { document.nodes[$1].isElement ? $0 + 1 : $0 }
  }

  /// How many nodes, elements and runs of text, are inside this one: a bound on how much
  /// text it holds, known without reading it.
  public var nodeCount: Int { stored.end - index - 1 }

  /// Every element inside this one named `name` (lowercase).
  public func descendants(named name: String) -> [HTMLElement] {
    (index + 1..<stored.end).filter {
      document.nodes[$0].isElement && document.nodes[$0].name == name
    }
    .map { HTMLElement(document: document, index: $0) }
  }

  /// Every element inside this one that has the attribute `name`, whatever its value.
  public func descendants(withAttribute name: String) -> [HTMLElement] {
    descendants.filter { $0.attribute(name) != nil }
  }

  /// The descendants for which `isIncluded` holds, not looking inside those for which
  /// `isBoundary` holds (a nested microdata item, say); boundaries themselves are visited.
  public func descendants(
    where isIncluded: (HTMLElement) -> Bool, stoppingAt isBoundary: (HTMLElement) -> Bool
  ) -> [HTMLElement] {
    var result: [HTMLElement] = []
    var next = index + 1
    while next < stored.end {
      let node = document.nodes[next]
      guard node.isElement else {
        next += 1
        continue
      }
      let element = HTMLElement(document: document, index: next)
      if isIncluded(element) { result.append(element) }
      next = isBoundary(element) ? node.end : next + 1
    }
    return result
  }

  /// Every text inside, concatenated exactly as written (a script's source, say).
  public var textContent: String {
    (index + 1..<stored.end).lazy.filter { !self.document.nodes[$0].isElement }
      .map { self.document.string(self.document.nodes[$0].text) }.joined()
  }

  /// The text inside, tidied into one line: whitespace collapsed, blocks separated by a
  /// space, scripts and styles left out.
  public var text: String { lines.joined(separator: " ") }

  /// The text inside in lines, one per block (paragraph, list item, heading, `<br>`),
  /// each tidied, empty lines left out.
  public var lines: [String] {
    HTMLTextCollector.lines(in: document, range: index..<stored.end)
  }

  /// Whether two values are the same element of the same document.
  public static func == (lhs: HTMLElement, rhs: HTMLElement) -> Bool {
    lhs.document === rhs.document && lhs.index == rhs.index
  }
}

/// A child of an element: another element, or a run of text.
public enum HTMLNode: Sendable, Equatable {
  /// A child element.
  case element(HTMLElement)
  /// Text, entities decoded, whitespace as written.
  case text(String)
}
