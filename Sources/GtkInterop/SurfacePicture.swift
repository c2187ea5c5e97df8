import CGtk

/// Shows a decoded image covering its space, cropping what does not fit — like `Picture`,
/// but cheap to paint again with GTK's Cairo renderer.
///
/// `Picture` hands GTK the texture, which GTK 4.8's Cairo renderer (what the app uses without
/// a GPU) converts to Cairo's layout at every frame it paints: a third of a view switch's
/// work on the card grid. This draws the texture's once-converted copy
/// (`TextureSurface`) from a drawing area, whose rendering GTK keeps until the picture
/// changes. For the many small pictures of cards and rows; `Picture` for one large one.
@MainActor
public final class SurfacePicture: Widget {
  private var texture: Texture?

  /// Creates an empty picture.
  public init() {
    super.init(gtk_drawing_area_new())
    // Cut to the style sheet's rounded corners, as a `Picture` is.
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    let draw: @MainActor (OpaquePointer, Int32, Int32) -> Void = { [weak self] cairo, w, h in
      self?.draw(cairo, width: Double(w), height: Double(h))
    }
    gtk_drawing_area_set_draw_func(
      cast(to: GtkDrawingArea.self), drawThunk, CallbackBox.retained(draw), releaseCallbackBox)
  }

  /// Shows `texture`, or nothing.
  public func setTexture(_ texture: Texture?) {
    guard texture !== self.texture else { return }
    self.texture = texture
    gtk_widget_queue_draw(widget)
  }

  private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
    guard let texture, let surface = texture.cairoSurface else { return }
    let (pixelWidth, pixelHeight) = texture.size
    guard pixelWidth > 0, pixelHeight > 0, width > 0, height > 0 else { return }
    var scale = max(width / Double(pixelWidth), height / Double(pixelHeight))
    // Within a pixel of its own size, a picture is drawn unscaled, on whole pixels: Cairo's
    // plain copy, not its filter.
    if abs(Double(pixelWidth) * scale - Double(pixelWidth)) < 1,
      abs(Double(pixelHeight) * scale - Double(pixelHeight)) < 1
    {
      scale = 1
    }
    var x = (width - Double(pixelWidth) * scale) / 2
    var y = (height - Double(pixelHeight) * scale) / 2
    if scale == 1 {
      x.round(.down)
      y.round(.down)
    }
    cairo_translate(cairo, x, y)
    cairo_scale(cairo, scale, scale)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
  }
}

// GTK draws on the main thread: `assumeIsolated` states it to the compiler.
private let drawThunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
  let address = UInt(bitPattern: data)
  guard let cairo else { return }
  let cairoAddress = UInt(bitPattern: cairo)
  MainActor.assumeIsolated {
    guard let cairo = OpaquePointer(bitPattern: cairoAddress) else { return }
    CallbackBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.body(at: address)?(
      cairo, width, height)
  }
}
