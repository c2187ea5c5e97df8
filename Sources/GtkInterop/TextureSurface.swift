import CGtk
import Synchronization

/// A texture's pixels in Cairo's layout, converted the first time they are drawn and kept.
///
/// GTK 4.8's Cairo renderer converts a `GdkTexture` to Cairo's layout, through floats, every
/// time it paints one: 19 M instructions a frame for a grid of 28 cards. `SurfacePicture`
/// paints this copy instead, converted once per texture.
final class TextureSurface: Sendable {
  private let surface: Mutex<UInt?> = Mutex(nil)

  deinit {
    surface.withLock { address in
      if let address, let pointer = OpaquePointer(bitPattern: address) {
        cairo_surface_destroy(pointer)
      }
    }
  }

  /// The Cairo image surface of `texture` (which this belongs to), nil if Cairo could not
  /// make one (out of memory).
  func surface(of texture: OpaquePointer) -> OpaquePointer? {
    let address: UInt? = surface.withLock { address in
      if let address { return address }
      let width = gdk_texture_get_width(texture)
      let height = gdk_texture_get_height(texture)
      guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
        return nil
      }
      guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS,
        let pixels = cairo_image_surface_get_data(made)
      else {
        cairo_surface_destroy(made)
        return nil
      }
      cairo_surface_flush(made)
      gdk_texture_download(texture, pixels, gsize(cairo_image_surface_get_stride(made)))
      cairo_surface_mark_dirty(made)
      address = UInt(bitPattern: made)
      return address
    }
    return address.flatMap { OpaquePointer(bitPattern: $0) }
  }
}
