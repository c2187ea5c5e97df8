import Foundation

extension Recipe {
  /// The same recipe with its picture at `url` (a picture copied into the data folder or
  /// downloaded into the image cache).
  public func withPicture(_ url: URL?) -> Recipe {
    var copy = self
    copy.thumbnailURL = url
    return copy
  }
}
