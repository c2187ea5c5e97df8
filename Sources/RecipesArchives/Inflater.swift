import CZlib
import Foundation

/// zlib's inflate over a whole buffer, stopping as soon as the output passes its limit.
enum Inflater {
  /// What the compressed bytes are wrapped in.
  enum Wrapping {
    /// Bare deflate, as in a ZIP entry.
    case raw
    /// A gzip member: header, deflate, CRC-32 and length (which zlib checks).
    case gzip

    var windowBits: Int32 { self == .raw ? -15 : 15 + 16 }
  }

  private static let chunkSize = 64 * 1024

  /// The inflated `data`; throws `.entryTooLarge(name:limit:)` as soon as it passes `limit`.
  static func inflate(_ data: Data, _ wrapping: Wrapping, limit: Int, name: String)
    throws(ArchiveError) -> Data
  {
    // zlib counts input in 32-bit units; nothing this large is a recipe.
    guard data.count < Int(UInt32.max) else { throw .unsupported("an entry over 4 GB") }
    let result: Result<Data, ArchiveError> = data.withUnsafeBytes { input in
      var stream = z_stream()
      guard recipes_inflate_init2(&stream, wrapping.windowBits) == Z_OK else {
        return .failure(.damaged("zlib could not start"))
      }
      defer { inflateEnd(&stream) }
      let base = input.bindMemory(to: Bytef.self).baseAddress
      stream.next_in = base.map { UnsafeMutablePointer(mutating: $0) }
      stream.avail_in = uInt(input.count)
      return run(&stream, limit: limit, name: name)
    }
    return try result.get()
  }

  private static func run(_ stream: inout z_stream, limit: Int, name: String)
    -> Result<Data, ArchiveError>
  {
    var output = Data()
    var chunk = [Bytef](repeating: 0, count: chunkSize)
    while true {
      let status = chunk.withUnsafeMutableBufferPointer { buffer in
        stream.next_out = buffer.baseAddress
        stream.avail_out = uInt(buffer.count)
        return CZlib.inflate(&stream, Z_NO_FLUSH)
      }
      let produced = chunkSize - Int(stream.avail_out)
      guard output.count + produced <= limit else {
        return .failure(.entryTooLarge(name: name, limit: limit))
      }
      output.append(contentsOf: chunk[..<produced])
      switch status {
      case Z_STREAM_END:
        return .success(output)
      case Z_OK:
        continue
      case Z_BUF_ERROR where produced == 0:
        // No progress with output room left: the input ran out before the stream's end.
        return .failure(.truncated)
      case Z_BUF_ERROR:
        continue
      case Z_DATA_ERROR:
        let message = stream.msg.map { String(cString: $0) } ?? "bad compressed data"
        return .failure(
          message.contains("check") ? .checksumMismatch(name: name) : .damaged(message))
      default:
        return .failure(.damaged("zlib stopped (\(status))"))
      }
    }
  }
}
