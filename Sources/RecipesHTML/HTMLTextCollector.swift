/// Turns a run of stored nodes into tidy lines of text, the way a reader sees them.
enum HTMLTextCollector {
  /// Elements whose text is never shown.
  private static let hidden: Set<String> = ["script", "style", "template", "head", "noscript"]

  /// Elements that start a new line before and after them.
  private static let blocks: Set<String> = [
    "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption",
    "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav",
    "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
  ]

  /// The lines of the nodes in `range`; the first node of the range, when an element, is the
  /// one whose text is wanted and is not itself hidden.
  static func lines(in document: HTMLDocument, range: Range<Int>) -> [String] {
    var lines: [String] = []
    var line = ""
    var pendingSpace = false
    var blockEnds: [Int] = []
    func breakLine() {
      if !line.isEmpty { lines.append(line) }
      line = ""
      pendingSpace = false
    }
    var index = range.lowerBound
    if index < range.upperBound, document.nodes[index].isElement { index += 1 }
    while index < range.upperBound {
      while let end = blockEnds.last, end <= index {
        blockEnds.removeLast()
        breakLine()
      }
      let node = document.nodes[index]
      if node.isElement {
        if hidden.contains(node.name) {
          index = node.end
          continue
        }
        if blocks.contains(node.name) {
          breakLine()
          blockEnds.append(node.end)
        }
        index += 1
        continue
      }
      for character in document.string(node.text) {
        if character.isWhitespace {
          pendingSpace = !line.isEmpty
        } else {
          if pendingSpace { line.append(" ") }
          pendingSpace = false
          line.append(character)
        }
      }
      index += 1
    }
    breakLine()
    return lines
  }
}
