import Foundation

/// The members of the document a recipe was read from (a Nextcloud Cookbook `recipe.json`, a
/// backup's, a schema.org source) that a write must give back as they were: those the app
/// does not model (Cookbook's `id`, `dateCreated`, `tool`, `nutrition`, another app's
/// `"x-other-app": {…}`), and the modelled ones the source wrote in a form of its own.
///
/// Each member is kept as its JSON text, byte for byte, in the source's order; the whole is
/// one JSON object's text, stored with the recipe. `SchemaOrgRecipe` decides what is kept
/// when it reads a document and merges it back when it writes one.
///
/// ```swift
/// let members = PublishedMembers(json: #"{"id": "1234", "tool": ["pot"]}"#)
/// members?.cookbookID  // "1234"
/// ```
public struct PublishedMembers: Equatable, Sendable, Codable {
  /// One member: its name and its value as JSON text.
  public struct Member: Equatable, Sendable {
    /// The member's name, unescaped.
    public var name: String
    /// The member's value, as the source wrote it.
    public var json: String

    /// Creates a member.
    public init(name: String, json: String) {
      self.name = name
      self.json = json
    }
  }

  /// The members, in the order they were written.
  public private(set) var members: [Member]

  /// Members kept from `members`; the last of two with the same name wins.
  public init(members: [Member]) {
    var seen: [String: Int] = [:]
    var kept: [Member] = []
    for member in members {
      if let index = seen[member.name] {
        kept[index] = member
      } else {
        seen[member.name] = kept.count
        kept.append(member)
      }
    }
    self.members = kept
  }

  /// The members of the JSON object `json`; nil when it is not one.
  public init?(json: String) {
    guard let members = JSONObjectMembers.split(json) else { return nil }
    self.init(members: members)
  }

  /// Whether no member is kept.
  public var isEmpty: Bool { members.isEmpty }

  /// The object's JSON text: `{"name": value, …}` with every value as kept.
  public var json: String {
    let body = members.map { "\(JSONObjectMembers.quoted($0.name)):\($0.json)" }
    return "{" + body.joined(separator: ",") + "}"
  }

  /// The JSON text of the member `name`, nil when there is none.
  public subscript(name: String) -> String? {
    members.first { $0.name == name }?.json
  }

  /// The value of the member `name` as Foundation reads it (String, NSNumber, array,
  /// dictionary, NSNull); nil when there is none or it is not JSON.
  public func value(_ name: String) -> Any? {
    guard let text = self[name] else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// These members with `name` set to the JSON text `json` (in its place, or last).
  public func setting(_ name: String, json: String) -> PublishedMembers {
    var members = members
    if let index = members.firstIndex(where: { $0.name == name }) {
      members[index].json = json
    } else {
      members.append(Member(name: name, json: json))
    }
    return PublishedMembers(members: members)
  }

  /// These members without `name`.
  public func removing(_ name: String) -> PublishedMembers {
    PublishedMembers(members: members.filter { $0.name != name })
  }

  // MARK: - What other features read

  /// Nextcloud Cookbook's `id` (a string or a number): the recipe's identity on the server,
  /// which survives Cookbook's renames.
  public var cookbookID: String? {
    switch value("id") {
    case let text as String: return text.isEmpty ? nil : text
    case let number as NSNumber: return number.stringValue
    default: return nil
    }
  }

  /// `dateCreated` as written, when it is a date string.
  public var dateCreated: String? {
    (value("dateCreated") as? String).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The published nutrition (schema.org `NutritionInformation`): each property that has a
  /// text or number value ("calories": "240 kcal"), without `@type`; nil without one.
  public var nutrition: [String: String]? {
    guard let object = value("nutrition") as? [String: Any] else { return nil }
    var facts: [String: String] = [:]
    for (name, value) in object where !name.hasPrefix("@") {
      switch value {
      case let text as String: facts[name] = text
      case let number as NSNumber: facts[name] = number.stringValue
      default: continue
      }
    }
    return facts.isEmpty ? nil : facts
  }

  // MARK: - Codable

  /// Decodes the members from their JSON object text.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let members = Self(json: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a JSON object"))
    }
    self = members
  }

  /// Encodes the members as their JSON object text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(json)
  }
}
