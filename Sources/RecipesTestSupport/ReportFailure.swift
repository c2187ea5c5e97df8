import Testing
import XCTest

/// Records a test failure in whichever framework is running the current test.
///
/// Swift Testing when a `@Test` is running, XCTest otherwise (the GTK tests use XCTest,
/// since they must run on the process's main thread).
func reportFailure(
  _ message: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
