import Foundation
import RecipesCore

/// Paprika's `nutritional_info` (free text the cook or the page's clipper wrote: "Calories:
/// 357", "Total Fat: 12 g", a line each) as schema.org `NutritionInformation`, each value
/// as written, so the window, the command line and a Cookbook folder read it as a page's.
enum PaprikaNutrition {
  /// The `nutrition` member to keep for `text`; nil when no line names a nutrient.
  static func kept(_ text: String?) -> PublishedMembers? {
    guard let text else { return nil }
    var members: [String: JSONValue] = ["@type": .string("NutritionInformation")]
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == ";" }) {
      guard let (name, value) = split(String(line)), let property = properties[name],
        members[property] == nil
      else { continue }
      members[property] = .string(value)
    }
    guard members.count > 1 else { return nil }
    return PublishedMembers(members: [
      .init(
        name: "nutrition", json: SchemaOrgKeptMembers.text(of: .object(members), pretty: false))
    ])
  }

  /// "Total Fat: 12 g" as ("total fat", "12 g"); "Calories 357" as ("calories", "357").
  private static func split(_ line: String) -> (String, String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let name: Substring
    let value: Substring
    if let colon = trimmed.firstIndex(of: ":") {
      name = trimmed[..<colon]
      value = trimmed[trimmed.index(after: colon)...]
    } else if let digit = trimmed.firstIndex(where: \.isNumber) {
      name = trimmed[..<digit]
      value = trimmed[digit...]
    } else {
      return nil
    }
    let folded = name.trimmingCharacters(in: .whitespaces).lowercased()
    let written = value.trimmingCharacters(in: .whitespaces)
    guard !folded.isEmpty, !written.isEmpty else { return nil }
    return (folded, written)
  }

  /// Names Paprika's text gives nutrients, and schema.org's property for each.
  private static let properties: [String: String] = [
    "calories": "calories", "energy": "calories", "kcal": "calories",
    "fat": "fatContent", "total fat": "fatContent",
    "saturated fat": "saturatedFatContent", "trans fat": "transFatContent",
    "unsaturated fat": "unsaturatedFatContent",
    "carbohydrates": "carbohydrateContent", "carbohydrate": "carbohydrateContent",
    "carbs": "carbohydrateContent", "total carbohydrates": "carbohydrateContent",
    "total carbohydrate": "carbohydrateContent",
    "sugar": "sugarContent", "sugars": "sugarContent",
    "fiber": "fiberContent", "fibre": "fiberContent", "dietary fiber": "fiberContent",
    "protein": "proteinContent", "sodium": "sodiumContent",
    "cholesterol": "cholesterolContent", "serving size": "servingSize",
  ]
}
