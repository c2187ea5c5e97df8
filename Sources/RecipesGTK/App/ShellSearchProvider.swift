import Foundation
import GtkInterop
import RecipesCore

/// The Activities search: GNOME Shell's `org.gnome.Shell.SearchProvider2`, served on the
/// application's bus name at `objectPath` (the installed `…search-provider.ini` names both).
///
/// The Shell sends the words typed in the overview; the answers come from `ShellSearch`
/// (the library), never from a window. Choosing a result opens its recipe, "more results"
/// the main window searching for the words: through `openRecipe` and `launchSearch`, which
/// activate the app first. The app is held while an answer is read, so the bus's service
/// waits for it.
@MainActor
final class ShellSearchProvider {
  /// Where the provider is served.
  nonisolated static let objectPath = "/org/recipesapp/Recipes/SearchProvider"
  /// The interface the Shell calls.
  nonisolated static let interface = "org.gnome.Shell.SearchProvider2"
  /// The interface as the Shell defines it (gnome-shell's
  /// `org.gnome.Shell.SearchProvider2.xml`).
  nonisolated static let introspectionXML = """
    <node>
      <interface name="org.gnome.Shell.SearchProvider2">
        <method name="GetInitialResultSet">
          <arg type="as" name="terms" direction="in"/>
          <arg type="as" name="results" direction="out"/>
        </method>
        <method name="GetSubsearchResultSet">
          <arg type="as" name="previous_results" direction="in"/>
          <arg type="as" name="terms" direction="in"/>
          <arg type="as" name="results" direction="out"/>
        </method>
        <method name="GetResultMetas">
          <arg type="as" name="identifiers" direction="in"/>
          <arg type="aa{sv}" name="metas" direction="out"/>
        </method>
        <method name="ActivateResult">
          <arg type="s" name="identifier" direction="in"/>
          <arg type="as" name="terms" direction="in"/>
          <arg type="u" name="timestamp" direction="in"/>
        </method>
        <method name="LaunchSearch">
          <arg type="as" name="terms" direction="in"/>
          <arg type="u" name="timestamp" direction="in"/>
        </method>
      </interface>
    </node>
    """

  private let search: ShellSearch
  private let iconName: String
  private let application: Application
  private let openRecipe: @MainActor (Recipe.ID, _ timestamp: UInt32) -> Void
  private let launchSearch: @MainActor (String, _ timestamp: UInt32) -> Void
  private var object: DBusObject?

  /// A provider answering from `search`; results without a picture show `iconName`.
  ///
  /// `openRecipe` and `launchSearch` are given the time of the click in the overview, for
  /// the window they bring to the front.
  init(
    search: ShellSearch, iconName: String, application: Application,
    openRecipe: @escaping @MainActor (Recipe.ID, _ timestamp: UInt32) -> Void,
    launchSearch: @escaping @MainActor (String, _ timestamp: UInt32) -> Void
  ) {
    self.search = search
    self.iconName = iconName
    self.application = application
    self.openRecipe = openRecipe
    self.launchSearch = launchSearch
  }

  /// Serves the provider on `connection` (the application's, as it registers).
  ///
  /// A provider that cannot be served leaves the app as it was: only the overview misses it.
  func export(on connection: DBusConnection) {
    do {
      object = try DBusObject(
        interface: Self.interface, introspectionXML: Self.introspectionXML,
        path: Self.objectPath, on: connection
      ) { [weak self] call in self?.answer(call) }
    } catch {
      FileHandle.standardError.write(
        Data("recipes: the Activities search is not served: \(error.message)\n".utf8))
    }
  }

  /// Stops serving it (the application leaves the bus).
  func unexport() {
    object?.unregister()
    object = nil
  }

  private func answer(_ call: DBusMethodCall) {
    let arguments = call.arguments
    switch call.method {
    case "GetInitialResultSet":
      let terms = arguments.first?.strings ?? []
      reply(call) { [search] in .strings(try await search.resultIDs(for: terms).map(\.rawValue)) }
    case "GetSubsearchResultSet":
      let previous = (arguments.first?.strings ?? []).map(Recipe.ID.init(rawValue:))
      let terms = arguments.dropFirst().first?.strings ?? []
      reply(call) { [search] in
        .strings(
          try await search.refinedResultIDs(previous: previous, terms: terms).map(\.rawValue))
      }
    case "GetResultMetas":
      let ids = (arguments.first?.strings ?? []).map(Recipe.ID.init(rawValue:))
      reply(call) { [search, iconName] in
        .dictionaries(try await search.results(ids).map { Self.meta($0, iconName: iconName) })
      }
    case "ActivateResult":
      call.reply()
      guard let id = arguments.first?.string, !id.isEmpty else { return }
      openRecipe(Recipe.ID(rawValue: id), Self.timestamp(arguments.dropFirst(2).first))
    case "LaunchSearch":
      call.reply()
      launchSearch(
        ShellSearch.searchText(arguments.first?.strings ?? []),
        Self.timestamp(arguments.dropFirst().first))
    default:
      call.fail("no method \(call.method)", name: "org.freedesktop.DBus.Error.UnknownMethod")
    }
  }

  /// Answers `call` with what `read` reads from the library, holding the app meanwhile; a
  /// library that fails answers with its error (the Shell's journal shows it).
  private func reply(
    _ call: DBusMethodCall, with read: @escaping @Sendable () async throws -> DBusValue
  ) {
    application.hold()
    Task { @MainActor [application] in
      defer { application.release() }
      do {
        call.reply([try await read()])
      } catch {
        call.fail("the library could not be searched: \(error)")
      }
    }
  }

  /// The `u` timestamp argument, 0 ("now") when missing.
  private static func timestamp(_ argument: DBusValue?) -> UInt32 {
    if case .uint32(let timestamp) = argument { return timestamp }
    return 0
  }

  /// A result's meta as the Shell reads it: `id`, `name`, `description` when there is one,
  /// and `gicon`, the picture's path or the app's icon name (`g_icon_new_for_string`).
  nonisolated static func meta(_ result: ShellSearchResult, iconName: String)
    -> [String: DBusValue]
  {
    var meta: [String: DBusValue] = [
      "id": .string(result.id.rawValue), "name": .string(result.name),
      "gicon": .string(result.picture?.path ?? iconName),
    ]
    if let description = result.description { meta["description"] = .string(description) }
    return meta
  }
}
