import CGtk

/// A page to draw on: a Cairo context with Pango text, measured in points (1/72 inch).
///
/// The same canvas stands for a printer's page (`PrintOperation`) and a PDF page
/// (`PDFDocument`), so one drawing routine serves both.
@MainActor
public final class PageCanvas {
  /// A font in Pango's description syntax ("Serif Bold 22", "Sans 10").
  public struct Font: Hashable, Sendable {
    /// The description as Pango reads it.
    public let description: String

    /// Names a font.
    public init(_ description: String) { self.description = description }
  }

  let cairo: OpaquePointer
  /// The drawable width, in points.
  public let width: Double
  /// The drawable height, in points.
  public let height: Double

  init(cairo: OpaquePointer, width: Double, height: Double) {
    self.cairo = cairo
    self.width = width
    self.height = height
  }

  /// The height `text` takes in `font` when wrapped to `width` points.
  public func textHeight(_ text: String, font: Font, width: Double) -> Double {
    withLayout(text, font: font, width: width) { layout in
      var inkHeight: Int32 = 0
      pango_layout_get_size(layout, nil, &inkHeight)
      return Double(inkHeight) / Double(PANGO_SCALE)
    }
  }

  /// Draws `text` in `font`, wrapped to `width` points, its top-left corner at (`x`, `y`),
  /// in grey `shade` (0 black, 1 white).
  public func drawText(
    _ text: String, font: Font, x: Double, y: Double, width: Double, shade: Double = 0
  ) {
    withLayout(text, font: font, width: width) { layout in
      cairo_set_source_rgb(cairo, shade, shade, shade)
      cairo_move_to(cairo, x, y)
      pango_cairo_show_layout(cairo, layout)
    }
  }

  /// Draws a horizontal rule `width` points long from (`x`, `y`).
  public func drawRule(x: Double, y: Double, width: Double, shade: Double = 0.7) {
    cairo_set_source_rgb(cairo, shade, shade, shade)
    cairo_set_line_width(cairo, 0.75)
    cairo_move_to(cairo, x, y)
    cairo_line_to(cairo, x + width, y)
    cairo_stroke(cairo)
  }

  /// Paints `texture` to fill the rectangle, cropped to keep its proportions.
  public func drawImage(_ texture: Texture, x: Double, y: Double, width: Double, height: Double) {
    let (pixelWidth, pixelHeight) = texture.size
    guard pixelWidth > 0, pixelHeight > 0, width > 0, height > 0 else { return }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * pixelHeight)
    defer { bytes.deallocate() }
    gdk_texture_download(texture.paintable, bytes, gsize(stride))
    let surface = cairo_image_surface_create_for_data(
      bytes, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
    defer { cairo_surface_destroy(surface) }
    let scale = max(width / Double(pixelWidth), height / Double(pixelHeight))
    cairo_save(cairo)
    cairo_rectangle(cairo, x, y, width, height)
    cairo_clip(cairo)
    cairo_translate(
      cairo, x + (width - Double(pixelWidth) * scale) / 2,
      y + (height - Double(pixelHeight) * scale) / 2)
    cairo_scale(cairo, scale, scale)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  private func withLayout<Result>(
    _ text: String, font: Font, width: Double, _ body: (OpaquePointer) -> Result
  ) -> Result {
    let layout: OpaquePointer = pango_cairo_create_layout(cairo)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Points on the page are the font's points: 72 per inch, whatever the device.
    pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72)
    pango_layout_context_changed(layout)
    let description = pango_font_description_from_string(font.description)
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_text(layout, text, -1)
    return body(layout)
  }
}
