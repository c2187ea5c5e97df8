import CXML
import Foundation

/// Runs libxml2's HTML parser and copies its tree into `HTMLStoredNode`s, then frees it.
enum HTMLTreeBuilder {
  struct Tree {
    var nodes: [HTMLStoredNode] = []
    var attributes: [HTMLAttribute] = []
  }

  static func build(_ bytes: Data, encoding: String?) -> Tree {
    guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return Tree() }
    let document: htmlDocPtr? = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
      return htmlReadMemory(
        base, Int32(buffer.count), nil, encoding, recipes_html_parse_options())
    }
    guard let document else { return Tree() }
    defer { xmlFreeDoc(document) }
    var tree = Tree()
    tree.nodes.reserveCapacity(bytes.count / 40)
    copy(from: document.pointee.children, into: &tree)
    return tree
  }

  /// Walks the tree depth first without recursion: pages can nest deeper than a stack.
  private static func copy(from first: xmlNodePtr?, into tree: inout Tree) {
    var open: [Int] = []
    var cursor = first
    walk: while let node = cursor {
      if append(node, to: &tree, parent: open.last ?? -1), node.pointee.children != nil {
        open.append(tree.nodes.count - 1)
        cursor = node.pointee.children
        continue
      }
      var current = node
      while true {
        if let next = current.pointee.next {
          cursor = next
          continue walk
        }
        guard let closed = open.popLast(), let parent = current.pointee.parent else { break walk }
        tree.nodes[closed].end = tree.nodes.count
        current = parent
      }
    }
  }

  /// Appends an element or a text node; true when it is an element whose children follow.
  private static func append(_ node: xmlNodePtr, to tree: inout Tree, parent: Int) -> Bool {
    let index = tree.nodes.count
    switch node.pointee.type {
    case XML_ELEMENT_NODE:
      let start = tree.attributes.count
      var attribute = node.pointee.properties
      while let current = attribute {
        tree.attributes.append(
          HTMLAttribute(
            name: lowercaseName(current.pointee.name), value: value(of: current.pointee.children)))
        attribute = current.pointee.next
      }
      tree.nodes.append(
        HTMLStoredNode(
          isElement: true, name: lowercaseName(node.pointee.name),
          attributes: start..<tree.attributes.count, parent: parent, end: index + 1))
      return true
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
      guard let content = node.pointee.content else { return false }
      tree.nodes.append(
        HTMLStoredNode(
          isElement: false, name: String(cString: content), attributes: 0..<0, parent: parent,
          end: index + 1))
      return false
    default:
      return false
    }
  }

  private static func lowercaseName(_ name: UnsafePointer<xmlChar>?) -> String {
    guard let name else { return "" }
    let text = String(cString: name)
    return text.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? text.lowercased() : text
  }

  /// An attribute's value: the text of its children (libxml2 has already decoded entities).
  private static func value(of children: xmlNodePtr?) -> String {
    var result = ""
    var child = children
    while let node = child {
      if let content = node.pointee.content { result += String(cString: content) }
      child = node.pointee.next
    }
    return result
  }
}
