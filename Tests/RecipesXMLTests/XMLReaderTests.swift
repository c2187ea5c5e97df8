import Foundation
import RecipesXML
import Testing

/// Well-formed documents: names by namespace whatever the prefix, text, entities, CDATA.
@Suite struct XMLReaderTests {
  private static let dav = "DAV:"

  private static func read(_ text: String) throws -> XMLElement {
    try XMLReader.read(Data(text.utf8))
  }

  @Test(arguments: [
    #"<d:multistatus xmlns:d="DAV:"><d:href>/a</d:href></d:multistatus>"#,
    #"<D:multistatus xmlns:D="DAV:"><D:href>/a</D:href></D:multistatus>"#,
    #"<a:multistatus xmlns:a="DAV:"><a:href>/a</a:href></a:multistatus>"#,
    #"<multistatus xmlns="DAV:"><href>/a</href></multistatus>"#,
    #"<x:multistatus xmlns:x="DAV:"><y:href xmlns:y="DAV:">/a</y:href></x:multistatus>"#,
  ])
  func namesAreMatchedByNamespaceNotPrefix(document: String) throws {
    let root = try Self.read(document)
    #expect(root.name == XMLName(Self.dav, "multistatus"))
    #expect(root.firstChild(named: XMLName(Self.dav, "href"))?.text == "/a")
  }

  @Test func aSamePrefixBoundToAnotherNamespaceIsAnotherName() throws {
    let root = try Self.read(
      #"<d:multistatus xmlns:d="DAV:"><d:href xmlns:d="urn:other">/a</d:href></d:multistatus>"#)
    #expect(root.firstChild(named: XMLName(Self.dav, "href")) == nil)
    #expect(root.firstChild(named: XMLName("urn:other", "href"))?.text == "/a")
  }

  @Test func textDecodesPredefinedEntitiesCharacterReferencesAndCDATA() throws {
    let root = try Self.read(
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        + "<r><a>P%c3%a2te &amp; &lt;co&gt; &#233;&#x263A;</a><b><![CDATA[<raw> & ]]></b></r>")
    #expect(root.children.map(\.text) == ["P%c3%a2te & <co> é☺", "<raw> & "])
  }

  @Test func attributesKeepTheirNamespaceAndNamespaceDeclarationsAreNoAttributes() throws {
    let root = try Self.read(#"<r xmlns:o="urn:o" o:id="7" plain="x&amp;y"/>"#)
    #expect(root.attributes == [XMLName("urn:o", "id"): "7", XMLName("", "plain"): "x&y"])
  }

  @Test func textBetweenChildrenBelongsToTheParentOnly() throws {
    let root = try Self.read("<r>\n  one<c>two</c>three\n</r>")
    #expect(root.trimmedText == "onethree")
    #expect(root.children.map(\.text) == ["two"])
  }

  @Test func anotherEncodingDeclaredIsDecoded() throws {
    var bytes = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><r>"#.utf8)
    bytes.append(contentsOf: [0x50, 0xE2, 0x74, 0x65])  // "Pâte" in Latin-1
    bytes.append(contentsOf: Data("</r>".utf8))
    #expect(try XMLReader.read(bytes).text == "Pâte")
  }
}
