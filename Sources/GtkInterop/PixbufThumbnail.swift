import CGtk
import Foundation

/// Square JPEG thumbnails made with gdk-pixbuf, as Nextcloud Cookbook makes its `thumb.jpg`
/// and `thumb16.jpg`: turned upright, scaled so the longer side is the size, then the
/// middle square cut out.
public enum PixbufThumbnail {
  /// The JPEG thumbnail of the picture `data` (any format gdk-pixbuf reads), `size` pixels
  /// on the longer side before the square is cut; nil when the bytes are no picture.
  ///
  /// Check the picture's pixel size before calling: decoding is not limited here.
  public static func squareJPEG(of data: Data, size: Int) -> Data? {
    guard size > 0, !data.isEmpty, let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(loader) }
    let written = data.withUnsafeBytes { bytes -> gboolean in
      guard let base = bytes.bindMemory(to: guchar.self).baseAddress else { return 0 }
      return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), nil)
    }
    let closed = gdk_pixbuf_loader_close(loader, nil)
    guard written != 0, closed != 0, let decoded = gdk_pixbuf_loader_get_pixbuf(loader),
      let upright = gdk_pixbuf_apply_embedded_orientation(decoded)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
    let width = Int(gdk_pixbuf_get_width(upright))
    let height = Int(gdk_pixbuf_get_height(upright))
    guard width > 0, height > 0 else { return nil }
    let scale = Double(size) / Double(max(width, height))
    let scaledWidth = max(1, Int((Double(width) * scale).rounded()))
    let scaledHeight = max(1, Int((Double(height) * scale).rounded()))
    guard
      let scaled = gdk_pixbuf_scale_simple(
        upright, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
    let side = min(scaledWidth, scaledHeight)
    guard
      let square = gdk_pixbuf_new_subpixbuf(
        scaled, Int32((scaledWidth - side) / 2), Int32((scaledHeight - side) / 2), Int32(side),
        Int32(side))
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(square)) }
    return jpeg(of: square)
  }

  private static func jpeg(of pixbuf: OpaquePointer) -> Data? {
    var buffer: UnsafeMutablePointer<gchar>?
    var length: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "jpeg", nil, nil, &error)
    if let error { g_error_free(error) }
    guard saved != 0, let buffer else { return nil }
    defer { g_free(buffer) }
    return Data(bytes: buffer, count: Int(length))
  }
}
