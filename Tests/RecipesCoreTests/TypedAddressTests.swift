import Foundation
import RecipesCore
import Testing

/// An address typed without its scheme, read as a browser reads it: the one rule of the
/// import dialog and the account forms.
@Suite("TypedAddress")
struct TypedAddressTests {
  @Test(arguments: [
    ("cloud.example.org", "https://cloud.example.org"),
    (" cloud.example.org ", "https://cloud.example.org"),
    ("cloud.example.org:8443/dav/", "https://cloud.example.org:8443/dav/"),
    ("kitchen.example.org/shortbread", "https://kitchen.example.org/shortbread"),
    ("localhost:5232/cal", "https://localhost:5232/cal"),
  ])
  func aHostWithoutSchemeIsHTTPSInAForm(typed: String, address: String) {
    #expect(TypedAddress.assumingHTTPS(typed, mayBeFile: false)?.absoluteString == address)
  }

  @Test(arguments: ["https://cloud.example.org", "ftp://cloud.example.org", "", "/home/a", "a b"])
  func anAddressWithItsSchemeOrNoHostIsLeftAlone(typed: String) {
    #expect(TypedAddress.assumingHTTPS(typed, mayBeFile: false) == nil)
  }

  @Test func whereAFileMayBeMeantAHostAloneIsAFileUnlessItStartsWithWWW() {
    #expect(TypedAddress.assumingHTTPS("scones.json", mayBeFile: true) == nil)
    #expect(TypedAddress.assumingHTTPS("localhost/scones", mayBeFile: true) == nil)
    #expect(
      TypedAddress.assumingHTTPS("www.example.org", mayBeFile: true)?.absoluteString
        == "https://www.example.org")
    #expect(
      TypedAddress.assumingHTTPS("kitchen.example.org/scones", mayBeFile: true)?.absoluteString
        == "https://kitchen.example.org/scones")
  }
}
