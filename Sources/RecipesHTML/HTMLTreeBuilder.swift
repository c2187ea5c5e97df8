import CXML
import Foundation

/// Runs libxml2's HTML parser and builds `HTMLStoredNode`s straight from its SAX events.
///
/// libxml2 still does all of HTML's work (implied and auto-closed elements, entities,
/// character sets, recovery from broken markup); only its own tree is never built, which
/// halves the time of a large page: allocating and freeing a C node per element and text
/// cost more than reading the page.
enum HTMLTreeBuilder {
  struct Tree {
    var nodes: [HTMLStoredNode] = []
    var attributes: [HTMLStoredAttribute] = []
    var characters: [UInt8] = []
  }

  static func build(_ bytes: Data, encoding: String?) -> Tree {
    guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return Tree() }
    // The sink lives at a fixed address for the parse, handed to the C callbacks as their
    // context; a struct behind a pointer, not a class, so no callback pays for reference
    // counting or exclusivity checks.
    let sink = UnsafeMutablePointer<HTMLTreeSink>.allocate(capacity: 1)
    sink.initialize(to: HTMLTreeSink(expectedBytes: bytes.count))
    defer {
      sink.deinitialize(count: 1)
      sink.deallocate()
    }
    // libxml2 builds its shared tables once, under its own lock; parsers on several threads
    // at once are then safe. Later calls return at once.
    xmlInitParser()
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
        let context = htmlCreateMemoryParserCtxt(base, Int32(buffer.count))
      else { return }
      defer { htmlFreeParserCtxt(context) }
      context.pointee.sax.pointee = makeHandler()
      context.pointee.userData = UnsafeMutableRawPointer(sink)
      htmlCtxtUseOptions(context, recipes_html_parse_options())
      // A charset libxml2 cannot convert from is read as UTF-8, not guessed at.
      if let encoding,
        let converter = xmlFindCharEncodingHandler(encoding) ?? xmlFindCharEncodingHandler("UTF-8")
      {
        xmlSwitchToEncoding(context, converter)
      }
      htmlParseDocument(context)
    }
    return sink.pointee.finished()
  }

  /// The events the tree needs; everything else (comments, doctype, errors) is ignored.
  private static func makeHandler() -> htmlSAXHandler {
    var handler = htmlSAXHandler()
    handler.initialized = 1
    handler.startElement = { context, name, attributes in
      HTMLTreeSink.from(context)?.pointee.start(name, attributes)
    }
    handler.endElement = { context, _ in HTMLTreeSink.from(context)?.pointee.end() }
    handler.characters = { context, text, length in
      HTMLTreeSink.from(context)?.pointee.text(text, Int(length))
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, text, length in
      HTMLTreeSink.from(context)?.pointee.text(text, Int(length))
    }
    return handler
  }
}

/// Receives the parser's events in document order and keeps the open elements on a stack.
private struct HTMLTreeSink {
  private var tree = HTMLTreeBuilder.Tree()
  private var open: [Int] = []
  /// Whether the last node is a text still receiving characters.
  private var textIsOpen = false
  /// Names by libxml2's interned pointer: the same few dozen tag names repeat all page long.
  private var names: [UnsafePointer<xmlChar>: String] = [:]

  init(expectedBytes: Int) {
    tree.nodes.reserveCapacity(expectedBytes / 40)
    tree.attributes.reserveCapacity(expectedBytes / 60)
    tree.characters.reserveCapacity(expectedBytes)
  }

  static func from(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<HTMLTreeSink>? {
    context?.assumingMemoryBound(to: HTMLTreeSink.self)
  }

  mutating func start(
    _ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    textIsOpen = false
    let first = tree.attributes.count
    if let attributes {
      var index = 0
      while let attributeName = attributes[index] {
        let start = tree.characters.count
        if let value = attributes[index + 1] {
          tree.characters.append(
            contentsOf: UnsafeBufferPointer(start: value, count: strlen(value)))
        }
        tree.attributes.append(
          HTMLStoredAttribute(
            name: interned(attributeName), value: start..<tree.characters.count))
        index += 2
      }
    }
    let index = tree.nodes.count
    let elementName = name.map { interned($0) } ?? ""
    tree.nodes.append(
      HTMLStoredNode(
        isElement: true, name: elementName, text: 0..<0,
        attributes: first..<tree.attributes.count, parent: open.last ?? -1, end: index + 1))
    open.append(index)
  }

  mutating func end() {
    textIsOpen = false
    guard let index = open.popLast() else { return }
    tree.nodes[index].end = tree.nodes.count
  }

  mutating func text(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
    guard let characters, length > 0 else { return }
    let start = tree.characters.count
    tree.characters.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    // libxml2 delivers long texts in pieces, which land one after the other.
    if textIsOpen, let last = tree.nodes.indices.last {
      tree.nodes[last].text = tree.nodes[last].text.lowerBound..<tree.characters.count
      return
    }
    let index = tree.nodes.count
    tree.nodes.append(
      HTMLStoredNode(
        isElement: false, name: "", text: start..<tree.characters.count, attributes: 0..<0,
        parent: open.last ?? -1, end: index + 1))
    textIsOpen = true
  }

  /// The tree, every element still open closed at the end of the page.
  mutating func finished() -> HTMLTreeBuilder.Tree {
    while let index = open.popLast() { tree.nodes[index].end = tree.nodes.count }
    return tree
  }

  private mutating func interned(_ name: UnsafePointer<xmlChar>) -> String {
    if let known = names[name] { return known }
    let text = String(cString: name)
    let lowercase =
      text.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? text.lowercased() : text
    names[name] = lowercase
    return lowercase
  }
}
