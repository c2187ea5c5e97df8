import Foundation
import RecipesFixtures
import Testing

/// The Apache fixture itself: it starts, answers, and stops without leaving a process.
@Suite(.serialized) struct ApacheFixtureTests {
  @Test func apacheStartsAnswersAndStopsLeavingNothingListening() async throws {
    let clock = ContinuousClock()
    let server = try await ApacheWebDAVServer.start()
    let ready = clock.now
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
    // Well before the supervisor's SIGKILL (5 s) and stop()'s own deadline (10 s), even when
    // the whole suite runs beside it on two cores.
    #expect(stopped - ready < .seconds(4), "stop took \(stopped - ready)")
  }
}
