import Foundation
import GtkInterop
import RecipesArtwork

/// Loads pictures for cards and detail windows: memory, then disk, then the network; and
/// draws their illustrations.
///
/// Created once by the composition root and injected into the windows (never built by a
/// view). Requests for the same picture share one download (or drawing); a target (a card,
/// a window) has at most one request, and asking for another — or `cancel(for:)` when a
/// card is unbound — drops the old one, cancelling its download when nobody else wants it.
/// So fast scrolling leaves no queue of stale downloads. Bytes are decoded, and
/// illustrations drawn, off the main thread; only the finished texture is handed to the
/// widget, on it. Illustrations share the memory cache, keyed by what they look like.
@MainActor
public final class ImageLoader {
  /// The default bound of decoded images kept in memory.
  public nonisolated static let defaultMemoryBudget = 64 * 1024 * 1024

  /// What is loaded: a photo by its URL, or an illustration drawn at a size.
  enum Key: Hashable, Sendable {
    case photo(URL)
    case illustration(IllustrationArtwork.Look)
  }

  private let source: ImageSource
  private let artwork: IllustrationArtwork
  private let memory: TextureCache<Key>
  private var downloads: [Key: Download] = [:]
  private var requests: [ObjectIdentifier: Request] = [:]
  /// Whether new work waits for `resume()`: while the window lays out its first cards, the
  /// drawing and decoding would compete with it for the machine's cores.
  private var isHeld = false

  /// Creates a loader over `source`, drawing with `artwork`, keeping up to `memoryBudget`
  /// bytes of decoded images.
  public init(
    source: ImageSource, artwork: IllustrationArtwork = .bundled,
    memoryBudget: Int = defaultMemoryBudget
  ) {
    self.source = source
    self.artwork = artwork
    self.memory = TextureCache(byteBudget: memoryBudget)
  }

  /// Queues new work instead of starting it, until `resume()`.
  ///
  /// Pictures already in memory are still handed out at once.
  public func hold() { isHeld = true }

  /// Starts the work queued since `hold()`, and any asked for from now on.
  public func resume() {
    guard isHeld else { return }
    isHeld = false
    for (image, download) in downloads where download.task == nil {
      start(download, of: image)
    }
  }

  /// How many downloads (or disk reads and decodes) are running.
  var activeLoadCount: Int { downloads.count }

  /// How many decoded images are in memory.
  var memoryCount: Int { memory.count }

  /// Loads `url` for `target`, replacing whatever `target` asked for before.
  ///
  /// `deliver` runs on the main actor with the decoded image, unless the request was
  /// replaced or cancelled first; a bad image is never delivered (the illustration stays).
  func load(_ url: URL, for target: AnyObject, deliver: @escaping @MainActor (Texture) -> Void) {
    load(.photo(url), for: target, deliver: deliver)
  }

  /// Loads the picture `image` for `target`, as `load(_:for:deliver:)` does a URL.
  func load(
    _ image: Key, for target: AnyObject, deliver: @escaping @MainActor (Texture) -> Void
  ) {
    let key = ObjectIdentifier(target)
    if requests[key]?.image == image { return }
    cancel(for: target)
    if let texture = memory.texture(for: image) {
      deliver(texture)
      return
    }
    requests[key] = Request(image: image, deliver: deliver)
    if let download = downloads[image] {
      download.waiting.insert(key)
    } else {
      let download = Download()
      download.waiting.insert(key)
      downloads[image] = download
      if !isHeld { start(download, of: image) }
    }
  }

  private func start(_ download: Download, of image: Key) {
    download.task = Task { [source, artwork] in
      let texture = await Self.produce(image, from: source, artwork: artwork)
      self.finish(download, of: image, texture)
    }
  }

  /// Forgets `target`'s request, cancelling its download if nobody else waits for it.
  func cancel(for target: AnyObject) {
    let key = ObjectIdentifier(target)
    guard let request = requests.removeValue(forKey: key) else { return }
    guard let download = downloads[request.image] else { return }
    download.waiting.remove(key)
    if download.waiting.isEmpty {
      download.task?.cancel()
      downloads[request.image] = nil
    }
  }

  /// Hands `texture` to whoever waits for `download`.
  ///
  /// A cancelled download still finishes (with nothing); by then a newer download of the
  /// same picture may have taken its place, for a card rebound to it, and must be left to
  /// finish itself.
  private func finish(_ download: Download, of image: Key, _ texture: Texture?) {
    guard downloads[image] === download else { return }
    downloads[image] = nil
    if let texture { memory.insert(texture, for: image) }
    for key in download.waiting {
      guard let request = requests.removeValue(forKey: key) else { continue }
      if let texture { request.deliver(texture) }
    }
  }

  /// Makes the texture of `image`, off the main thread.
  ///
  /// An illustration is drawn; a photo comes from the disk cache, else the network, and is
  /// validated and decoded.
  @concurrent
  private static func produce(
    _ image: Key, from source: ImageSource, artwork: IllustrationArtwork
  ) async -> Texture? {
    let url: URL
    switch image {
    case .illustration(let look): return artwork.draw(look)
    case .photo(let photo): url = photo
    }
    if let data = await source.cached(url), let texture = PhotoDecoder.decode(data) {
      return texture
    }
    guard !Task.isCancelled, let data = try? await source.fetch(url), !Task.isCancelled,
      let texture = PhotoDecoder.decode(data)
    else { return nil }
    await source.store(data, url)
    return texture
  }

  /// The URL to ask for a thumbnail: TheMealDB serves small `/preview` variants.
  nonisolated static func thumbnailURL(for url: URL) -> URL {
    guard let host = url.host?.lowercased(), host.hasSuffix("themealdb.com") else { return url }
    return url.appendingPathComponent("preview")
  }

  private struct Request {
    let image: Key
    let deliver: @MainActor (Texture) -> Void
  }

  private final class Download {
    var waiting: Set<ObjectIdentifier> = []
    var task: Task<Void, Never>?
  }
}

extension ImageLoader: ImageLoading {
  func loadThumbnail(into card: RecipeCardView) {
    if let look = card.illustrationLook {
      load(.illustration(look), for: card.illustrationLayer) { [weak card] texture in
        card?.showIllustration(texture, of: look)
      }
    } else {
      cancel(for: card.illustrationLayer)
    }
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
    cancel(for: card.illustrationLayer)
  }

  func loadThumbnail(into row: PlanEntryRow) {
    if let look = row.illustrationLook {
      load(.illustration(look), for: row.illustrationLayer) { [weak row] texture in
        row?.showIllustration(texture)
      }
    }
    guard let url = row.card.thumbnailURL else { return }
    load(Self.thumbnailURL(for: url), for: row) { [weak row] texture in
      row?.showThumbnail(texture)
    }
  }

  func loadHero(_ url: URL, into window: RecipeDetailWindow) {
    load(url, for: window) { [weak window] texture in
      window?.showHeroImage(texture, from: url)
    }
  }

  func loadPicture(_ url: URL, into editor: EditorWindow) {
    load(url, for: editor) { [weak editor] texture in
      editor?.showPicture(texture, from: url)
    }
  }

  func loadHeroIllustration(into window: RecipeDetailWindow) {
    guard let look = window.heroIllustrationLook else { return }
    load(.illustration(look), for: window.heroIllustrationLayer) { [weak window] texture in
      window?.showHeroIllustration(texture, of: look)
    }
  }
}
