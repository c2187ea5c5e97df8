import Foundation
import RecipesXML
import Testing

/// What a broken or hostile server might send instead of a WebDAV answer: each is a typed
/// error, at once, with nothing fetched and nothing expanded.
@Suite struct HostileXMLTests {
  private static func error(reading text: String, limits: XMLReader.Limits = .standard)
    -> XMLReadError?
  {
    error(reading: Data(text.utf8), limits: limits)
  }

  private static func error(reading data: Data, limits: XMLReader.Limits = .standard)
    -> XMLReadError?
  {
    do {
      _ = try XMLReader.read(data, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  private static func isMalformed(_ error: XMLReadError?) -> Bool {
    if case .malformed = error { return true }
    return false
  }

  @Test(arguments: [
    "<!DOCTYPE html><html><body><p>Welcome to nginx!<br></body></html>",
    #"{"multistatus": []}"#,
    "<d:multistatus xmlns:d=\"DAV:\"><d:response>",
    "<a></b>",
    "<a/><b/>",
    "plain text",
    "<r>&nbsp;</r>",
    "<D:multistatus><D:href>/a</D:href></D:multistatus>",
  ])
  func notXMLOrNotWellFormedIsMalformed(text: String) {
    let error = Self.error(reading: text)
    #expect(Self.isMalformed(error) || error == .doctypeRefused, "\(String(describing: error))")
  }

  @Test func undeclaredPrefixIsMalformedNotGuessed() {
    #expect(Self.isMalformed(Self.error(reading: "<D:multistatus/>")))
  }

  @Test func binaryBytesAreMalformed() {
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
    #expect(Self.isMalformed(Self.error(reading: bytes)))
  }

  @Test(arguments: ["", "   \n\t ", "\r\n"])
  func nothingIsEmpty(text: String) {
    #expect(Self.error(reading: text) == .empty)
  }

  @Test func billionLaughsIsRefusedAtItsDoctype() {
    var entities = #"<!ENTITY lol "lol">"#
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
    }
    let bomb = "<?xml version=\"1.0\"?><!DOCTYPE lolz [\(entities)]><lolz>&lol9;</lolz>"
    let clock = ContinuousClock()
    let started = clock.now
    #expect(Self.error(reading: bomb) == .doctypeRefused)
    #expect(clock.now - started < .seconds(1))
  }

  @Test(arguments: [
    #"<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>"#,
    #"<!DOCTYPE r SYSTEM "http://127.0.0.1:1/evil.dtd"><r/>"#,
    #"<!DOCTYPE r [<!ENTITY % p SYSTEM "http://127.0.0.1:1/p">%p;]><r/>"#,
    "<!DOCTYPE r><r/>",
  ])
  func anyDoctypeIsRefused(text: String) {
    #expect(Self.error(reading: text) == .doctypeRefused)
  }

  @Test func moreBytesThanTheLimitAreRefusedUnread() {
    let limits = XMLReader.Limits(maximumBytes: 1024, maximumDepth: 64, maximumElements: 100)
    let text = "<r>" + String(repeating: "a", count: 2000) + "</r>"
    #expect(Self.error(reading: text, limits: limits) == .tooLarge(limit: 1024))
  }

  @Test func nestingDeeperThanTheLimitStopsTheRead() {
    let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
    #expect(Self.error(reading: text) == .tooDeep(limit: 64))
  }

  @Test func moreElementsThanTheLimitStopTheRead() {
    let limits = XMLReader.Limits(maximumBytes: 1 << 20, maximumDepth: 8, maximumElements: 1000)
    let text = "<r>" + String(repeating: "<e/>", count: 5000) + "</r>"
    #expect(Self.error(reading: text, limits: limits) == .tooManyElements(limit: 1000))
  }

  @Test func aLargeWellFormedDocumentIsReadQuickly() throws {
    let response = #"<d:response><d:href>/Recipes/x/recipe.json</d:href></d:response>"#
    let text =
      #"<d:multistatus xmlns:d="DAV:">"# + String(repeating: response, count: 20_000)
      + "</d:multistatus>"
    let clock = ContinuousClock()
    let started = clock.now
    let root = try XMLReader.read(Data(text.utf8))
    #expect(root.children.count == 20_000)
    #expect(clock.now - started < .seconds(5))
  }
}
