import Foundation
import RecipesCore
import RecipesFixtures
import RecipesNetwork
import RecipesSync
import Testing

/// A hostile, broken or dying server, played by `FaultyWebDAVProxy` in front of a real
/// Apache: each fault skips an item (a line) or stops the sync (one error), nothing here is
/// lost, and the next sync through the healthy server ends with both sides whole — no
/// duplicate, nothing missing.
@Suite(.serialized) struct SyncFaultProxyTests {
  /// One fault and what the sync must do about it.
  struct Fault: Sendable, CustomTestStringConvertible {
    /// The error of the server the sync stops with, or nil when it skips an item instead.
    var stops: Stop?
    var testDescription: String
    /// Recipes another writer added meanwhile, by folder: they end on both sides too.
    var othersRecipes: [String: String] = [:]
    var inject: @Sendable (FaultyWebDAVProxy, ApacheSession) -> Void
  }

  /// The server's error a fault must stop the sync with: one error exactly, or one kind of
  /// error whose detail (a curl message, a parser's) is not the point.
  enum Stop: Sendable, CustomStringConvertible {
    case exactly(WebDAVError)
    case badXML
    case unsafeHref
    case invalidResponse

    func matches(_ error: SyncError) -> Bool {
      guard case .server(let server) = error else { return false }
      switch (self, server) {
      case (.exactly(let expected), let actual): return actual == expected
      case (.badXML, .badXML), (.unsafeHref, .unsafeHref),
        (.invalidResponse, .transport(.invalidResponse)):
        return true
      default: return false
      }
    }

    var description: String {
      switch self {
      case .exactly(let error): "\(error)"
      case .badXML: "badXML"
      case .unsafeHref: "unsafeHref"
      case .invalidResponse: "transport(invalidResponse)"
      }
    }
  }

  private static let multistatusHead =
    #"<?xml version="1.0" encoding="utf-8"?><D:multistatus xmlns:D="DAV:">"#

  /// A 207 answer listing the folder at `folderPath` and a folder at `href`.
  private static func listing(_ folderPath: String, with href: String) -> WebDAVFault {
    func response(_ href: String) -> String {
      "<D:response><D:href>\(href)</D:href><D:propstat><D:prop><D:resourcetype><D:collection/>"
        + #"</D:resourcetype><D:getetag>"t1"</D:getetag></D:prop>"#
        + "<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>"
    }
    return .multistatus(
      multistatusHead + response(folderPath) + response(href) + "</D:multistatus>")
  }

