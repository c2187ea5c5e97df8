import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import Testing

extension NetworkTests {
  /// Servers that fail or misbehave, each turned into a typed error.
  @Suite struct Failures {
    @Test(arguments: [404, 500])
    func errorStatusIsTyped(status: Int) async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/status", .status(status))
        let error = await recipesError { try await loopback.fetch("/status") }
        #expect(error == .httpStatus(status))
      }
    }

    @Test func closedPortRefusesTheConnection() async throws {
      try await Loopback.run { loopback in
        let closed = try LoopbackHTTPServer()
        let url = try closed.url("/nothing")
        closed.stop()
        let error = await recipesError {
          try await loopback.session.data(for: HTTPRequest(url: url))
        }
        #expect(error == .connectionRefused)
      }
    }

    @Test func stalledServerTimesOut() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/stall", .stall)
        let (error, elapsed) = await measure {
          await recipesError { try await loopback.fetch("/stall", timeout: .seconds(1)) }
        }
        #expect(error == .timedOut)
        #expect(elapsed >= .milliseconds(900))
        #expect(elapsed < .seconds(10), "the 1 s timeout did not fire")
        #expect(await loopback.server.waitUntil { $0.abandonedResponses == 1 })
      }
    }

    @Test func truncatedBodyIsInvalid() async throws {
      try await Loopback.run { loopback in
        let body = StubResponse.Body.repeating(UInt8(ascii: "t"), count: 10_000)
        loopback.server.setRoute(
          "/truncated", StubResponse(body: body, delivery: .truncated(after: 4_000)))
        let error = await recipesError { try await loopback.fetch("/truncated") }
        #expect(isInvalidResponse(error))
      }
    }

    @Test func oversizedStreamIsAbortedWithoutReadingIt() async throws {
      try await Loopback.run { loopback in
        let limit = HTTPRequest.Kind.json.defaultMaximumBodyBytes
        let body = StubResponse.Body.repeating(UInt8(ascii: "x"), count: 64 * 1024 * 1024)
        loopback.server.setRoute(
          "/huge", StubResponse(body: body, delivery: .chunked(chunkSize: 64 * 1024)))
        let error = await recipesError { try await loopback.fetch("/huge") }
        #expect(error == .tooLarge(limit: limit))
        #expect(await loopback.server.waitUntil { $0.abandonedResponses == 1 })
        let abandoned = try #require(loopback.server.abandonedResponses.first)
        #expect(abandoned.bodyBytesSent < abandoned.bodyBytes)
      }
    }

    @Test func oversizedContentLengthIsRefusedBeforeTheBody() async throws {
      try await Loopback.run { loopback in
        let imageLimit = HTTPRequest.Kind.image.defaultMaximumBodyBytes
        let body = StubResponse.Body.repeating(0, count: imageLimit + 1)
        loopback.server.setRoute(
          "/big.jpg", StubResponse(body: body, delivery: .stallAfter(bytes: 0)))
        let url = try loopback.server.url("/big.jpg")
        let error = await recipesError { try await loopback.session.imageData(from: url) }
        #expect(error == .tooLarge(limit: imageLimit))
        #expect(await loopback.server.waitUntil { $0.abandonedResponses == 1 })
        #expect(loopback.server.abandonedResponses.first?.bodyBytesSent == 0)
      }
    }

    @Test func customLimitApplies() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/kilobyte", StubResponse(body: .repeating(1, count: 1_024)))
        let error = await recipesError {
          try await loopback.fetch("/kilobyte", maximumBodyBytes: 1_000)
        }
        #expect(error == .tooLarge(limit: 1_000))
        let response = try await loopback.fetch("/kilobyte", maximumBodyBytes: 1_024)
        #expect(response.body.count == 1_024)
      }
    }

    @Test func redirectIsFollowed() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/old", .redirect(to: "/new"))
        loopback.server.setRoute("/new", .json("[1]"))
        let response = try await loopback.fetch("/old")
        #expect(response.body == Data("[1]".utf8))
        #expect(loopback.server.requests.map(\.target) == ["/old", "/new"])
      }
    }

    @Test func redirectLoopStopsAfterFiveHops() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/loop", .redirect(to: "/loop"))
        let error = await recipesError { try await loopback.fetch("/loop") }
        #expect(isInvalidResponse(error))
        #expect(loopback.server.statistics.requests == 6)
      }
    }

    @Test func redirectToRemotePlainHTTPIsRefused() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/away", .redirect(to: "http://recipes.example.com/steal"))
        let error = await recipesError { try await loopback.fetch("/away") }
        #expect(error == .refusedURL("http://recipes.example.com/steal"))
        #expect(loopback.server.statistics.requests == 1)
      }
    }

    @Test func tlsToAPlainServerFailsAsTLS() async throws {
      try await Loopback.run { loopback in
        let url = try #require(URL(string: "https://127.0.0.1:\(loopback.server.port)/secure"))
        let error = await recipesError {
          try await loopback.session.data(for: HTTPRequest(url: url))
        }
        #expect(isTLSFailure(error))
        #expect(loopback.server.statistics.requests == 0)
      }
    }

    @Test func sessionRefusesRequestsAfterShutdown() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/ok", .json("{}"))
        loopback.session.shutdown()
        let error = await recipesError { try await loopback.fetch("/ok") }
        #expect(error == .cancelled)
        #expect(loopback.server.statistics.acceptedConnections == 0)
      }
    }
  }
}
