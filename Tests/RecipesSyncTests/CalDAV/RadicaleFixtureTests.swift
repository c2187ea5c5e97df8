import Foundation
import RecipesFixtures
import Testing

/// The Radicale fixture itself: it starts, answers, and stops without leaving a process.
@Suite(
  .serialized,
  .enabled(if: RadicaleInstallation.testsRun, Comment(rawValue: RadicaleInstallation.skipReason)))
struct RadicaleFixtureTests {
  @Test func radicaleStartsAnswersAndStopsLeavingNothingListening() async throws {
    let server = try await RadicaleCalDAVServer.start()
    let port = server.port
    #expect(LoopbackPort.accepts(port))
    #expect(server.hasProcessesLeft)
    server.stop()
    // Stopping waits for the process group: none of it is left. (Not "nothing accepts on
    // the port": another suite's server, started meanwhile, may be given that port.)
    #expect(!server.hasProcessesLeft, "Radicale still runs after stop()")
  }
}

/// Where Radicale is looked for, and what a missing one says: no Radicale needed.
@Suite struct RadicaleInstallationTests {
  @Test func aMissingProgramIsNamedInOneLine() async throws {
    let error = await #expect(throws: RadicaleServerError.self) {
      try await RadicaleCalDAVServer.start(program: "/nonexistent/radicale")
    }
    #expect(error == .notInstalled("/nonexistent/radicale"))
    #expect(error?.description.contains("make test-deps") == true)
  }

  @Test func theRequirementFollowsTheEnvironment() {
    #expect(!RadicaleInstallation.isRequired(environment: [:]))
    #expect(!RadicaleInstallation.isRequired(environment: ["RECIPES_REQUIRE_CALDAV": "0"]))
    #expect(RadicaleInstallation.isRequired(environment: ["RECIPES_REQUIRE_CALDAV": "1"]))
    #expect(
      RadicaleInstallation.program(environment: ["RECIPES_RADICALE": "/opt/r/bin/radicale"])
        == "/opt/r/bin/radicale")
    #expect(
      RadicaleInstallation.program(environment: [:]).hasSuffix(
        "/.build/radicale-venv/bin/radicale"))
  }
}
