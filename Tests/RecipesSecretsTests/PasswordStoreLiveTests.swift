import Foundation
import RecipesCore
import RecipesSecrets
import Testing

/// The live password store against a real GNOME Keyring on the test's D-Bus session.
@Suite(.serialized)
struct PasswordStoreLiveTests {
  private static let server = "https://cloud.example.org/remote.php/dav/files/cook/Recipes/"

  /// Without a session bus, then with the test's own keyring: one test, so the check
  /// without a bus runs before libsecret has connected to the bus.
  @Test(.enabled(if: TestKeyring.unavailableReason == nil, skipReason))
  func aPasswordIsStoredReadReplacedAndForgotten() async throws {
    let key = PasswordKey(
      server: try #require(URL(string: Self.server)), user: "cook", purpose: .recipeSync)
    try await withoutSessionBus {
      await #expect(throws: PasswordStoreError.unavailable(unavailableLine)) {
        try await PasswordStore.live().password(key)
      }
    }
    let keyring = try TestKeyring()
    defer { keyring.stop() }
    let store = PasswordStore.live()
    #expect(try await store.password(key) == nil)
    try await store.save("first: pâte & #1", key)
    #expect(try await store.password(key) == "first: pâte & #1")
    try await store.save("second", key)
    #expect(try await store.password(key) == "second")
    var calendar = key
    calendar.purpose = .calendar
    #expect(try await store.password(calendar) == nil)
    var otherUser = key
    otherUser.user = "guest"
    #expect(try await store.password(otherUser) == nil)
    try await store.forget(key)
    #expect(try await store.password(key) == nil)
    try await store.forget(key)
  }

  private static let skipReason = Comment(rawValue: TestKeyring.unavailableReason ?? "")

  private let unavailableLine =
    "No keyring answers on this desktop, so the password cannot be remembered."

  /// Runs `body` with the session bus's address pointing nowhere.
  ///
  /// The variable is set when this runs (the test skips without a bus unless required), so
  /// glibc replaces its value in place: threads reading the environment meanwhile (curl
  /// reads its proxy variables) see the old value or the new one, never a freed array.
  private func withoutSessionBus(_ body: () async throws -> Void) async throws {
    let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
    setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/recipes-test-bus", 1)
    defer {
      if let saved {
        setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1)
      } else {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
      }
    }
    try await body()
  }
}
