import Foundation
import RecipesXML

/// Reads a `207 Multi-Status` answer (RFC 4918, section 14.16): PROPFIND's into entries,
/// and for any reader (CalDAV's REPORTs) into responses whose hrefs were checked.
enum MultistatusReader {
  static func dav(_ name: String) -> XMLName { XMLName("DAV:", name) }

  /// One `DAV:response`: where it is, and the properties it found.
  struct Response {
    /// The `DAV:href` as sent.
    var href: String
    /// Where it is, below the root.
    var path: WebDAVPath
    /// The properties of its `DAV:propstat`s with a 200 status.
    var properties: [XMLElement]
    /// Its own `DAV:status` (a multiget's 404 for a resource gone); nil without one.
    var status: Int?

    /// The first property named `name`.
    func property(_ name: XMLName) -> XMLElement? {
      properties.first { $0.name == name }
    }
  }

  /// The body PROPFIND sends: only the properties the sync reads.
  static let requestBody = Data(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:getetag/><d:getcontentlength/>\
    <d:getlastmodified/><d:getcontenttype/></d:prop></d:propfind>
    """.utf8)

  /// The listing of `folder` in `body`.
  static func listing(in body: Data, root: WebDAVRoot, folder: WebDAVPath)
    throws(WebDAVError) -> WebDAVListing
  {
    let (responses, skipped) = try self.responses(in: body, root: root, listed: folder)
    var listing = WebDAVListing(folder: nil, entries: [], skipped: skipped)
    for response in responses {
      guard let entry = entry(of: response) else {
        listing.skipped.append(.init(href: response.href, reason: "no properties"))
        continue
      }
      if response.path == folder {
        listing.folder = entry
      } else {
        listing.entries.append(entry)
      }
    }
    listing.entries.sort { $0.path < $1.path }
    return listing
  }

  /// The responses of `body`, each href checked against `root` and the `listed` folder.
  ///
  /// An href outside the folder, on another origin or with dot levels makes the whole answer
  /// unsafe (`.unsafeHref`); one whose name does not decode is skipped, with its reason.
  static func responses(in body: Data, root: WebDAVRoot, listed folder: WebDAVPath)
    throws(WebDAVError) -> (responses: [Response], skipped: [WebDAVListing.Skipped])
  {
    let document: XMLElement
    do {
      document = try XMLReader.read(body)
    } catch {
      throw .badXML("\(error)")
    }
    guard document.name == dav("multistatus") else {
      throw .badXML("The root element is \(document.name), not DAV:multistatus.")
    }
    var responses: [Response] = []
    var skipped: [WebDAVListing.Skipped] = []
    for response in document.children(named: dav("response")) {
      let hrefs = response.children(named: dav("href"))
      guard hrefs.count == 1, let href = hrefs.first?.trimmedText else {
        throw .badXML("A DAV:response has \(hrefs.count) DAV:href elements, not one.")
      }
      let path: WebDAVPath
      do {
        path = try WebDAVHref.path(of: href, root: root, listed: folder)
      } catch .unsafe {
        throw .unsafeHref(href)
      } catch {
        skipped.append(.init(href: href, reason: "the name does not decode"))
        continue
      }
      let found = response.children(named: dav("propstat")).filter { propstat in
        status(of: propstat) == 200
      }
      responses.append(
        Response(
          href: href, path: path,
          properties: found.flatMap { $0.children(named: dav("prop")) }.flatMap(\.children),
          status: status(of: response)))
    }
    return (responses, skipped)
  }

  /// The code of the `DAV:status` directly inside `element` (`HTTP/1.1 200 OK` → 200).
  private static func status(of element: XMLElement) -> Int? {
    let line = element.firstChild(named: dav("status"))?.trimmedText ?? ""
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// The entry of one response, from its properties with a 200 status; nil if none.
  private static func entry(of response: Response) -> WebDAVEntry? {
    guard !response.properties.isEmpty else { return nil }
    func value(_ name: String) -> String? {
      response.property(dav(name))?.trimmedText
    }
    let type = response.property(dav("resourcetype"))
    return WebDAVEntry(
      path: response.path,
      isCollection: type?.firstChild(named: dav("collection")) != nil,
      etag: value("getetag").flatMap(WebDAVETag.init),
      size: value("getcontentlength").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil },
      lastModified: value("getlastmodified").flatMap(HTTPDate.parse),
      contentType: value("getcontenttype").flatMap { $0.isEmpty ? nil : $0 })
  }
}
