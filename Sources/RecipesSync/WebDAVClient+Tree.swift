extension WebDAVClient {
  /// Everything below a folder, and how it was found.
  public struct Tree: Sendable, Equatable {
    /// The folder, and every file and folder below it, sorted by path.
    public var listing: WebDAVListing
    /// Whether one `Depth: infinity` PROPFIND did it (else one `Depth: 1` per folder).
    public var usedDepthInfinity: Bool
    /// How many PROPFIND requests it took.
    public var requestCount: Int
  }

  /// Lists everything below `folder`: one `Depth: infinity` PROPFIND where the server
  /// allows it (and `tryDepthInfinity`), else `Depth: 1` into each folder in turn.
  ///
  /// At most `maximumFolders` folders are walked, against a server whose folders never end.
  public func listTree(
    _ folder: WebDAVPath, tryDepthInfinity: Bool = true, maximumFolders: Int = 20_000
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
    while let next = pending.popLast() {
      guard requests < maximumFolders else {
        throw .badXML("More than \(maximumFolders) folders below \(folder).")
      }
      requests += 1
      let level = try await list(next, .one)
      if next == folder { result.folder = level.folder }
      result.entries += level.entries
      result.skipped += level.skipped
      // Only direct members: a server answering deeper than asked is not walked twice.
      pending += level.entries.filter {
        $0.isCollection && $0.path.components.count == next.components.count + 1
      }.map(\.path)
    }
    result.entries.sort { $0.path < $1.path }
    return Tree(listing: result, usedDepthInfinity: false, requestCount: requests)
  }
}
