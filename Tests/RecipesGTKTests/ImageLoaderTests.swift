import Foundation
import GtkInterop
import RecipesCore
import RecipesTestSupport
import XCTest

@testable import RecipesArtwork
@testable import RecipesGTK

/// Counts what the loader asks of its source, and can hold downloads until released.
private final class FakeImageSource: Sendable {
  private struct State {
    var disk: [URL: Data]
    var network: [URL: Data]
    var fetches: [URL] = []
    var cancelledFetches = 0
    var stored: [URL] = []
    var holdsDownloads = false
  }

  private let state: Locked<State>

  init(disk: [URL: Data] = [:], network: [URL: Data] = [:]) {
    state = Locked(State(disk: disk, network: network))
  }

  var source: ImageSource {
    ImageSource(
      cached: { url in self.state.withLock { $0.disk[url] } },
      store: { data, url in
        self.state.withLock { state in
          state.stored.append(url)
          state.disk[url] = data
        }
      },
      fetch: { url in
        self.state.withLock { $0.fetches.append(url) }
        // Held downloads wait (cancellably) until the test releases them.
        while self.state.withLock({ $0.holdsDownloads }) {
          do {
            try await Task.sleep(for: .milliseconds(2))
          } catch {
            self.state.withLock { $0.cancelledFetches += 1 }
            throw error
          }
        }
        guard let data = self.state.withLock({ $0.network[url] }) else {
          throw URLError(.badURL)
        }
        return data
      })
  }

  func counts() -> (fetches: Int, cancelled: Int, stored: Int) {
    state.withLock { ($0.fetches.count, $0.cancelledFetches, $0.stored.count) }
  }

  func hold() { state.withLock { $0.holdsDownloads = true } }

  func release() { state.withLock { $0.holdsDownloads = false } }
}

/// Stands in for a card or a window: something a picture is loaded for.
private final class Target {}

private func url(_ name: String) -> URL {
  URL(string: "http://127.0.0.1/images/\(name)") ?? URL(fileURLWithPath: "/")
}

final class ImageLoaderTests: GTKTestCase {
  func testMemoryThenDiskThenNetworkAndWhatDecodesIsCached() {
    MainActor.assumeIsolated {
      let image = url("a.png")
      let fake = FakeImageSource(network: [image: TestImages.png(width: 30, height: 20)])
      let loader = ImageLoader(source: fake.source)
      let first = Target()
      var delivered = 0
      loader.load(image, for: first) { texture in
        XCTAssertEqual(texture.size.width, 30)
        delivered += 1
      }
      pump(until: { delivered == 1 }, "the image never arrived from the network")
      XCTAssertEqual(fake.counts().fetches, 1)
      XCTAssertEqual(fake.counts().stored, 1, "decoded bytes go to the disk cache")

      // Memory answers at once, without the source.
      let second = Target()
      loader.load(image, for: second) { _ in delivered += 1 }
      XCTAssertEqual(delivered, 2)
      XCTAssertEqual(fake.counts().fetches, 1)

      // A new loader (a new launch) finds it on disk, offline.
      let relaunched = ImageLoader(source: fake.source)
      let third = Target()
      relaunched.load(image, for: third) { _ in delivered += 1 }
      pump(until: { delivered == 3 }, "the image never came from the disk cache")
      XCTAssertEqual(fake.counts().fetches, 1, "no second download")
      _ = (first, second, third)
    }
  }

  func testAHeldLoaderStartsNothingUntilResumedAndThenEverythingAskedFor() {
    MainActor.assumeIsolated {
      let images = [url("held-1.png"), url("held-2.png")]
      let fake = FakeImageSource(
        network: Dictionary(
          uniqueKeysWithValues: images.map { ($0, TestImages.png(width: 4, height: 4)) }))
      let loader = ImageLoader(source: fake.source)
      loader.hold()
      let targets = images.map { _ in Target() }
      var delivered = 0
      for (image, target) in zip(images, targets) {
        loader.load(image, for: target) { _ in delivered += 1 }
      }
      // Cancelling a held request forgets it: only the other is fetched after resuming.
      loader.cancel(for: targets[0])
      // An unheld loader asked for the same picture meanwhile has it: the held one would have
      // fetched by then too, had it not been held.
      let control = FakeImageSource(network: [images[1]: TestImages.png(width: 4, height: 4)])
      let unheld = ImageLoader(source: control.source)
      let controlTarget = Target()
      var controlDelivered = false
      unheld.load(images[1], for: controlTarget) { _ in controlDelivered = true }
      pump(until: { controlDelivered }, "an unheld loader never delivered")
      XCTAssertEqual(control.counts().fetches, 1)
      XCTAssertEqual(fake.counts().fetches, 0, "a held loader fetched before resume()")
      XCTAssertEqual(delivered, 0)
      loader.resume()
      pump(until: { delivered == 1 }, "resume() never started the held request")
      XCTAssertEqual(fake.counts().fetches, 1)
      XCTAssertEqual(loader.activeLoadCount, 0)
    }
  }

