import Foundation
import XCTest

@testable import GtkInterop

/// GTK's print operation and Cairo's PDF surface through the typed wrappers.
///
/// The operation asks how many pages there are, then has each drawn on a canvas; exported
/// to a PDF (the dialog's "Print to File"), the pages hold what was drawn. A PDF written
/// directly with `PDFDocument` reads the same.
final class PrintOperationTests: InteropTestCase {
  func testTheOperationDrawsEveryPageItAnnounced() throws {
    let path = try temporaryPDF("operation")
    let drawn = try MainActor.assumeIsolated { () throws -> [Int] in
      var drawn: [Int] = []
      let operation = PrintOperation(
        jobName: "Test job",
        paginate: { canvas in
          XCTAssertGreaterThan(canvas.width, 100, "the printable area is in points")
          return 2
        },
        drawPage: { canvas, page in
          drawn.append(page)
          canvas.drawText(
            "Printed page number \(page + 1)", font: .init("Sans 12"), x: 0, y: 0,
            width: canvas.width)
        })
      try operation.export(toPDF: path)
      return drawn
    }
    XCTAssertEqual(drawn, [0, 1])
    let text = try pdfText(path)
    XCTAssertTrue(text.contains("Printed page number 1"), text)
    XCTAssertTrue(text.contains("Printed page number 2"), text)
  }

  func testAPDFDocumentWritesItsPagesAndMeasuresWrappedText() throws {
    let path = try temporaryPDF("document")
    try MainActor.assumeIsolated {
      let document = try PDFDocument(path: path, width: 300, height: 400)
      let font = PageCanvas.Font("Sans 10")
      let one = document.page.textHeight("word", font: font, width: 200)
      let many = document.page.textHeight(
        String(repeating: "word ", count: 80), font: font, width: 200)
      XCTAssertGreaterThan(one, 5)
      XCTAssertGreaterThan(many, one * 5, "long text wraps onto more lines")
      document.page.drawText("First page", font: font, x: 10, y: 10, width: 200)
      document.nextPage()
      document.page.drawText("Second page", font: font, x: 10, y: 10, width: 200)
      try document.finish()
    }
    let text = try pdfText(path)
    XCTAssertTrue(text.contains("First page") && text.contains("Second page"), text)
  }

  func testAnUnwritablePathIsAnError() {
    let failed = MainActor.assumeIsolated { () -> Bool in
      do {
        _ = try PDFDocument(path: "/nonexistent-folder/x.pdf", width: 300, height: 400)
        return false
      } catch {
        return !"\(error)".isEmpty
      }
    }
    XCTAssertTrue(failed, "a PDF in a folder that does not exist was created")
  }

  private func temporaryPDF(_ name: String) throws -> String {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"), "needs poppler-utils")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("print-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder.appendingPathComponent("\(name).pdf").path
  }

  private func pdfText(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    process.arguments = [path, "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
