import Foundation

/// `gdbus call` in another process, as any client of the session bus calls: for tests of
/// objects this process serves.
public struct GDBusCall {
  /// What `gdbus` answered: its exit status, the reply as GVariant text, and its errors.
  public struct Answer: Sendable {
    /// 0 when the method answered.
    public let status: Int32
    /// The reply, as `gdbus` prints it ("(['catalog-1'],)").
    public let output: String
    /// What went wrong, as `gdbus` prints it.
    public let errors: String
  }

  /// Calls `method` (interface-qualified) of the object at `path` of `destination`
  /// (a bus name) with `arguments` in GVariant text, calling `whileWaiting` over and over
  /// until it returns (the caller's GLib loop, where its objects answer).
  public static func call(
    destination: String, path: String, method: String, arguments: [String] = [],
    whileWaiting: () -> Void
  ) throws -> Answer {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
    process.arguments =
      [
        "call", "--session", "--dest", destination, "--object-path", path, "--method", method,
        "--timeout", "10",
      ] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(15)
    while process.isRunning && Date() < deadline { whileWaiting() }
    process.waitUntilExit()
    return Answer(
      status: process.terminationStatus, output: text(output), errors: text(errors))
  }

  private static func text(_ pipe: Pipe) -> String {
    String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