  func testConcurrentRequestsForOneURLShareOneDownload() {
    MainActor.assumeIsolated {
      let image = url("shared.png")
      let fake = FakeImageSource(network: [image: TestImages.png(width: 8, height: 8)])
      fake.hold()
      let loader = ImageLoader(source: fake.source)
      let targets = (0..<5).map { _ in Target() }
      var delivered = 0
      for target in targets { loader.load(image, for: target) { _ in delivered += 1 } }
      pump(until: { fake.counts().fetches == 1 })
      XCTAssertEqual(loader.activeLoadCount, 1)
      // One waiter leaving does not stop a download others still want.
      loader.cancel(for: targets[0])
      XCTAssertEqual(loader.activeLoadCount, 1)
      fake.release()
      pump(until: { delivered == 4 }, "the shared download never reached every waiter")
      XCTAssertEqual(fake.counts().fetches, 1)
      XCTAssertEqual(loader.activeLoadCount, 0)
    }
  }

  func testAFastScrollLeavesOnlyTheVisibleCardsLoading() {
    MainActor.assumeIsolated {
      let fake = FakeImageSource()
      fake.hold()
      let loader = ImageLoader(source: fake.source)
      let visibleCards = (0..<24).map { _ in Target() }
      // 2 000 binds: the grid recycles 24 cards over 2 000 recipes, each with its own picture.
      for index in 0..<2_000 {
        loader.load(url("recipe-\(index).jpg"), for: visibleCards[index % visibleCards.count]) {
          _ in
        }
      }
      XCTAssertLessThanOrEqual(loader.activeLoadCount, visibleCards.count)
      pump(
        until: { fake.counts().cancelled >= fake.counts().fetches - visibleCards.count },
        "stale downloads were not cancelled")
      for card in visibleCards { loader.cancel(for: card) }
      XCTAssertEqual(loader.activeLoadCount, 0)
    }
  }

  /// A card rebound away from a picture and another bound to it at once (a list read again
  /// in another order): the first download is cancelled, a second one starts, and the
  /// cancelled one finishing late must not take the second's place (it did, and two cards
  /// of a search kept their drawing for good).
  func testACancelledDownloadFinishingLateLeavesTheNewDownloadOfItsPicture() {
    MainActor.assumeIsolated {
      let (moved, other) = (url("moved.png"), url("other.png"))
      let fake = FakeImageSource(
        network: [
          moved: TestImages.png(width: 6, height: 6), other: TestImages.png(width: 7, height: 7),
        ])
      fake.hold()
      let loader = ImageLoader(source: fake.source)
      let (first, second) = (Target(), Target())
      var deliveredToSecond = 0
      loader.load(moved, for: first) { _ in }
      pump(until: { fake.counts().fetches == 1 }, "the first download never started")
      loader.load(other, for: first) { _ in }
      loader.load(moved, for: second) { _ in deliveredToSecond += 1 }
      pump(until: { fake.counts().cancelled == 1 }, "the first download was not cancelled")
      // Turns of the loop for the cancelled download to report back before the new one ends.
      for _ in 0..<50 { if !MainLoop.iterate() { usleep(1_000) } }
      fake.release()
      pump(until: { deliveredToSecond == 1 }, "the picture never reached the card bound to it")
      // The first card's other picture was released too, and may land a turn later.
      pump(until: { loader.activeLoadCount == 0 }, "a download was left running")
      XCTAssertEqual(deliveredToSecond, 1)
      _ = (first, second)
    }
  }

  func testBadImagesAreNeverDeliveredNorCached() {
    MainActor.assumeIsolated {
      let good = TestImages.png(width: 10, height: 10)
      let images: [URL: Data] = [
        url("truncated.png"): good.prefix(good.count / 2),
        url("text.png"): Data("<html>not an image</html>".utf8),
        url("huge.png"): TestImages.pngHeaderOnly(width: 10_000, height: 10_000),
        url("empty.png"): Data(),
        // A photo is never a drawing: remote SVG could declare any size to the renderer.
        url("drawing.svg"): Data(
          #" <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8),
      ]
      let fake = FakeImageSource(network: images)
      let loader = ImageLoader(source: fake.source)
      var delivered = 0
      let targets = images.keys.map { _ in Target() }
      for (target, image) in zip(targets, images.keys) {
        loader.load(image, for: target) { _ in delivered += 1 }
      }
      pump(until: { loader.activeLoadCount == 0 }, "bad images never finished")
      XCTAssertEqual(delivered, 0)
      XCTAssertEqual(fake.counts().stored, 0, "bad bytes are not cached")
    }
  }

  func testJPEGAndPNGDecodeAndTheirHeadersAreRead() throws {
    let jpeg = try Fixtures.data("images/gradient.jpg")
    XCTAssertEqual(ImageHeader.dimensions(of: jpeg)?.width, 96)
    XCTAssertEqual(ImageHeader.dimensions(of: jpeg)?.height, 64)
    XCTAssertEqual(PhotoDecoder.decode(jpeg)?.size.width, 96)
    let png = TestImages.png(width: 7, height: 5)
    XCTAssertEqual(ImageHeader.dimensions(of: png)?.height, 5)
    XCTAssertEqual(PhotoDecoder.decode(png)?.size.height, 5)
  }

  func testThumbnailsAskTheMealDBForItsPreviewSize() throws {
    let remote = try XCTUnwrap(URL(string: "https://www.themealdb.com/images/media/meals/x.jpg"))
    XCTAssertEqual(ImageLoader.thumbnailURL(for: remote).lastPathComponent, "preview")
    XCTAssertEqual(ImageLoader.thumbnailURL(for: url("a.jpg")), url("a.jpg"))
  }
}
