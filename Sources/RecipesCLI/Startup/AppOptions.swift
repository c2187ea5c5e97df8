import ArgumentParser
import Foundation
import RecipesLocalization

/// The options every command and the window share.
public struct AppOptions: ParsableArguments, Sendable {
  /// `--offline`: no network at all; the library answers alone.
  @Flag(help: ArgumentHelp(localized("Never use the network: show and search saved recipes only.")))
  public var offline = false

  /// `--api-url`: the API's base URL, ending in `/`; nil means the production one.
  @Option(
    name: .customLong("api-url"),
    help: ArgumentHelp(localized("The TheMealDB-compatible API to use.")),
    transform: { text in
      guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
        throw ValidationError(localized("'{text}' is not an http(s) URL.", ["text": text]))
      }
      return url.absoluteString.hasSuffix("/") ? url : url.appendingPathComponent("")
    })
  public var apiURL: URL?

  /// `--data-dir`: one folder for the library and the image cache instead of the XDG ones.
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      localized("Keep the library and the image cache in this folder."), valueName: "dir"))
  public var dataDirectory: String?

  /// `--timeout`: how long one request may take, in seconds (0 < t ≤ 600).
  @Option(help: ArgumentHelp(localized("Seconds each request may take."), valueName: "seconds"))
  public var timeout: Double = 15

  /// `--allow-http`: hosts besides loopback that may be fetched over plain http.
  @Option(
    name: .customLong("allow-http"),
    help: ArgumentHelp(
      localized("Allow plain http to this host (loopback always is)."), valueName: "host"))
  public var allowHTTPHosts: [String] = []

  /// Creates the defaults: online, the production API, the XDG folders, 15 s per request.
  public init() {}

  /// Refuses a timeout that is not positive or over ten minutes.
  public func validate() throws {
    guard timeout > 0, timeout <= 600 else {
      throw ValidationError(localized("--timeout must be between 0 and 600 seconds."))
    }
  }
}
