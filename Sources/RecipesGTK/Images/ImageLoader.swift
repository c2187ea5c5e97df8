import Foundation
import GtkInterop

/// Loads pictures for cards and detail windows: memory, then disk, then the network.
///
/// Created once by the composition root and injected into the windows (never built by a
/// view). Requests for the same URL share one download; a target (a card, a window) has
/// at most one request, and asking for another — or `cancel(for:)` when a card is unbound —
/// drops the old one, cancelling its download when nobody else wants it. So fast scrolling
/// leaves no queue of stale downloads. Bytes are decoded off the main thread; only the
/// finished texture is handed to the widget, on it.
@MainActor
public final class ImageLoader {
  /// The default bound of decoded images kept in memory.
  public nonisolated static let defaultMemoryBudget = 64 * 1024 * 1024
  /// Images with more pixels than this are refused before decoding.
  public nonisolated static let maximumPixels = 40_000_000

  private let source: ImageSource
  private let memory: TextureCache
  private var downloads: [URL: Download] = [:]
  private var requests: [ObjectIdentifier: Request] = [:]

  /// Creates a loader over `source`, keeping up to `memoryBudget` bytes of decoded images.
  public init(source: ImageSource, memoryBudget: Int = defaultMemoryBudget) {
    self.source = source
    self.memory = TextureCache(byteBudget: memoryBudget)
  }

  /// How many downloads (or disk reads and decodes) are running.
  var activeLoadCount: Int { downloads.count }

  /// How many decoded images are in memory.
  var memoryCount: Int { memory.count }

  /// Loads `url` for `target`, replacing whatever `target` asked for before.
  ///
  /// `deliver` runs on the main actor with the decoded image, unless the request was
  /// replaced or cancelled first; a bad image is never delivered (the placeholder stays).
  func load(_ url: URL, for target: AnyObject, deliver: @escaping @MainActor (Texture) -> Void) {
    let key = ObjectIdentifier(target)
    if requests[key]?.url == url { return }
    cancel(for: target)
    if let texture = memory.texture(for: url) {
      deliver(texture)
      return
    }
    requests[key] = Request(url: url, deliver: deliver)
    if let download = downloads[url] {
      download.waiting.insert(key)
    } else {
      let download = Download()
      download.waiting.insert(key)
      downloads[url] = download
      download.task = Task { [source] in
        let texture = await Self.produce(url, from: source)
        self.finish(url, texture)
      }
    }
  }

  /// Forgets `target`'s request, cancelling its download if nobody else waits for it.
  func cancel(for target: AnyObject) {
    let key = ObjectIdentifier(target)
    guard let request = requests.removeValue(forKey: key) else { return }
    guard let download = downloads[request.url] else { return }
    download.waiting.remove(key)
    if download.waiting.isEmpty {
      download.task?.cancel()
      downloads[request.url] = nil
    }
  }

  private func finish(_ url: URL, _ texture: Texture?) {
    guard let download = downloads.removeValue(forKey: url) else { return }
    if let texture { memory.insert(texture, for: url) }
    for key in download.waiting {
      guard let request = requests.removeValue(forKey: key) else { continue }
      if let texture { request.deliver(texture) }
    }
  }

  /// Disk cache, else network; validated and decoded off the main thread.
  @concurrent
  private static func produce(_ url: URL, from source: ImageSource) async -> Texture? {
    if let data = await source.cached(url), let texture = decode(data) { return texture }
    guard !Task.isCancelled, let data = try? await source.fetch(url), !Task.isCancelled,
      let texture = decode(data)
    else { return nil }
    await source.store(data, url)
    return texture
  }

  /// Decodes `data`, refusing what is not an image or has too many pixels.
  nonisolated static func decode(_ data: Data) -> Texture? {
    if let size = ImageHeader.dimensions(of: data), size.width * size.height > maximumPixels {
      return nil
    }
    guard let texture = Texture(decoding: data) else { return nil }
    guard texture.size.width * texture.size.height <= maximumPixels else { return nil }
    return texture
  }

  /// The URL to ask for a thumbnail: TheMealDB serves small `/preview` variants.
  nonisolated static func thumbnailURL(for url: URL) -> URL {
    guard let host = url.host?.lowercased(), host.hasSuffix("themealdb.com") else { return url }
    return url.appendingPathComponent("preview")
  }

  private struct Request {
    let url: URL
    let deliver: @MainActor (Texture) -> Void
  }

  private final class Download {
    var waiting: Set<ObjectIdentifier> = []
    var task: Task<Void, Never>?
  }
}

extension ImageLoader: ImageLoading {
  func loadThumbnail(into card: RecipeCardView) {
    guard let url = card.thumbnailURL else {
      cancel(for: card)
      return
    }
    load(Self.thumbnailURL(for: url), for: card) { [weak card] texture in
      guard let card, card.thumbnailURL == url else { return }
      card.showThumbnail(texture)
    }
  }

  func cancelThumbnail(for card: RecipeCardView) {
    cancel(for: card)
  }

  func loadHero(_ url: URL, into window: RecipeDetailWindow) {
    load(url, for: window) { [weak window] texture in
      window?.showHeroImage(texture, from: url)
    }
  }
}
