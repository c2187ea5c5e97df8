import Foundation
import RecipesCore
import RecipesSync
import Testing

/// What a failed sync tells the cook, in the window and on the command line: one line of
/// words for every way the server can fail — never a Swift case name — and the kind that
/// decides whether the app tries again.
@Suite struct SyncFailureMessageTests {
  private static let folder =
    URL(string: "https://cloud.example.test/dav/Recipes/") ?? URL(fileURLWithPath: "/")

  private static let everyServerFailure: [WebDAVError] = [
    .unauthorized, .forbidden, .notFound, .conflict, .preconditionFailed, .alreadyExists,
    .locked, .insufficientStorage, .serverError(503), .unexpectedStatus(302),
    .unexpectedStatus(418), .depthInfinityRefused, .badXML("line 3: unclosed <d:href>"),
    .unsafeHref("https://elsewhere.example.test/x"), .invalidPath("../up"),
    .tooLarge(limit: 1_048_576), .transport(.offline),
    .transport(.refusedURL("http://cloud.example.test/dav/")),
    .transport(.timedOut),
  ]

  @Test(arguments: everyServerFailure)
  func everyFailureIsOneLineOfWords(_ error: WebDAVError) {
    let message = SyncFailure(.server(error), folder: Self.folder).message
    #expect(!message.isEmpty)
    #expect(!message.contains("\n"))
    for caseName in [
      "unauthorized", "forbidden", "notFound", "preconditionFailed", "alreadyExists",
      "insufficientStorage", "serverError", "unexpectedStatus", "depthInfinityRefused", "badXML",
      "unsafeHref", "invalidPath", "tooLarge", "transport", "refusedURL", "WebDAVError",
    ] {
      #expect(!message.contains(caseName), "\(message)")
    }
  }

  @Test func theKindDecidesWhatHappensNext() {
    let kinds = [
      (WebDAVError.unauthorized, SyncFailure.Kind.password), (.notFound, .setup),
      (.unexpectedStatus(301), .setup),
      (.transport(.refusedURL("http://cloud.example.test/dav/")), .setup),
      (.transport(.offline), .unreachable), (.serverError(500), .server), (.locked, .server),
      (.preconditionFailed, .server), (.badXML("x"), .server),
    ]
    for (error, kind) in kinds {
      #expect(SyncFailure(error, folder: Self.folder).kind == kind, "\(error)")
    }
  }

  @Test func theLinesSayWhatHappenedAndWhereAndWhatToDo() {
    func line(_ error: WebDAVError) -> String { SyncFailure(error, folder: Self.folder).message }
    #expect(line(.notFound) == "there is no folder at https://cloud.example.test/dav/Recipes/")
    #expect(
      line(.transport(.connectionRefused))
        == "could not reach https://cloud.example.test/dav/Recipes/: the connection was refused",
      "the cook's own server, not the recipe server")
    #expect(line(.serverError(503)).hasPrefix("the server failed (HTTP 503)"))
    #expect(
      line(.unsafeHref("https://elsewhere.example.test/x"))
        == "the server's answer could not be used (it named a file outside the folder: "
        + "https://elsewhere.example.test/x); nothing here was lost")
    #expect(line(.transport(.refusedURL("http://cloud.example.test/dav/"))).contains("https"))
    #expect(
      !line(.transport(.refusedURL("http://cloud.example.test/dav/"))).contains("--allow-http"),
      "no flag in the window")
  }
}
