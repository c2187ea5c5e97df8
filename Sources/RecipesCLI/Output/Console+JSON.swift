import Foundation

extension Console {
  /// Prints `value` as the commands' JSON: pretty-printed, keys sorted, slashes unescaped.
  func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
