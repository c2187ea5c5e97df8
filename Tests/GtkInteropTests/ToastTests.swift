import XCTest

@testable import GtkInterop

/// Toasts over a window's content: what they say, their button, and their going.
final class ToastTests: InteropTestCase {
  func testAToastKeepsWhatItWasGiven() {
    MainActor.assumeIsolated {
      let toast = Toast("“Soup” was deleted.", timeout: 6, priority: .high)
      toast.buttonLabel = "Undo"
      toast.actionName = "win.undo-delete"
      XCTAssertEqual(toast.title, "“Soup” was deleted.")
      XCTAssertEqual(toast.buttonLabel, "Undo")
      XCTAssertEqual(toast.actionName, "win.undo-delete")
      XCTAssertEqual(toast.timeout, 6)
      XCTAssertEqual(toast.priority, .high)
      XCTAssertEqual(Toast("Saved").priority, .normal)
      XCTAssertNil(Toast("Saved").buttonLabel)
    }
  }

  func testTheButtonRunsItsActionAndTheToastGoes() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Toasts", width: 320, height: 240)
      let overlay = ToastOverlay(child: Label("Content"))
      window.setContent(overlay)
      var undone = 0
      let undo = Action(name: "undo-delete")
      undo.onActivate { undone += 1 }
      window.add(undo)
      window.present()

      let toast = Toast("“Soup” was deleted.", timeout: 0)
      toast.buttonLabel = "Undo"
      toast.actionName = "win.undo-delete"
      var clicks = 0
      var dismissals = 0
      toast.onButtonClick { clicks += 1 }
      toast.onDismissed { dismissals += 1 }
      overlay.add(toast)
      XCTAssertEqual(overlay.pendingToasts.count, 1)
      iterate(until: { false }, timeout: 0.1)

      overlay.clickButton(of: toast)
      XCTAssertEqual(undone, 1, "the button did not run its action")
      XCTAssertEqual(clicks, 1)
      XCTAssertTrue(iterate(until: { dismissals == 1 }), "the toast stayed after its button")
      XCTAssertTrue(toast.isDismissed)
      XCTAssertTrue(overlay.pendingToasts.isEmpty)
      window.destroy()
    }
  }

  func testDismissingTellsOnceAndATimedToastGoesByItself() {
    MainActor.assumeIsolated {
      let window = Window(application: nil, title: "Toasts", width: 320, height: 240)
      let overlay = ToastOverlay(child: Label("Content"))
      window.setContent(overlay)
      window.present()

      let kept = Toast("Kept until dismissed", timeout: 0)
      var keptDismissals = 0
      kept.onDismissed { keptDismissals += 1 }
      overlay.add(kept)
      iterate(until: { false }, timeout: 0.2)
      XCTAssertFalse(kept.isDismissed, "a toast without a timeout went by itself")
      kept.dismiss()
      kept.dismiss()
      XCTAssertTrue(iterate(until: { keptDismissals > 0 }))
      iterate(until: { false }, timeout: 0.1)
      XCTAssertEqual(keptDismissals, 1)

      let timed = Toast("Gone in a second", timeout: 1)
      overlay.add(timed)
      XCTAssertTrue(iterate(until: { timed.isDismissed }, timeout: 4), "the timeout was ignored")
      window.destroy()
    }
  }

  /// A title longer than a phone's width leaves wraps onto more lines, the toast as wide
  /// as the window at most and as high as its lines: libadwaita 1.2's own title stays on
  /// one line and was cut ("La recette « Filet …").
  func testALongTitleWrapsInAWindowAsNarrowAsAPhone() throws {
    try MainActor.assumeIsolated {
      let (window, overlay, label) = try showLongToast(width: 360, height: 640)
      let toastWidget = try XCTUnwrap(label.ancestor(ofType: "AdwToastWidget"))
      XCTAssertLessThanOrEqual(window.allocatedWidth, 360)
      // Fitted when the toast shows, laid out again in the next frame.
      XCTAssertTrue(
        iterate(until: { label.allocatedWidth < toastWidget.allocatedWidth }, timeout: 2),
        "the title is \(label.allocatedWidth) px wide in a toast of \(toastWidget.allocatedWidth)")
      XCTAssertFalse(label.isTextEllipsized, "the title is cut")
      XCTAssertLessThanOrEqual(
        toastWidget.allocatedWidth, overlay.allocatedWidth, "the toast is wider than its window")
      XCTAssertGreaterThan(
        label.minimumHeight(forWidth: label.allocatedWidth), label.minimumHeight(forWidth: 10_000),
        "the title did not wrap")
      // Measured with the label's margins, as the box holding it is laid out.
      let holder = try XCTUnwrap(label.parentWidget)
      XCTAssertGreaterThanOrEqual(
        holder.allocatedHeight, holder.minimumHeight(forWidth: holder.allocatedWidth),
        "the toast is too low for the title's lines")
      window.destroy()
    }
  }

  /// In a wide window the title keeps one line, as libadwaita's own does.
  func testAShortTitleKeepsOneLine() throws {
    try MainActor.assumeIsolated {
      let (window, _, label) = try showLongToast(width: 900, height: 400)
      XCTAssertTrue(
        iterate(until: { label.allocatedWidth >= label.naturalWidth }, timeout: 2),
        "the title has \(label.allocatedWidth) of the \(label.naturalWidth) px of its one line")
      XCTAssertEqual(
        label.minimumHeight(forWidth: label.allocatedWidth), label.minimumHeight(forWidth: 10_000),
        "the title wrapped in a wide window")
      window.destroy()
    }
  }

  func testAToastAndItsOverlayAreFinalized() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      do {
        let window = Window(application: nil, title: "Toasts", width: 320, height: 240)
        let overlay = ToastOverlay(child: Label("Content"))
        window.setContent(overlay)
        let toast = Toast("Bye", timeout: 0)
        toast.buttonLabel = "Undo"
        toast.onButtonClick {}
        overlay.add(toast)
        watch.watch(window)
        watch.watch(overlay)
        watch.watch(toast.object)
        window.present()
        iterate(until: { false }, timeout: 0.1)
        toast.dismiss()
        window.destroy()
      }
      XCTAssertTrue(
        iterate(until: { watch.finalizedCount == 3 }),
        "\(3 - watch.finalizedCount) of 3 objects were never finalized")
    }
  }
}

/// A window `width` × `height` showing a toast with a long French title and a button, and the
/// label its title shows in, once laid out.
@MainActor
private func showLongToast(width: Int32, height: Int32) throws -> (Window, ToastOverlay, Widget) {
  let window = Window(application: nil, title: "Toasts", width: width, height: height)
  let overlay = ToastOverlay(child: Label("Content"))
  window.setContent(overlay)
  window.present()
  let title = "La collection « Soupe de poissons à la provençale » a été supprimée."
  let toast = Toast(title, timeout: 0)
  toast.buttonLabel = "Annuler"
  overlay.add(toast)
  var shown: Widget?
  XCTAssertTrue(
    iterate(until: {
      shown = overlay.subtree.first { $0.shownText == title && $0.isMapped }
      return (shown?.allocatedWidth ?? 0) > 0
    }), "the title never showed")
  return (window, overlay, try XCTUnwrap(shown))
}
