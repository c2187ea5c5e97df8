import CGtk

extension Texture {
  /// The colours of the texture's pixels, row by row: what was drawn, for tests.
  public func pixels() -> [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] {
    let (width, height) = size
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    gdk_texture_download(paintable, &bytes, gsize(width * 4))
    // Cairo's ARGB32 in native (little-endian) order: blue, green, red, alpha.
    return stride(from: 0, to: bytes.count, by: 4).map {
      (bytes[$0 + 2], bytes[$0 + 1], bytes[$0], bytes[$0 + 3])
    }
  }
}
