import Foundation
import Testing

@testable import RecipesSync

/// PROPFIND answers written by hand: odd prefixes, every form of href, and hostile ones.
@Suite struct MultistatusReaderTests {
  private static let root: WebDAVRoot = {
    guard
      let url = URL(string: "https://cloud.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/"),
      let root = try? WebDAVRoot(url)
    else { preconditionFailure("The test root is a valid address.") }
    return root
  }()

  private static func answer(_ hrefs: [String], prefix: String = "d") -> Data {
    let responses = hrefs.map { href in
      """
      <\(prefix):response><\(prefix):href>\(href)</\(prefix):href><\(prefix):propstat>
      <\(prefix):prop><\(prefix):getetag>"e1"</\(prefix):getetag>
      <\(prefix):getcontentlength>42</\(prefix):getcontentlength>
      <\(prefix):getlastmodified>Sun, 06 Nov 1994 08:49:37 GMT</\(prefix):getlastmodified>
      <\(prefix):resourcetype/></\(prefix):prop>
      <\(prefix):status>HTTP/1.1 200 OK</\(prefix):status></\(prefix):propstat></\(prefix):response>
      """
    }
    return Data(
      (#"<?xml version="1.0"?><\#(prefix):multistatus xmlns:\#(prefix)="DAV:">"#
        + responses.joined() + "</\(prefix):multistatus>").utf8)
  }

  private static func paths(_ hrefs: [String], listed: WebDAVPath = .root) throws -> [String] {
    try MultistatusReader.listing(in: answer(hrefs), root: root, folder: listed).entries
      .map(\.path.description)
  }

