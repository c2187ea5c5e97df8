import CGtk
import Foundation

/// Shows an image, scaled to the space it is given.
@MainActor
final class Picture: Widget {
  /// Creates an empty picture that covers its space, cropping what does not fit.
  init() {
    super.init(gtk_picture_new())
    gtk_picture_set_content_fit(opaque, GTK_CONTENT_FIT_COVER)
    gtk_picture_set_can_shrink(opaque, 1)
  }

  /// Shows `texture`, or nothing.
  func setTexture(_ texture: Texture?) {
    gtk_picture_set_paintable(opaque, texture?.paintable)
  }
}

/// A decoded image, ready to paint; safe to create off the main thread.
final class Texture: @unchecked Sendable {
  // GdkTexture is immutable once created, and GTK documents it as thread-safe.
  private let texture: OpaquePointer

  /// Decodes PNG, JPEG or TIFF bytes; `nil` if they are not an image GTK can read.
  init?(decoding data: Data) {
    let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    self.texture = texture
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(texture)) }

  /// The texture's size in pixels.
  var size: (width: Int, height: Int) {
    (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
  }

  var paintable: OpaquePointer { texture }
}
