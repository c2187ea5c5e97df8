import Foundation
import RecipesCore
import Testing

@testable import RecipesCLI

/// What the cook types as the calendar's address: a bare server is a Nextcloud's default
/// calendar of the user, any other address stands for itself.
@Suite("Calendar address typed in the window")
struct CalendarAddressTests {
  @Test(arguments: [
    (
      "https://cloud.example.org",
      "https://cloud.example.org/remote.php/dav/calendars/alice/personal/"
    ),
    ("cloud.example.org/", "https://cloud.example.org/remote.php/dav/calendars/alice/personal/"),
    ("https://dav.example.org/cal/alice/meals", "https://dav.example.org/cal/alice/meals/"),
    ("http://127.0.0.1:5232/alice/meals/", "http://127.0.0.1:5232/alice/meals/"),
  ])
  func addressesBecomeCalendars(typed: String, expected: String) throws {
    let url = try AppDependencies.calendarAddress(typed, user: "alice")
    #expect(url.absoluteString == expected)
  }

  @Test func textThatIsNoAddressIsASetupFailure() {
    #expect(throws: SyncFailure.self) {
      try AppDependencies.calendarAddress("ftp://cloud.example.org", user: "alice")
    }
    #expect(throws: SyncFailure.self) {
      try AppDependencies.calendarAddress("https://cloud.example.org", user: "al/ice")
    }
  }
}
