import Foundation
import RecipesFixtures
import Testing

/// The Apache fixture itself: it starts, answers, and stops without leaving a process.
@Suite(.serialized) struct ApacheFixtureTests {
  @Test func apacheStartsAnswersAndStopsLeavingNothingListening() async throws {
    let clock = ContinuousClock()
    let started = clock.now
    let server = try await ApacheWebDAVServer.start()
    let ready = clock.now
    let port = server.port
    let pidFile = server.documentRoot.deletingLastPathComponent().appendingPathComponent(
      "httpd.pid")
    let pid = try #require(
      Int32(
        String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      ))
    #expect(kill(pid, 0) == 0)
    server.stop()
    let stopped = clock.now
    #expect(kill(pid, 0) == -1, "Apache (pid \(pid)) still runs after stop()")
    #expect(ready - started < .seconds(5), "start took \(ready - started)")
    #expect(stopped - ready < .seconds(3), "stop took \(stopped - ready)")
    _ = port
  }
}
