import CGtk

/// A PDF file written page by page with Cairo's PDF surface.
@MainActor
public final class PDFDocument {
  /// Why the file could not be written, in Cairo's words.
  public struct WriteError: Error, CustomStringConvertible {
    /// Cairo's message ("error while writing to output stream", …).
    public let description: String
  }

  private let surface: OpaquePointer
  private let cairo: OpaquePointer
  /// The page being drawn.
  public let page: PageCanvas

  /// Creates the file at `path`, with pages `width` × `height` points; throws when it
  /// cannot be created.
  public init(path: String, width: Double, height: Double) throws(WriteError) {
    surface = cairo_pdf_surface_create(path, width, height)
    cairo = cairo_create(surface)
    page = PageCanvas(cairo: cairo, width: width, height: height)
    try check()
  }

  isolated deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// Ends the page drawn so far; drawing goes on on a new page.
  public func nextPage() {
    cairo_show_page(cairo)
  }

  /// Writes the last page and closes the file; throws if anything could not be written.
  public func finish() throws(WriteError) {
    cairo_show_page(cairo)
    cairo_surface_finish(surface)
    try check()
  }

  private func check() throws(WriteError) {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw WriteError(description: String(cString: cairo_status_to_string(status)))
    }
  }
}
