import Foundation
import RecipesCore
import Testing

/// The folder an address means: a Nextcloud's root becomes the user's Cookbook folder, any
/// other address is the folder itself; what cannot be used says so in one line.
@Suite("SyncFolderAddress")
struct SyncFolderAddressTests {
  @Test(arguments: [
    (
      "https://cloud.example.org", "alice",
      "https://cloud.example.org/remote.php/dav/files/alice/Recipes/"
    ),
    (
      "https://cloud.example.org/", "bob smith",
      "https://cloud.example.org/remote.php/dav/files/bob%20smith/Recipes/"
    ),
    ("http://127.0.0.1:8080", "alice", "http://127.0.0.1:8080/remote.php/dav/files/alice/Recipes/"),
    ("https://dav.example.org/cook/Recipes", "alice", "https://dav.example.org/cook/Recipes/"),
    ("https://dav.example.org/cook/", "alice", "https://dav.example.org/cook/"),
  ])
  func anAddressMeansItsFolder(server: String, user: String, folder: String) throws {
    let address = try SyncFolderAddress(server: server, user: user)
    #expect(address.folderURL.absoluteString == folder)
  }

  @Test func aNamedCookbookFolderGoesWithANextcloudAddressOnly() throws {
    let address = try SyncFolderAddress(
      server: "https://cloud.example.org", user: "alice", folder: "Kochbuch")
    #expect(
      address.folderURL.absoluteString
        == "https://cloud.example.org/remote.php/dav/files/alice/Kochbuch/")
    #expect(address.isNextcloud)
    #expect(throws: SyncFolderAddress.Problem.folderWithFolderAddress) {
      try SyncFolderAddress(server: "https://dav.example.org/cook/", user: "a", folder: "X")
    }
  }

  @Test func whatCannotBeUsedSaysWhy() {
    #expect(throws: SyncFolderAddress.Problem.notHTTP("ftp://example.org")) {
      try SyncFolderAddress(server: "ftp://example.org", user: "alice")
    }
    #expect(throws: SyncFolderAddress.Problem.extraParts) {
      try SyncFolderAddress(server: "https://alice:secret@cloud.example.org", user: "alice")
    }
    #expect(throws: SyncFolderAddress.Problem.badFolderName("../x")) {
      try SyncFolderAddress(server: "https://cloud.example.org", user: "alice", folder: "../x")
    }
    #expect(
      SyncFolderAddress.Problem.notHTTP("cloud").message
        == "“cloud” is not an http or https address")
  }
}
