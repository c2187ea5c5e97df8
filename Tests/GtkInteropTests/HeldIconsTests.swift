import CGtk
import XCTest

@testable import GtkInterop

/// Icons are looked up once and held for the life of the process (GTK 4.8's icon cache can
/// crash when one of its icons dies on its loading thread), and still look as GTK's own
/// icon buttons do.
final class HeldIconsTests: InteropTestCase {
  func testEveryButtonShowingAnIconShowsTheOneHeldPaintable() throws {
    try MainActor.assumeIsolated {
      let refresh = Button(icon: "view-refresh-symbolic", accessibleLabel: "Refresh")
      let again = Button(icon: "view-refresh-symbolic", accessibleLabel: "Refresh")
      let toggle = ToggleButton(icon: "view-refresh-symbolic", accessibleLabel: "Refresh")
      let held = try XCTUnwrap(HeldIcons.paintable(named: "view-refresh-symbolic", size: 16))
      XCTAssertEqual(paintable(of: refresh), held)
      XCTAssertEqual(paintable(of: again), held)
      XCTAssertEqual(paintable(of: toggle), held)
      XCTAssertNotEqual(
        HeldIcons.paintable(named: "starred-symbolic", size: 16), held, "another icon")
    }
  }

  func testAHeldIconOutlivesEveryWidgetThatShowedIt() throws {
    try MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      do {
        let window = Window(application: nil, title: "Icons", width: 200, height: 100)
        let button = Button(icon: "edit-find-symbolic", accessibleLabel: "Find")
        window.setContent(button)
        window.present()
        _ = iterate(until: { false }, timeout: 0.2)
        let shown = try XCTUnwrap(paintable(of: button))
        watch.watch(UnsafeMutableRawPointer(shown))
        watch.watch(window)
        window.destroy()
      }
      XCTAssertTrue(iterate(until: { watch.finalizedCount == 1 }), "the window outlived itself")
      _ = iterate(until: { false }, timeout: 0.2)
      XCTAssertEqual(watch.finalizedCount, 1, "the icon died with the window")
    }
  }

  func testAnIconButtonLooksAsGTKsOwn() throws {
    try MainActor.assumeIsolated {
      let button = Button(icon: "list-add-symbolic", accessibleLabel: "New")
      XCTAssertTrue(gtk_widget_has_css_class(button.widget, "image-button") != 0)
      let image = try XCTUnwrap(gtk_button_get_child(button.cast(to: GtkButton.self)))
      var natural: Int32 = 0
      gtk_widget_measure(image, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      XCTAssertEqual(natural, 16, "a button's icon is 16 pixels wide")
      // A paintable fills whatever room it gets; centred, it keeps its own size.
      XCTAssertEqual(gtk_widget_get_halign(image), GTK_ALIGN_CENTER)
      XCTAssertEqual(gtk_widget_get_valign(image), GTK_ALIGN_CENTER)
    }
  }
}

/// The paintable an icon button shows.
@MainActor
private func paintable(of button: Widget) -> OpaquePointer? {
  guard let image = gtk_button_get_child(button.cast(to: GtkButton.self)) else { return nil }
  return gtk_image_get_paintable(OpaquePointer(image))
}
