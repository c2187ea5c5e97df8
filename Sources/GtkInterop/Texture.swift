import CGtk
import Foundation

/// A decoded image, ready to paint; safe to create off the main thread.
public final class Texture: @unchecked Sendable {
  // GdkTexture is immutable once created, and GTK documents it as thread-safe.
  private let texture: OpaquePointer
  /// The pixels in Cairo's layout, made when first drawn by a `SurfacePicture`.
  private let converted = TextureSurface()

  /// Why bytes could not be decoded, in GTK's words.
  public struct DecodingError: Error, CustomStringConvertible {
    /// GTK's message ("Unknown image format", …).
    public let description: String
  }

  /// Decodes PNG, JPEG or TIFF bytes; `nil` if they are not an image GTK can read.
  public convenience init?(decoding data: Data) {
    guard let texture = try? Self.decode(data) else { return nil }
    self.init(owning: texture)
  }

  /// Decodes PNG, JPEG or TIFF bytes, or says why GTK could not.
  public convenience init(validating data: Data) throws(DecodingError) {
    self.init(owning: try Self.decode(data))
  }

  /// Wraps `texture`, taking over its reference.
  init(owning texture: OpaquePointer) {
    self.texture = texture
  }

  private static func decode(_ data: Data) throws(DecodingError) -> OpaquePointer {
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw DecodingError(description: message)
    }
    return texture
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }

  /// The texture's size in pixels.
  public var size: (width: Int, height: Int) {
    (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
  }

  var paintable: OpaquePointer { texture }

  /// The texture as a Cairo image surface, converted once and kept; nil if Cairo could not
  /// make one.
  var cairoSurface: OpaquePointer? { converted.surface(of: texture) }
}
