import Foundation
import Testing

@testable import RecipesCore

/// What the "Sync…" form says when Connect fails: a sentence on the field concerned, naming
/// the server and folder as typed, never the WebDAV path derived from them.
@Suite("Sync form errors")
struct SyncFormErrorTests {
  private func said(_ cause: SyncFailure.Cause, _ address: String = "cloud.example.org")
    -> AccountFormError
  {
    let failure = SyncFailure(
      .setup, "at https://cloud.example.org/remote.php/dav/files/alice/Recipes/", cause: cause)
    return SyncFeature.formError(failure, address: address, user: "alice")
  }

  @Test func eachCauseIsSaidOnItsFieldInTheCooksWords() {
    #expect(
      said(.refused)
        == AccountFormError(
          .password,
          "The server cloud.example.org refused this user name or app password. Check both."))
    #expect(
      said(.forbidden)
        == AccountFormError(
          .user, "The server cloud.example.org does not let alice use the folder “Recipes”."))
    #expect(
      said(.noParentFolder, "https://dav.example.org:8080/cook/Recipes")
        == AccountFormError(
          .address,
          "The server dav.example.org:8080 has no folder “cook/Recipes”. Check the address."
        ))
    #expect(
      said(.unreachable(reason: "the connection was refused"))
        == AccountFormError(
          .address, "The server cloud.example.org could not be reached: the connection was refused."
        ))
    for cause: SyncFailure.Cause in [.notFound, .redirected, .plainHTTP, .notAFolder] {
      let error = said(cause)
      #expect(error.field == .address)
      #expect(!error.message.contains("remote.php"), "\(cause)")
      #expect(error.message.hasPrefix("The server cloud.example.org "), "\(cause)")
    }
  }

  @Test func aFailureWithoutCauseIsASentenceOnTheFieldItsKindConcerns() {
    let failure = SyncFailure(.server, "the server failed (HTTP 500); nothing here was lost")
    #expect(
      SyncFeature.formError(failure, address: "cloud.example.org", user: "alice")
        == AccountFormError(.form, "The server failed (HTTP 500); nothing here was lost."))
    #expect(AccountFormError(.form, "Done already.").message == "Done already.")
  }
}