  static let faults: [Fault] = [
    Fault(stops: nil, testDescription: "423 locked on one recipe.json") { proxy, _ in
      proxy.inject(.answer(status: 423), method: "PUT", pathSuffix: "recipe.json", times: 1)
    },
    Fault(
      stops: nil, testDescription: "412: someone else wrote the new recipe first",
      othersRecipes: ["Tarte Tatin": "Tarte Tatin"]
    ) { proxy, apache in
      let theirs = Data(#"{"@type": "Recipe", "name": "Tarte Tatin"}"#.utf8)
      proxy.inject(
        .preempt {
          try? apache.server.writeBehindTheServer(theirs, to: "Recipes/Tarte Tatin/recipe.json")
        },
        method: "PUT", pathSuffix: "Tatin/recipe.json", times: 1)
    },
    Fault(stops: nil, testDescription: "403 forbidden on one recipe.json") { proxy, _ in
      proxy.inject(.answer(status: 403), method: "PUT", pathSuffix: "recipe.json", times: 1)
    },
    Fault(stops: .exactly(.unauthorized), testDescription: "401: the password is refused") {
      proxy, _ in
      proxy.inject(.answer(status: 401), method: "PROPFIND")
    },
    Fault(stops: .exactly(.insufficientStorage), testDescription: "507 out of space on a PUT") {
      proxy, _ in
      proxy.inject(.answer(status: 507), method: "PUT")
    },
    Fault(stops: .exactly(.serverError(503)), testDescription: "503 on the listing") { proxy, _ in
      proxy.inject(.answer(status: 503), method: "PROPFIND")
    },
    Fault(
      stops: .exactly(.transport(.timedOut)), testDescription: "a PUT stalls past the timeout"
    ) { proxy, _ in
      proxy.inject(.stall, method: "PUT", times: 1)
    },
    // Read to its end, the listing cut short is no listing: not taken for an empty folder.
    Fault(stops: .badXML, testDescription: "the listing is cut after 60 bytes") {
      proxy, _ in
      proxy.inject(.cutAfter(bytes: 60), method: "PROPFIND")
    },
    Fault(stops: .invalidResponse, testDescription: "the server dies after 5 requests") {
      proxy, _ in
      proxy.dieAfter(requests: 5)
    },
    Fault(stops: .badXML, testDescription: "the listing is not XML") { proxy, _ in
      proxy.inject(.multistatus("this is not XML at all"), method: "PROPFIND")
    },
    Fault(stops: .badXML, testDescription: "the listing's XML is cut short") { proxy, apache in
      let path = apache.folder.path
      proxy.inject(
        .multistatus(multistatusHead + "<D:response><D:href>\(path)"), method: "PROPFIND")
    },
    Fault(stops: .unsafeHref, testDescription: "an href climbs out of the folder with ..") {
      proxy, apache in
      let path = apache.folder.path
      proxy.inject(listing(path, with: path + "../outside/"), method: "PROPFIND")
    },
    Fault(stops: .unsafeHref, testDescription: "an href names another host") { proxy, apache in
      let path = apache.folder.path
      proxy.inject(
        listing(path, with: "http://other-host.invalid\(path)Soup/"), method: "PROPFIND")
    },
    // Not followed: a followed redirect would fail to reach the host, not say 302.
    Fault(
      stops: .exactly(.unexpectedStatus(302)),
      testDescription: "a redirect to plain http on another host"
    ) {
      proxy, _ in
      proxy.inject(.redirect(to: "http://other-host.invalid/Recipes/"), method: "PROPFIND")
    },
  ]

  private static func recipe(_ number: Int, _ name: String, servings: Int = 4) -> Recipe {
    Recipe(
      id: .mine(UUID(uuidString: "44444444-0000-0000-0000-00000000000\(number)") ?? UUID()),
      name: name, instructions: "Cook.", servings: servings)
  }

  @Test(arguments: faults)
  func aFaultSkipsOrStopsAndTheNextSyncEndsWhole(_ fault: Fault) async throws {
    try await ApacheSession.run(allowingDepthInfinity: false) { apache in
      let proxy = try FaultyWebDAVProxy(upstream: apache.server.baseURL)
      defer { proxy.stop() }
      let faulty = try WebDAVClient.live(
        session: apache.session, folder: proxy.url(for: apache.folder),
        credentials: HTTPCredentials(user: apache.server.user, password: apache.server.password),
        timeout: .seconds(1))
      let a = try SyncMachine("A", folder: apache.folder)
      try await a.write(Self.recipe(1, "Leek Soup"), picture: TestImages.png(width: 4, height: 3))
      #expect(try await a.sync(apache.dav).uploaded == 1)
      try apache.server.settleAll()
      // Since: an edit and two new recipes here.
      try await a.write(Self.recipe(1, "Leek Soup", servings: 6))
      try await a.write(Self.recipe(2, "Tarte Tatin"))
      try await a.write(Self.recipe(3, "Good Bread"))
      let mine = ["Good Bread", "Leek Soup", "Tarte Tatin"]
      let names = (mine + fault.othersRecipes.values).sorted()
      let folders = Set(mine + fault.othersRecipes.keys).sorted()

      fault.inject(proxy, apache)
      do throws(SyncError) {
        let report = try await a.sync(faulty)
        #expect(fault.stops == nil, "the sync went on: \(report)")
        #expect(report.skipped.count == 1, "\(report.skipped)")
      } catch {
        let expected = fault.stops?.description ?? "no stop"
        #expect(
          fault.stops?.matches(error) == true, "stopped with \(error), not \(expected)")
        #expect(!error.message.contains("\n"))
      }
      #expect(await a.names() == mine)

      // The next sync, through the healthy server, finishes the job.
      proxy.heal()
      try apache.server.settleAll()
      let healthy = try await a.sync(apache.dav)
      #expect(healthy.skipped.isEmpty, "\(healthy.skipped)")
      #expect(await a.names() == names)
      let taken = try Self.folders(apache)
      #expect(taken.count == names.count)
      #expect(Set(folders).isSubset(of: taken), "\(taken)")
      #expect(await a.recipe(named: "Leek Soup")?.servings == 6)
      try apache.server.settleAll()
      #expect(try await a.sync(apache.dav).isEmpty)

      let b = try SyncMachine("B", folder: apache.folder)
      let fresh = try await b.sync(apache.dav)
      #expect(fresh.downloaded == names.count)
      #expect(await b.names() == names)
      #expect(await b.recipe(named: "Leek Soup")?.servings == 6)
    }
  }

  private static func folders(_ apache: ApacheSession) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: apache.server.file("Recipes").path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }
}
