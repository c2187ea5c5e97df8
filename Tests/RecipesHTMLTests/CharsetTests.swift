import Foundation
import RecipesHTML
import Testing

@Suite("HTMLDocument: which character set a page is read in")
struct CharsetTests {
  /// `<p>` holding "Café ’ ½" in windows-1252, after `head` (UTF-8 text).
  private static func page(
    head: String, body: [UInt8] = [0x43, 0x61, 0x66, 0xE9, 0x20, 0x92, 0x20, 0xBD]
  )
    -> Data
  {
    var data = Data("<html><head>\(head)</head><body><p>".utf8)
    data.append(contentsOf: body)
    data.append(contentsOf: Data("</p></body></html>".utf8))
    return data
  }

  private static func paragraph(_ data: Data, declared: String? = nil) throws -> String? {
    try HTMLDocument(parsing: data, declaredCharset: declared).elements(named: "p").first?.text
  }

  @Test func aMetaDeclarationPastTheFirstKilobyteIsFollowed() throws {
    let filler = String(repeating: "<meta name=\"x\" content=\"padding padding\">\n", count: 60)
    let data = Self.page(
      head: filler + #"<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">"#)
    #expect(data.count > 2_048)
    #expect(try Self.paragraph(data) == "Café \u{2019} ½")
  }

  @Test func latin1IsReadAsWindows1252LikeBrowsersDo() throws {
    #expect(
      try Self.paragraph(Self.page(head: #"<meta charset="ISO-8859-1">"#)) == "Café \u{2019} ½")
  }

  @Test func theServersCharsetWinsOverThePagesOwn() throws {
    // 0xA4 is "€" in ISO-8859-15 and "¤" in windows-1252.
    let data = Self.page(head: #"<meta charset="windows-1252">"#, body: [0x32, 0x20, 0xA4])
    #expect(try Self.paragraph(data, declared: "iso-8859-15") == "2 €")
    #expect(try Self.paragraph(data) == "2 ¤")
  }

  @Test func anUndeclaredPageThatIsNotUTF8IsWindows1252() throws {
    #expect(try Self.paragraph(Self.page(head: "<title>t</title>")) == "Café \u{2019} ½")
  }

  @Test func utf8LabelledLatin1StaysUTF8() throws {
    let data = Self.page(head: "", body: Array("Crème — ½".utf8))
    #expect(try Self.paragraph(data, declared: "iso-8859-1") == "Crème — ½")
  }

  @Test func anUnknownCharsetIsReadAsUTF8() throws {
    let data = Self.page(head: #"<meta charset="x-no-such-set">"#, body: Array("Crème".utf8))
    #expect(try Self.paragraph(data) == "Crème")
  }

  @Test func theContentTypeHeaderNamesItsCharset() {
    #expect(
      HTMLDocument.charset(inContentType: #"text/html; charset="ISO-8859-1""#) == "iso-8859-1")
    #expect(HTMLDocument.charset(inContentType: "text/html;charset=utf-8") == "utf-8")
    #expect(HTMLDocument.charset(inContentType: "text/html") == nil)
  }

  @Test func aUTF8PageWithOneStrayByteIsStillUTF8() throws {
    var body = Array("It".utf8)
    body.append(0x92)  // a windows-1252 apostrophe pasted into a UTF-8 page
    body += Array("s crème brûlée – “best”".utf8)
    let text = try Self.paragraph(Self.page(head: "", body: body))
    #expect(text?.hasSuffix("s crème brûlée – “best”") == true)
  }

  @Test func bytesWindows1252LeavesUnassignedDoNotCutThePageShort() throws {
    // 0x9D has no character in windows-1252; what follows it must still be read.
    var data = Self.page(head: #"<meta charset="windows-1252">"#, body: [0x61, 0x9D, 0x62])
    data.append(contentsOf: Data("<div id=\"after\">Caf".utf8) + [0xE9] + Data("</div>".utf8))
    let document = try HTMLDocument(parsing: data)
    #expect(document.elements.first(where: { $0.attribute("id") == "after" })?.text == "Café")
  }

  @Test func windows1252BytesUnderAUTF8LabelAreReadAsWindows1252() throws {
    let data = Self.page(head: #"<meta charset="utf-8">"#)
    #expect(try Self.paragraph(data) == "Café \u{2019} ½")
    #expect(try Self.paragraph(data, declared: "utf-8") == "Café \u{2019} ½")
  }
}
