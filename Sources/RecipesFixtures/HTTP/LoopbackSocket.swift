import Foundation

/// Errors starting a `LoopbackHTTPServer`.
public enum LoopbackHTTPServerError: Error, Equatable {
  /// A socket call failed with `errno`.
  case socket(call: String, errno: Int32)
  /// A thread could not be started.
  case thread(Int32)
  /// The target does not make a URL.
  case invalidTarget(String)
}

/// The few POSIX socket calls the server needs, on 127.0.0.1 only.
enum LoopbackSocket {
  /// A listening socket on 127.0.0.1 and an ephemeral port chosen by the kernel.
  static func listen() throws(LoopbackHTTPServerError) -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw .socket(call: "socket", errno: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    _ = inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
      let failure = errno
      close(descriptor)
      throw .socket(call: "bind/listen", errno: failure)
    }
    var actual = sockaddr_in()
    var actualLength = length
    let named = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    guard named == 0 else {
      let failure = errno
      close(descriptor)
      throw .socket(call: "getsockname", errno: failure)
    }
    return (descriptor, UInt16(bigEndian: actual.sin_port))
  }

  /// The next connection on `listener`, with Nagle's algorithm off; nil once the listener
  /// is shut down.
  static func accept(on listener: Int32) -> Int32? {
    while true {
      let descriptor = Glibc.accept(listener, nil, nil)
      if descriptor >= 0 {
        var on: Int32 = 1
        _ = setsockopt(
          descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
      }
      if errno != EINTR && errno != ECONNABORTED { return nil }
    }
  }

  /// Sends all of `bytes`; false if the peer went away.
  static func send(_ bytes: UnsafeRawBufferPointer, on descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard let base = bytes.baseAddress else { return true }
      let sent = Glibc.send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
      if sent < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += sent
    }
    return true
  }

  /// Sends all of `data`; false if the peer went away.
  static func send(_ data: Data, on descriptor: Int32) -> Bool {
    data.withUnsafeBytes { send($0, on: descriptor) }
  }

  /// Appends what arrives next to `buffer`; false once the peer closed or the socket was
  /// shut down.
  static func receive(on descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        recv(descriptor, $0.baseAddress, $0.count, 0)
      }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
        return true
      }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }
}
