import Foundation

extension Recipe {
  /// The same recipe keeping `members` of the document it was read from.
  public func keeping(_ members: PublishedMembers?) -> Recipe {
    var copy = self
    copy.publishedMembers = members
    return copy
  }

  /// The published nutrition facts ("calories": "240 kcal"), as the source document gave
  /// them; nil without.
  public var publishedNutrition: [String: String]? { publishedMembers?.nutrition }
}
