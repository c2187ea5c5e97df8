import CGtk
import Foundation
import RecipesFixtures
import XCTest

@testable import GtkInterop

/// Objects served on the real session bus (the tests run under `dbus-run-session`), called
/// by `gdbus` in another process as any client would.
final class DBusObjectTests: XCTestCase {
  private static let xml = """
    <node>
      <interface name="org.recipesapp.Test">
        <method name="Echo">
          <arg type="as" name="terms" direction="in"/>
          <arg type="u" name="number" direction="in"/>
          <arg type="as" name="reversed" direction="out"/>
          <arg type="aa{sv}" name="metas" direction="out"/>
        </method>
        <method name="Later">
          <arg type="s" name="text" direction="in"/>
          <arg type="s" name="same" direction="out"/>
        </method>
        <method name="Drop"/>
      </interface>
    </node>
    """

  private var connection: DBusConnection?

  override func setUpWithError() throws {
    try super.setUpWithError()
    let environment = ProcessInfo.processInfo.environment
    try XCTSkipIf(
      environment["DBUS_SESSION_BUS_ADDRESS"] == nil,
      "No session bus: these tests run under dbus-run-session in `make test`.")
    connection = try XCTUnwrap(MainActor.assumeIsolated { DBusConnection.session() })
  }

  func testArgumentsArriveAndTheAnswerIsWhatTheClientReads() throws {
    let connection = try XCTUnwrap(self.connection)
    try MainActor.assumeIsolated {
      var seen: [DBusValue] = []
      let object = try DBusObject(
        interface: "org.recipesapp.Test", introspectionXML: Self.xml, path: "/org/recipesapp/Echo",
        on: connection
      ) { call in
        seen = call.arguments
        let terms = call.arguments.first?.strings ?? []
        call.reply([
          .strings(terms.reversed()),
          .dictionaries([["id": .string(terms.first ?? ""), "number": call.arguments[1]]]),
        ])
      }
      let answer = try Self.gdbus(
        connection,
        "/org/recipesapp/Echo", "org.recipesapp.Test.Echo", "['beef', 'rendang']", "7")
      XCTAssertEqual(seen, [.strings(["beef", "rendang"]), .uint32(7)])
      XCTAssertEqual(answer.status, 0, answer.errors)
      XCTAssertEqual(
        answer.output, "(['rendang', 'beef'], [{'id': <'beef'>, 'number': <uint32 7>}])")
      object.unregister()
      let gone = try Self.gdbus(
        connection, "/org/recipesapp/Echo", "org.recipesapp.Test.Echo", "['a']", "1")
      XCTAssertNotEqual(gone.status, 0, "an unregistered object answers no more")
    }
  }

  func testAnAnswerMayComeLater() throws {
    let connection = try XCTUnwrap(self.connection)
    try MainActor.assumeIsolated {
      let object = try DBusObject(
        interface: "org.recipesapp.Test", introspectionXML: Self.xml,
        path: "/org/recipesapp/Later", on: connection
      ) { call in
        // Kept past the handler, answered from the loop.
        MainLoop.whenIdle {
          call.reply([.string("later: " + (call.arguments.first?.string ?? ""))])
        }
      }
      let answer = try Self.gdbus(
        connection, "/org/recipesapp/Later", "org.recipesapp.Test.Later", "'soup'")
      XCTAssertEqual(answer.output, "('later: soup',)", answer.errors)
      object.unregister()
    }
  }

  func testACallLeftUnansweredFailsInsteadOfKeepingTheCallerWaiting() throws {
    let connection = try XCTUnwrap(self.connection)
    try MainActor.assumeIsolated {
      let object = try DBusObject(
        interface: "org.recipesapp.Test", introspectionXML: Self.xml,
        path: "/org/recipesapp/Drop", on: connection
      ) { _ in }
      let answer = try Self.gdbus(connection, "/org/recipesapp/Drop", "org.recipesapp.Test.Drop")
      XCTAssertNotEqual(answer.status, 0)
      XCTAssertTrue(answer.errors.contains("was not answered"), answer.errors)
      object.unregister()
    }
  }

  func testXMLWithoutTheInterfaceIsRefused() throws {
    let connection = try XCTUnwrap(self.connection)
    try MainActor.assumeIsolated {
      XCTAssertThrowsError(
        try DBusObject(
          interface: "org.recipesapp.Missing", introspectionXML: Self.xml, path: "/x",
          on: connection, handler: { _ in }))
      XCTAssertThrowsError(
        try DBusObject(
          interface: "org.recipesapp.Test", introspectionXML: "<node><oops", path: "/x",
          on: connection, handler: { _ in }))
    }
  }

  func testValuesSurviveTheTripThroughGVariant() {
    MainActor.assumeIsolated {
      let values: [DBusValue] = [
        .string("Crème brûlée"), .uint32(4_000_000_000), .strings([]), .strings(["a", "b"]),
        .dictionaries([]),
        .dictionaries([["id": .string("catalog-1"), "gicon": .string("/tmp/a.svg")], [:]]),
      ]
      for value in values {
        let variant = g_variant_ref_sink(value.makeVariant())!
        defer { g_variant_unref(variant) }
        XCTAssertEqual(DBusValue(variant), value)
      }
    }
  }

  // MARK: - A client in another process

  /// `gdbus call` of `method` on this process's connection, the GLib loop running (where
  /// the object answers) until it returns.
  @MainActor
  private static func gdbus(
    _ connection: DBusConnection, _ path: String, _ method: String, _ arguments: String...
  ) throws
    -> GDBusCall.Answer
  {
    try GDBusCall.call(
      destination: connection.uniqueName ?? "", path: path, method: method,
      arguments: arguments
    ) {
      if !MainLoop.iterate() { usleep(1_000) }
    }
  }
}
