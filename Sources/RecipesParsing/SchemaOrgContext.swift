import Foundation

/// What reading one schema.org node needs from around it: the address relative links
/// resolve against, and the other nodes of the page that `{"@id": …}` references name.
struct SchemaOrgContext {
  /// The page's `<base href>`, else its address; nil for a page of unknown origin.
  var baseURL: URL?
  /// Nodes by their `@id`, for references such as `"author": {"@id": "#/person/1"}`.
  var nodesByID: [String: JSONValue] = [:]

  init(baseURL: URL?, documents: [JSONValue] = []) {
    self.baseURL = baseURL
    var pending = documents
    var visited = 0
    // Breadth first over the documents, capped: the index only needs named nodes.
    while let value = pending.popLast(), visited < 10_000 {
      visited += 1
      switch value {
      case .array(let elements): pending.append(contentsOf: elements)
      case .object(let members):
        if let id = members["@id"]?.text, members.count > 1, nodesByID[id] == nil {
          nodesByID[id] = value
        }
        pending.append(contentsOf: members.values)
      default: break
      }
    }
  }

  /// The node a reference names, or the value itself.
  func resolved(_ value: JSONValue) -> JSONValue {
    if case .object(let members) = value, members.count == 1, let id = members["@id"]?.text,
      let node = nodesByID[id]
    {
      return node
    }
    return value
  }

  /// Every element of a property, references resolved.
  func list(_ value: JSONValue?) -> [JSONValue] {
    (value?.list ?? []).map(resolved)
  }

  /// An absolute http(s) address for `text`, resolved against the base; `file` only when
  /// the page itself is a local file (a web page may not point into the disk).
  func absoluteURL(_ text: String) -> URL? {
    var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    // Addresses copied out of HTML into JSON keep their escaped ampersands.
    if trimmed.contains("&amp;") { trimmed = trimmed.replacingOccurrences(of: "&amp;", with: "&") }
    let encoded =
      trimmed.addingPercentEncoding(withAllowedCharacters: Self.allowedInURL) ?? trimmed
    guard let url = URL(string: encoded, relativeTo: baseURL)?.absoluteURL,
      let scheme = url.scheme?.lowercased(), url.host != nil || scheme == "file"
    else { return nil }
    switch scheme {
    case "http", "https": return url
    case "file": return baseURL?.isFileURL == true ? url : nil
    default: return nil
    }
  }

  /// What may stay as written in an address: everything printable but spaces and quotes;
  /// `%` stays so already escaped addresses are not escaped twice.
  private static let allowedInURL: CharacterSet = {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.formUnion(.urlPathAllowed)
    allowed.formUnion(.urlFragmentAllowed)
    allowed.insert(charactersIn: "%#?&=+;:@/[]")
    return allowed
  }()
}
