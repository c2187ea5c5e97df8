import Foundation
import RecipesXML

/// Reads a PROPFIND's `207 Multi-Status` answer (RFC 4918, section 14.16) into entries.
enum MultistatusReader {
  private static func dav(_ name: String) -> XMLName { XMLName("DAV:", name) }

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
    let document: XMLElement
    do {
      document = try XMLReader.read(body)
    } catch {
      throw .badXML("\(error)")
    }
    guard document.name == dav("multistatus") else {
      throw .badXML("The root element is \(document.name), not DAV:multistatus.")
    }
    var listing = WebDAVListing(folder: nil, entries: [])
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
        listing.skipped.append(.init(href: href, reason: "the name does not decode"))
        continue
      }
      guard let entry = entry(at: path, from: response) else {
        listing.skipped.append(.init(href: href, reason: "no properties"))
        continue
      }
      if path == folder {
        listing.folder = entry
      } else {
        listing.entries.append(entry)
      }
    }
    listing.entries.sort { $0.path < $1.path }
    return listing
  }

  /// The entry of one `DAV:response`, from its properties with a 200 status; nil if none.
  private static func entry(at path: WebDAVPath, from response: XMLElement) -> WebDAVEntry? {
    let found = response.children(named: dav("propstat")).filter { propstat in
      let status = propstat.firstChild(named: dav("status"))?.trimmedText ?? ""
      return status.split(separator: " ").dropFirst().first == "200"
    }
    let properties = found.flatMap { $0.children(named: dav("prop")) }.flatMap(\.children)
    guard !properties.isEmpty else { return nil }
    func value(_ name: String) -> String? {
      properties.first { $0.name == dav(name) }?.trimmedText
    }
    let type = properties.first { $0.name == dav("resourcetype") }
    return WebDAVEntry(
      path: path,
      isCollection: type?.firstChild(named: dav("collection")) != nil,
      etag: value("getetag").flatMap(WebDAVETag.init),
      size: value("getcontentlength").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil },
      lastModified: value("getlastmodified").flatMap(HTTPDate.parse),
      contentType: value("getcontenttype").flatMap { $0.isEmpty ? nil : $0 })
  }
}
