import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import Testing

extension NetworkTests {
  /// Successful responses: body framings, encodings, headers, connection reuse.
  @Suite struct ResponseBodies {
    @Test func contentLengthBodyArrivesWhole() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/hello", .json(#"{"hello":"world"}"#))
        let response = try await loopback.fetch("/hello")
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"hello":"world"}"#.utf8))
        #expect(response.header("Content-Type") == "application/json")
      }
    }

    @Test func chunkedBodyIsReassembled() async throws {
      try await Loopback.run { loopback in
        let fixture = try Fixtures.data("remote/search-tagine.json")
        loopback.server.setRoute(
          "/chunked", StubResponse.json(fixture).delivered(.chunked(chunkSize: 7)))
        let response = try await loopback.fetch("/chunked")
        #expect(response.body == fixture)
        #expect(response.header("transfer-encoding") == "chunked")
      }
    }

    @Test func gzipBodyIsDecompressed() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute(
          "/gzip", try .fixture("remote/search-tagine.json.gz", contentEncoding: "gzip"))
        let response = try await loopback.fetch("/gzip")
        #expect(response.body == (try Fixtures.data("remote/search-tagine.json")))
        let acceptEncoding = loopback.server.requests.first?.headers["accept-encoding"] ?? ""
        #expect(acceptEncoding.contains("gzip"))
      }
    }

    @Test func slowSteadyBodyCompletes() async throws {
      try await Loopback.run { loopback in
        let body = StubResponse.Body.repeating(UInt8(ascii: "s"), count: 1_000)
        loopback.server.setRoute(
          "/paced",
          StubResponse(
            body: body, delivery: .paced(bytesPerWrite: 100, interval: .milliseconds(10))))
        let response = try await loopback.fetch("/paced")
        #expect(response.body == Data(repeating: UInt8(ascii: "s"), count: 1_000))
      }
    }

    @Test func requestsNameTheAppAndAskForJSONOrImages() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/json", .json("{}"))
        loopback.server.setRoute("/image.png", StubResponse(body: .data(Data([0x89, 0x50]))))
        _ = try await loopback.fetch("/json")
        let image = try await loopback.session.imageData(
          from: try loopback.server.url("/image.png"))
        #expect(image == Data([0x89, 0x50]))
        let requests = loopback.server.requests
        #expect(
          requests.map(\.headers["user-agent"]) == ["Recipes/0.1 (+Linux)", "Recipes/0.1 (+Linux)"])
        #expect(requests.map(\.headers["accept"]) == ["application/json", "image/*"])
      }
    }

    @Test func sequentialRequestsShareOneConnection() async throws {
      try await Loopback.run { loopback in
        loopback.server.setRoute("/ok", .json("[]"))
        for _ in 0..<20 {
          let response = try await loopback.fetch("/ok")
          #expect(response.body == Data("[]".utf8))
        }
        #expect(loopback.server.statistics.requests == 20)
        #expect(loopback.server.statistics.acceptedConnections == 1)
      }
    }

    @Test func fiftyConcurrentRequestsAllSucceed() async throws {
      try await Loopback.run { loopback in
        for index in 0..<50 {
          loopback.server.setRoute("/item/\(index)", .json(#"{"n":\#(index)}"#))
        }
        let bodies = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
          for index in 0..<50 {
            group.addTask { (index, try await loopback.fetch("/item/\(index)").body) }
          }
          return try await group.reduce(into: [Int: Data]()) { $0[$1.0] = $1.1 }
        }
        #expect(bodies.count == 50)
        for (index, body) in bodies { #expect(body == Data(#"{"n":\#(index)}"#.utf8)) }
        let connections = loopback.server.statistics.acceptedConnections
        #expect(connections <= CurlSession.defaultMaximumConnectionsPerHost)
      }
    }
  }
}
