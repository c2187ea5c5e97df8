import CXML
import Foundation

/// The floor under reading a page: libxml2's HTML parser over the same bytes, called as
/// `RecipesHTML` calls it (a memory context, the same options, UTF-8 forced), with a SAX
/// handler that does nothing, so no tree, no Swift and no schema.org mapping is built.
enum BareHTMLParse {
  /// Parses `page` once and returns how many bytes libxml2 consumed (a check that it ran).
  static func parse(_ page: Data) -> Int {
    xmlInitParser()
    return page.withUnsafeBytes { buffer -> Int in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
        buffer.count < Int(Int32.max),
        let context = htmlCreateMemoryParserCtxt(base, Int32(buffer.count))
      else { return 0 }
      defer { htmlFreeParserCtxt(context) }
      var handler = htmlSAXHandler()
      handler.initialized = 1
      context.pointee.sax.pointee = handler
      htmlCtxtUseOptions(context, recipes_html_parse_options())
      if let converter = xmlFindCharEncodingHandler("UTF-8") {
        xmlSwitchToEncoding(context, converter)
      }
      htmlParseDocument(context)
      return Int(xmlByteConsumed(context))
    }
  }
}
