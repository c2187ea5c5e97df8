extension WebDAVClient {
  /// Everything below a folder that was walked, and how it was found.
  public struct Tree: Sendable, Equatable {
    /// The folder, and every file and folder listed below it, sorted by path.
    public var listing: WebDAVListing
    /// Whether one `Depth: infinity` PROPFIND did it (else one `Depth: 1` per folder).
    public var usedDepthInfinity: Bool
    /// How many PROPFIND requests it took.
    public var requestCount: Int
  }

  /// Lists everything below `folder`: one `Depth: infinity` PROPFIND where the server
  /// allows it (and `tryDepthInfinity`), else `Depth: 1` into each folder in turn, the
  /// folders `descendsInto` takes (all of them unless told) and no others.
  ///
  /// At most `maximumFolders` folders are walked, against a server whose folders never end.
  /// The sync's scan (`RemoteScan`) walks only the recipe folders that changed.
  public func listTree(
    _ folder: WebDAVPath, tryDepthInfinity: Bool = true, maximumFolders: Int = 20_000,
    descendsInto: (WebDAVEntry) -> Bool = { _ in true }
  ) async throws(WebDAVError) -> Tree {
    var requests = 0
    if tryDepthInfinity {
      requests += 1
      do {
        return Tree(
          listing: try await list(folder, .infinity), usedDepthInfinity: true,
          requestCount: requests)
      } catch .depthInfinityRefused {
        // Walk level by level below.
      }
    }
    var pending = [folder]
    var result = WebDAVListing(folder: nil, entries: [])
    var index = 0
    // First in, first out: the folders are asked for in the order they are listed.
    while index < pending.count {
      let next = pending[index]
      index += 1
      guard requests < maximumFolders else {
        throw .badXML("More than \(maximumFolders) folders below \(folder).")
      }
      requests += 1
      let level = try await list(next, .one)
      if next == folder { result.folder = level.folder }
      // Only direct members: a server answering deeper than asked is not walked twice.
      let members = level.entries.filter {
        $0.path.components.count == next.components.count + 1
      }
      result.entries += members
      result.skipped += level.skipped
      pending += members.filter { $0.isCollection && descendsInto($0) }.map(\.path)
    }
    result.entries.sort { $0.path < $1.path }
    return Tree(listing: result, usedDepthInfinity: false, requestCount: requests)
  }
}
