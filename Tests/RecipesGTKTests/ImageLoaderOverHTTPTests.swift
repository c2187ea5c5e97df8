import Foundation
import RecipesCore
import RecipesNetwork
import RecipesTestSupport
import XCTest

@testable import RecipesGTK

/// libcurl is started once per test process, as the composition root does for the app.
private enum CurlProcess {
  static let isReady: Bool = (try? CurlSession.globalInit()) != nil
}

/// A disk cache stand-in that remembers what the loader kept.
private final class KeptImages: Sendable {
  private let images = Locked<[URL: Data]>([:])

  func data(for url: URL) -> Data? { images.withLock { $0[url] } }
  func keep(_ data: Data, for url: URL) { images.withLock { $0[url] = data } }
  var urls: Set<URL> { images.withLock { Set($0.keys) } }
}

/// The image pipeline over real HTTP: the loopback server serves bytes the test made, and
/// the app's `CurlSession` downloads them, as the composition root wires it.
final class ImageLoaderOverHTTPTests: GTKTestCase {
  func testRealPicturesAreDownloadedOnceSharedDecodedAndKept() throws {
    try XCTSkipUnless(CurlProcess.isReady, "libcurl did not start")
    let server = try LoopbackHTTPServer()
    defer { server.stop() }
    let jpeg = try Fixtures.data("images/gradient.jpg")
    server.setRoute(
      "/thumb.png",
      .init(
        headers: ["Content-Type": "image/png"], body: .data(TestImages.png(width: 40, height: 30))))
    server.setRoute("/hero.jpg", .init(headers: ["Content-Type": "image/jpeg"], body: .data(jpeg)))
    server.setRoute(
      "/cut.jpg", .init(headers: ["Content-Type": "image/jpeg"], body: .data(jpeg.prefix(90))))
    let session = try CurlSession()
    defer { session.shutdown() }
    let kept = KeptImages()
    let source = ImageSource(
      cached: { kept.data(for: $0) },
      store: { kept.keep($0, for: $1) },
      fetch: { try await session.imageData(from: $0) })
    let thumb = try server.url("/thumb.png")
    let hero = try server.url("/hero.jpg")
    let cut = try server.url("/cut.jpg")

    MainActor.assumeIsolated {
      let loader = ImageLoader(source: source)
      let cards = (0..<3).map { _ in NSObject() }
      let window = NSObject()
      let broken = NSObject()
      var sizes: [Int] = []
      for card in cards { loader.load(thumb, for: card) { sizes.append($0.size.width) } }
      loader.load(hero, for: window) { sizes.append($0.size.width) }
      var cutDelivered = false
      loader.load(cut, for: broken) { _ in cutDelivered = true }
      pump(until: { loader.activeLoadCount == 0 }, "the downloads never finished")
      XCTAssertEqual(sizes.sorted(), [40, 40, 40, 96], "three cards and the hero got pictures")
      XCTAssertFalse(cutDelivered, "a truncated JPEG shows the placeholder")
      XCTAssertEqual(kept.urls, [thumb, hero], "only pictures that decoded are kept")
    }
    let thumbRequests = server.requests.filter { $0.target == "/thumb.png" }
    XCTAssertEqual(thumbRequests.count, 1, "three cards asking at once share one download")
  }
}
