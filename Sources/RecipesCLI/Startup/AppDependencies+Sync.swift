import Foundation
import RecipesArtwork
import RecipesCore
import RecipesImport
import RecipesNetwork
import RecipesSync

extension AppDependencies {
  /// The client of the WebDAV folder at `folder`, over the app's session.
  ///
  /// The session's URL policy holds: plain http only to loopback and `--allow-http` hosts,
  /// credentials never to another origin after a redirect. `.transport(.offline)` with
  /// `--offline`.
  nonisolated func webDAVClient(
    folder: URL, credentials: HTTPCredentials
  ) throws(WebDAVError) -> WebDAVClient {
    guard let session else { throw .transport(.offline) }
    return try .live(
      session: session, folder: folder, credentials: credentials, timeout: requestTimeout)
  }

  /// The sync engine of `account`'s folder through `dav`, on the library, this machine's name
  /// and the wall clock.
  nonisolated func syncEngine(dav: WebDAVClient, account: SyncAccount) -> SyncEngine {
    SyncEngine(
      dav: dav, library: library, account: account, pictures: syncPictures,
      machineName: Self.machineName(), now: { Date() })
  }

  /// Pictures read where the importer keeps them (the data folder, the image cache, else the
  /// network) and downloaded ones kept in the data folder's `pictures/`, which the window
  /// shows offline.
  nonisolated var syncPictures: SyncPictures {
    let kept = SyncPictures.files(
      in: location.libraryDirectory.appendingPathComponent(PictureStore.folderName))
    return SyncPictures(
      read: { url in await self.pictureData(url) }, keep: kept.keep,
      thumbnail: { data, size in SyncThumbnail.jpeg(of: data, size: size) })
  }

  /// The host's name without its domain ("kitchen" of "kitchen.home.arpa"), which names
  /// conflict copies.
  nonisolated static func machineName() -> String {
    let name = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init)
    return name.flatMap { $0.isEmpty ? nil : $0 } ?? "Linux"
  }
}
