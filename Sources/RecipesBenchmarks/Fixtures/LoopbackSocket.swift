import Foundation

/// The POSIX socket calls of the loopback server, with Swift types.
enum LoopbackSocket {
  /// A TCP socket listening on 127.0.0.1, on a port the system picks.
  static func listen() throws -> Int32 {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw failure("socket") }
    var reuse: Int32 = 1
    _ = setsockopt(
      socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Foundation.listen(socket, 128) == 0 else {
      let error = failure("bind/listen")
      close(socket)
      throw error
    }
    return socket
  }

  /// The port `socket` is bound to.
  static func port(of socket: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &length)
      }
    }
    guard result == 0 else { throw failure("getsockname") }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Waits up to `milliseconds` for `socket` to be readable (or closed); true if it is.
  static func waitForInput(_ socket: Int32, milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Sends every byte of `bytes`; false if the peer went away.
  ///
  /// Never raises `SIGPIPE`.
  static func sendAll(_ bytes: [UInt8], to socket: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = send(
          socket, buffer.baseAddress?.advanced(by: offset), buffer.count - offset,
          Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Sends small responses at once instead of waiting to coalesce them.
  static func disableNagle(_ socket: Int32) {
    var on: Int32 = 1
    _ = setsockopt(
      socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
  }

  private static func failure(_ call: String) -> BenchmarkError {
    .unexpected("\(call) failed: \(String(cString: strerror(errno)))")
  }
}
