import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import Testing

extension NetworkTests {
  /// Cancelling the awaiting task abandons the transfer instead of waiting for it.
  @Suite struct Cancellation {
    @Test func cancellingMidTransferThrowsAndClosesTheConnection() async throws {
      try await Loopback.run { loopback in
        let body = StubResponse.Body.repeating(UInt8(ascii: "c"), count: 1024 * 1024)
        loopback.server.setRoute(
          "/slow", StubResponse(body: body, delivery: .stallAfter(bytes: 1_000)))
        let task = Task {
          await recipesError { try await loopback.fetch("/slow", timeout: .seconds(30)) }
        }
        #expect(await loopback.server.waitUntil { $0.bodyBytesSent >= 1_000 })

        let clock = ContinuousClock()
        let cancelledAt = clock.now
        task.cancel()
        let error = await task.value
        let callLatency = cancelledAt.duration(to: clock.now)
        #expect(await loopback.server.waitUntil { $0.abandonedResponses == 1 })
        let closeLatency = cancelledAt.duration(to: clock.now)

        #expect(error == .cancelled)
        // Far inside the 30 s timeout, so the transfer was abandoned, not timed out. How fast
        // is the benchmark's business: on a loaded two-core machine a thread hop alone has
        // taken most of a second.
        #expect(callLatency < .seconds(10))
        #expect(closeLatency < .seconds(10))
      }
    }

    @Test func shutdownCancelsTransfersInFlight() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/stall", .stall)
        let stalled = Task {
          await recipesError { try await loopback.fetch("/stall", timeout: .seconds(30)) }
        }
        #expect(await loopback.server.waitUntil { $0.requests == 1 })
        loopback.session.shutdown()
        #expect(await stalled.value == .cancelled)
        #expect(await loopback.server.waitUntil { $0.abandonedResponses == 1 })
      }
    }

    @Test func alreadyCancelledTaskNeverReachesTheServer() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/never", .json("{}"))
        let task = Task {
          await recipesError {
            // Wait to be cancelled, then make the request anyway.
            try? await Task.sleep(for: .seconds(60))
            return try await loopback.fetch("/never")
          }
        }
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(loopback.server.statistics.acceptedConnections == 0)
      }
    }

    @Test func cancellingOneOfManyLeavesTheOthers() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/stall", .stall)
        loopback.server.setRoute("/ok", .json("{}"))
        let stalled = Task {
          await recipesError { try await loopback.fetch("/stall", timeout: .seconds(30)) }
        }
        #expect(await loopback.server.waitUntil { $0.requests == 1 })
        let response = try await loopback.fetch("/ok")
        #expect(response.status == 200)
        stalled.cancel()
        #expect(await stalled.value == .cancelled)
      }
    }
  }
}
