import Foundation
import RecipesFixtures
import Testing

/// A real Apache mod_dav for the `recipes sync` tests, and the command-line pieces that talk
/// to it: the password file, the folder address, a recipe folder to import.
struct SyncServer {
  let apache: ApacheWebDAVServer
  /// Holds the password file and the recipe folders to import.
  let files: TemporaryDirectory

  static func start() async throws -> SyncServer {
    let apache = try await ApacheWebDAVServer.start(allowsDepthInfinity: false)
    let server = SyncServer(apache: apache, files: try TemporaryDirectory(label: "sync-cli"))
    try Data((apache.password + "\n").utf8).write(to: server.passwordFile)
    return server
  }

  /// The `Recipes/` folder (missing until the first sync makes it), a WebDAV folder address.
  var folder: String { apache.baseURL.appendingPathComponent("Recipes/").absoluteString }

  /// A file holding the right password and a line break.
  var passwordFile: URL { files.file("password") }

  /// `sync --server FOLDER --user cook --password-file FILE`.
  var firstSync: [String] {
    ["sync", "--server", folder, "--user", apache.user, "--password-file", passwordFile.path]
  }

  /// Writes a Cookbook folder of one recipe, with `picture` as its `full.jpg`, and returns
  /// the folder to import.
  func recipeFolder(_ name: String, picture: Data? = nil) throws -> URL {
    let folder = files.file("book-\(name)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var document: [String: Any] = [
      "@context": "https://schema.org", "@type": "Recipe", "name": name,
      "recipeIngredient": ["2 leeks", "1 l stock"], "recipeInstructions": ["Simmer."],
    ]
    if let picture {
      try picture.write(to: folder.appendingPathComponent("full.jpg"))
      document["image"] = "full.jpg"
    }
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.appendingPathComponent("recipe.json"))
    return folder
  }

  /// The names of the recipe folders below `Recipes/` on the server's disk.
  func remoteFolders(_ path: String = "Recipes") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: apache.file(path).path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }
}

extension CommandLineRun {
  /// Imports `folder` offline as own recipes.
  func importFolder(_ folder: URL) async throws {
    let result = await self(["import", folder.path, "--offline"] + dataDirectory)
    #expect(result.status == 0, "\(result.errors)")
  }

  /// The names of the own recipes, sorted.
  func ownNames() async throws -> [String] {
    let list = await self(["--offline", "list", "--mine", "--json"] + dataDirectory)
    return try list.rows().compactMap { $0["name"] as? String }.sorted()
  }
}
