import XCTest

@testable import GtkInterop

/// Questions in a message dialog: answers, their looks, and the answer heard back.
final class MessageDialogTests: InteropTestCase {
  func testADialogKeepsItsQuestionAndAnswers() {
    MainActor.assumeIsolated {
      let dialog = makeDiscardQuestion(over: nil)
      XCTAssertEqual(dialog.heading, "Discard the changes?")
      XCTAssertEqual(dialog.body, "They are not saved.")
      XCTAssertEqual(dialog.responses, ["keep", "discard"])
      XCTAssertEqual(dialog.label(of: "discard"), "Discard")
      XCTAssertNil(dialog.label(of: "save"))
      XCTAssertEqual(dialog.appearance(of: "discard"), .destructive)
      XCTAssertEqual(dialog.appearance(of: "keep"), .default)
      XCTAssertEqual(dialog.defaultResponse, "keep")
      XCTAssertEqual(dialog.closeResponse, "keep")
      dialog.addResponse("save", label: "Save", appearance: .suggested)
      XCTAssertEqual(dialog.appearance(of: "save"), .suggested)
      dialog.destroy()
    }
  }

  func testAnAnswerIsHeardOnceAndTheDialogCloses() {
    MainActor.assumeIsolated {
      let parent = Window(application: nil, title: "Editor", width: 320, height: 240)
      parent.present()
      let dialog = makeDiscardQuestion(over: parent)
      var answers: [String] = []
      dialog.onResponse { answers.append($0) }
      dialog.present()
      XCTAssertTrue(iterate(until: { dialog.isShown }), "the dialog never showed")

      dialog.respond("discard")
      XCTAssertEqual(answers, ["discard"])
      XCTAssertEqual(dialog.response, "discard")
      XCTAssertTrue(iterate(until: { !dialog.isShown }), "the dialog stayed after its answer")
      iterate(until: { false }, timeout: 0.1)
      XCTAssertEqual(answers, ["discard"], "closing after the answer answered again")
    }
  }

  func testTheKeyboardStartsOnTheSafeAnswerEvenWhenTheButtonsStack() {
    MainActor.assumeIsolated {
      let parent = Window(application: nil, title: "Editor", width: 320, height: 240)
      parent.present()
      // Labels too long to sit side by side (German's are): libadwaita stacks the buttons,
      // the last answer on top.
      let dialog = MessageDialog(parent: parent, heading: "Die Änderungen verwerfen?")
      dialog.addResponse("keep", label: "Weiter bearbeiten, ohne etwas zu verlieren")
      dialog.addResponse(
        "discard", label: "Alle Änderungen an diesem Rezept verwerfen", appearance: .destructive)
      dialog.defaultResponse = "keep"
      dialog.present()
      XCTAssertTrue(iterate(until: { dialog.isShown }), "the dialog never showed")
      iterate(until: { false }, timeout: 0.2)
      let focused = dialog.subtree.first { $0.hasKeyboardFocus }
      XCTAssertEqual(
        focused?.shownText, "Weiter bearbeiten, ohne etwas zu verlieren",
        "Enter would give the destructive answer")
      dialog.destroy()
      parent.destroy()
    }
  }

  func testClosingGivesTheCloseResponse() {
    MainActor.assumeIsolated {
      let dialog = makeDiscardQuestion(over: nil)
      var answers: [String] = []
      dialog.onResponse { answers.append($0) }
      dialog.present()
      XCTAssertTrue(iterate(until: { dialog.isShown }))
      dialog.close()
      XCTAssertTrue(iterate(until: { !answers.isEmpty }), "closing answered nothing")
      XCTAssertEqual(answers, ["keep"])
    }
  }

  func testADialogIsFinalizedWithItsHandlers() {
    MainActor.assumeIsolated {
      let watch = FinalizationWatch()
      weak var weakToken: Token?
      do {
        let token = Token()
        weakToken = token
        let dialog = makeDiscardQuestion(over: nil)
        dialog.onResponse { [token] _ in _ = token }
        watch.watch(dialog)
        dialog.present()
        iterate(until: { dialog.isShown })
        dialog.respond("keep")
      }
      XCTAssertTrue(iterate(until: { watch.finalizedCount == 1 }), "the dialog leaked")
      XCTAssertNil(weakToken, "the response handler outlived the dialog")
    }
  }
}

/// "Discard the changes?", answered "keep" (default and close) or "discard" (destructive).
@MainActor
private func makeDiscardQuestion(over parent: Window?) -> MessageDialog {
  let dialog = MessageDialog(
    parent: parent, heading: "Discard the changes?", body: "They are not saved.")
  dialog.addResponse("keep", label: "Keep Editing")
  dialog.addResponse("discard", label: "Discard", appearance: .destructive)
  dialog.defaultResponse = "keep"
  dialog.closeResponse = "keep"
  return dialog
}
