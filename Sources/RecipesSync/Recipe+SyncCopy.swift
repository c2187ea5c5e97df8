import Foundation
import RecipesCore

extension Recipe {
  /// The same recipe under another id and name, the cook's version of `basedOn` if that is
  /// given: a download given this library's id (a version made here stays one: the server's
  /// file cannot say it), or the conflict copy kept beside the server's version.
  func copy(id: Recipe.ID, name: String? = nil, basedOn: Recipe.ID?) -> Recipe {
    var copy = self
    copy.id = id
    copy.name = name ?? self.name
    copy.basedOn = basedOn
    return copy
  }
}
