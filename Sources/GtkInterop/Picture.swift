import CGtk
import Foundation

/// Shows an image, scaled to the space it is given.
@MainActor
public final class Picture: Widget {
  /// Creates an empty picture that covers its space, cropping what does not fit.
  public init() {
    super.init(gtk_picture_new())
    gtk_picture_set_content_fit(opaque, GTK_CONTENT_FIT_COVER)
    gtk_picture_set_can_shrink(opaque, 1)
  }

  /// Shows `texture`, or nothing.
  public func setTexture(_ texture: Texture?) {
    gtk_picture_set_paintable(opaque, texture?.paintable)
  }
}