  private static func error(_ body: Data, listed: WebDAVPath = .root) -> WebDAVError? {
    do {
      _ = try MultistatusReader.listing(in: body, root: root, folder: listed)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyFormOfHrefNamesTheSamePlace() throws {
    let listed = try WebDAVPath("Pâte #2")
    let hrefs = [
      "/remote.php/dav/files/c%C3%B6ok/Recipes/P%C3%A2te%20%232/a.json",
      "/remote.php/dav/files/c%c3%b6ok/Recipes/P%c3%a2te%20%232/b%20&amp;%25.json",
      "https://CLOUD.example.com:443/remote.php/dav/files/c%C3%B6ok/Recipes/P%C3%A2te%20%232/c.json",
      "//cloud.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/P%C3%A2te%20%232/d/",
      "e.json",
      "/remote.php/dav/files/cöok/Recipes/Pâte %232/f.json",
    ]
    #expect(
      try Self.paths(hrefs, listed: listed) == [
        "Pâte #2/a.json", "Pâte #2/b &%.json", "Pâte #2/c.json", "Pâte #2/d", "Pâte #2/e.json",
        "Pâte #2/f.json",
      ])
  }

  @Test(arguments: ["D", "a", "lp1"])
  func anyPrefixOfDAVReads(prefix: String) throws {
    let listing = try MultistatusReader.listing(
      in: Self.answer(["/remote.php/dav/files/c%C3%B6ok/Recipes/x.json"], prefix: prefix),
      root: Self.root, folder: .root)
    let entry = try #require(listing.entries.first)
    #expect(entry.etag?.rawValue == #""e1""#)
    #expect(entry.size == 42)
    #expect(entry.lastModified == Date(timeIntervalSince1970: 784_111_777))
    #expect(!entry.isCollection)
  }

  @Test(arguments: [
    "https://evil.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/x.json",
    "http://cloud.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/x.json",
    "https://cloud.example.com:8443/remote.php/dav/files/c%C3%B6ok/Recipes/x.json",
    "https://user@cloud.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/x.json",
    "//evil.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/x.json",
    "/remote.php/dav/files/c%C3%B6ok/Recipes/../../other/x.json",
    "/remote.php/dav/files/c%C3%B6ok/Recipes/%2e%2e/x.json",
    "/remote.php/dav/files/c%C3%B6ok/Recipes/./x.json",
    "/remote.php/dav/files/other/Recipes/x.json",
    "/remote.php/dav/files/c%C3%B6ok/Recipes2/x.json",
    "../x.json",
    "javascript:alert(1)",
    "/remote.php/dav/files/c%C3%B6ok/Recipes/x.json?download",
    "/remote.php/dav/files/c%C3%B6ok/Recipes/x.json#top",
  ])
  func anHrefOutsideTheFolderRejectsTheWholeAnswer(href: String) {
    let body = Self.answer(["/remote.php/dav/files/c%C3%B6ok/Recipes/fine.json", href])
    #expect(Self.error(body) == .unsafeHref(href))
  }

  @Test func aSiblingOfTheListedFolderIsOutsideIt() throws {
    let body = Self.answer(["/remote.php/dav/files/c%C3%B6ok/Recipes/Soup/x.json"])
    let href = "/remote.php/dav/files/c%C3%B6ok/Recipes/Soup/x.json"
    #expect(Self.error(body, listed: try WebDAVPath("Stew")) == .unsafeHref(href))
  }

  @Test func aNameThatDoesNotDecodeIsSkippedAndListed() throws {
    let bad = "/remote.php/dav/files/c%C3%B6ok/Recipes/caf%E9.json"
    let slash = "/remote.php/dav/files/c%C3%B6ok/Recipes/a%2Fb.json"
    let listing = try MultistatusReader.listing(
      in: Self.answer(["/remote.php/dav/files/c%C3%B6ok/Recipes/ok.json", bad, slash]),
      root: Self.root, folder: .root)
    #expect(listing.entries.map(\.path.description) == ["ok.json"])
    #expect(listing.skipped.map(\.href) == [bad, slash])
  }

  @Test func theListedFolderIsKeptApart() throws {
    let listing = try MultistatusReader.listing(
      in: Self.answer(["/remote.php/dav/files/c%C3%B6ok/Recipes/", "x/"]), root: Self.root,
      folder: .root)
    #expect(listing.folder?.path == .root)
    #expect(listing.entries.map(\.path.description) == ["x"])
  }

  @Test func propertiesWithoutA200AreNotUsed() throws {
    let body = Data(
      """
      <multistatus xmlns="DAV:"><response><href>x.json</href>
      <propstat><prop><getetag>"gone"</getetag></prop><status>HTTP/1.1 404 Not Found</status>
      </propstat></response></multistatus>
      """.utf8)
    let listing = try MultistatusReader.listing(in: body, root: Self.root, folder: .root)
    #expect(listing.entries.isEmpty)
    #expect(listing.skipped == [.init(href: "x.json", reason: "no properties")])
  }

  @Test(arguments: [
    "<html><body>Login</body></html>",
    "not xml at all",
    #"<d:multistatus xmlns:d="DAV:"><d:response></d:response></d:multistatus>"#,
    #"<d:multistatus xmlns:d="urn:not-dav"/>"#,
    #"<!DOCTYPE d [<!ENTITY a "aaaa">]><d:multistatus xmlns:d="DAV:"/>"#,
    "",
  ])
  func anAnswerThatIsNoMultistatusIsBadXML(text: String) {
    guard case .badXML = Self.error(Data(text.utf8)) else {
      Issue.record("\(text) was read")
      return
    }
  }

  @Test func pathsEncodeEverythingButUnreservedCharacters() throws {
    let path = try WebDAVPath("Pâte à choux #2/100% ? & ;=+.json")
    #expect(
      path.percentEncoded == "P%C3%A2te%20%C3%A0%20choux%20%232/100%25%20%3F%20%26%20%3B%3D%2B.json"
    )
    #expect(
      Self.root.url(for: path, isFolder: false).absoluteString.hasPrefix(
        "https://cloud.example.com/remote.php/dav/files/c%C3%B6ok/Recipes/P%C3%A2te"))
  }

  @Test(arguments: ["a/../b", "..", ".", "a//b", "a/\u{0}b"])
  func pathsNeverClimbOut(text: String) {
    #expect(throws: WebDAVError.invalidPath(text)) { try WebDAVPath(text) }
  }
}
