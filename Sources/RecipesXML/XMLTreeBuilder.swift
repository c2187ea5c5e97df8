import CXML
import Foundation

/// Runs libxml2's SAX2 parser (namespace-aware) and builds `XMLElement`s from its events.
///
/// libxml2's own tree is never built. Raw pointers live only here, for the parse.
enum XMLTreeBuilder {
  static func build(_ data: Data, limits: XMLReader.Limits) throws(XMLReadError) -> XMLElement {
    guard data.count < Int(Int32.max) else { throw .tooLarge(limit: limits.maximumBytes) }
    // A struct at a fixed address, handed to the C callbacks as their context.
    let sink = UnsafeMutablePointer<XMLTreeSink>.allocate(capacity: 1)
    sink.initialize(to: XMLTreeSink(limits: limits))
    defer {
      sink.deinitialize(count: 1)
      sink.deallocate()
    }
    // Builds libxml2's shared tables once, under its own lock; later calls return at once.
    xmlInitParser()
    let outcome: Result<XMLElement, XMLReadError> = data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
        let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count))
      else { return .failure(.malformed("The XML parser could not start.")) }
      defer { xmlFreeParserCtxt(context) }
      context.pointee.sax.pointee = makeHandler()
      context.pointee.userData = UnsafeMutableRawPointer(sink)
      sink.pointee.parser = context
      xmlCtxtUseOptions(context, recipes_xml_parse_options())
      xmlParseDocument(context)
      sink.pointee.parser = nil
      return sink.pointee.result(
        wellFormed: context.pointee.wellFormed != 0,
        namespacesWellFormed: context.pointee.nsWellFormed != 0)
    }
    return try outcome.get()
  }

  /// The events the tree needs.
  ///
  /// A DOCTYPE or an entity declaration stops the parse; no
  /// entity is ever looked up, so only XML's five predefined ones and character
  /// references are decoded.
  private static func makeHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
      XMLTreeSink.from(context)?.pointee.start(
        localName, uri, Int(attributeCount), attributes)
    }
    handler.endElementNs = { context, _, _, _ in XMLTreeSink.from(context)?.pointee.end() }
    handler.characters = { context, text, length in
      XMLTreeSink.from(context)?.pointee.text(text, Int(length))
    }
    handler.cdataBlock = handler.characters
    handler.internalSubset = { context, _, _, _ in
      XMLTreeSink.from(context)?.pointee.stop(.doctypeRefused)
    }
    handler.externalSubset = handler.internalSubset
    handler.entityDecl = { context, _, _, _, _, _ in
      XMLTreeSink.from(context)?.pointee.stop(.doctypeRefused)
    }
    handler.getEntity = { _, _ in nil }
    handler.serror = { context, error in
      guard let error else { return }
      XMLTreeSink.from(context)?.pointee.record(error.pointee)
    }
    return handler
  }
}

/// Receives the parser's events in document order and keeps the open elements on a stack.
private struct XMLTreeSink {
  /// The parser, to stop it from a callback; set only during the parse.
  var parser: xmlParserCtxtPtr?

  private let limits: XMLReader.Limits
  private var open: [XMLElement] = []
  private var openText: [[UInt8]] = []
  private var root: XMLElement?
  private var elementCount = 0
  private var stopReason: XMLReadError?
  private var firstError: String?
  /// Names by libxml2's interned pointer: its dictionary keeps each string for the parse.
  private var names: [UnsafePointer<xmlChar>: String] = [:]

  init(limits: XMLReader.Limits) {
    self.limits = limits
  }

  static func from(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLTreeSink>? {
    context?.assumingMemoryBound(to: XMLTreeSink.self)
  }

  mutating func start(
    _ localName: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?, _ attributeCount: Int,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    guard stopReason == nil else { return }
    elementCount += 1
    guard elementCount <= limits.maximumElements else {
      return stop(.tooManyElements(limit: limits.maximumElements))
    }
    guard open.count < limits.maximumDepth else {
      return stop(.tooDeep(limit: limits.maximumDepth))
    }
    var element = XMLElement(
      name: XMLName(uri.map { interned($0) } ?? "", localName.map { interned($0) } ?? ""))
    if let attributes {
      // Five pointers per attribute: local name, prefix, URI, value start, value end.
      for index in 0..<attributeCount {
        let base = index * 5
        guard let name = attributes[base], let start = attributes[base + 3],
          let end = attributes[base + 4]
        else { continue }
        // Without entity substitution, libxml2 hands an attribute's `&` (written `&amp;` or
        // `&#38;`) on as `&#38;`; a raw `&` cannot occur in XML, so this is always one.
        let value = String(
          decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self
        ).replacingOccurrences(of: "&#38;", with: "&")
        let namespace = attributes[base + 2].map { interned($0) } ?? ""
        element.attributes[XMLName(namespace, interned(name))] = value
      }
    }
    open.append(element)
    openText.append([])
  }

  mutating func end() {
    guard stopReason == nil, var element = open.popLast(), let text = openText.popLast() else {
      return
    }
    element.text = String(decoding: text, as: UTF8.self)
    if open.isEmpty {
      root = element
    } else {
      open[open.count - 1].children.append(element)
    }
  }

  mutating func text(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
    guard stopReason == nil, let characters, length > 0, !openText.isEmpty else { return }
    openText[openText.count - 1].append(
      contentsOf: UnsafeBufferPointer(start: characters, count: length))
  }

  mutating func stop(_ reason: XMLReadError) {
    if stopReason == nil { stopReason = reason }
    if let parser { xmlStopParser(parser) }
  }

  mutating func record(_ error: xmlError) {
    guard firstError == nil else { return }
    let message = error.message.map { String(cString: $0) } ?? "unknown error"
    firstError = "line \(error.line): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
  }

  func result(wellFormed: Bool, namespacesWellFormed: Bool) -> Result<XMLElement, XMLReadError> {
    if let stopReason { return .failure(stopReason) }
    guard wellFormed, namespacesWellFormed, let root else {
      return .failure(.malformed(firstError ?? "The document ended before its root element."))
    }
    return .success(root)
  }

  private mutating func interned(_ name: UnsafePointer<xmlChar>) -> String {
    if let known = names[name] { return known }
    let text = String(cString: name)
    names[name] = text
    return text
  }
}
