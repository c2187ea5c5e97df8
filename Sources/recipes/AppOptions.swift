import ArgumentParser
import Foundation

/// The options every command and the window share.
struct AppOptions: ParsableArguments {
  @Flag(help: "Never use the network: show and search saved recipes only.")
  var offline = false

  @Option(
    name: .customLong("api-url"),
    help: "The TheMealDB-compatible API to use.",
    transform: { text in
      guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
        throw ValidationError("'\(text)' is not an http(s) URL.")
      }
      return url.absoluteString.hasSuffix("/") ? url : url.appendingPathComponent("")
    })
  var apiURL: URL?

  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp("Keep the library and the image cache in this folder.", valueName: "dir"))
  var dataDirectory: String?

  @Option(help: ArgumentHelp("Seconds each request may take.", valueName: "seconds"))
  var timeout: Double = 15

  @Option(
    name: .customLong("allow-http"),
    help: ArgumentHelp("Allow plain http to this host (loopback always is).", valueName: "host"))
  var allowHTTPHosts: [String] = []

  func validate() throws {
    guard timeout > 0, timeout <= 600 else {
      throw ValidationError("--timeout must be between 0 and 600 seconds.")
    }
  }
}
