import Foundation

/// Ports of 127.0.0.1 for the servers the tests start (Apache, Radicale).
public enum LoopbackPort {
  /// A port free right now (the kernel's pick; a server may still lose a race for it).
  public static func free() throws(LoopbackHTTPServerError) -> UInt16 {
    let (descriptor, port) = try LoopbackSocket.listen()
    close(descriptor)
    return port
  }

  /// Whether something accepts TCP connections on 127.0.0.1:`port`.
  public static func accepts(_ port: UInt16) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    _ = inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
