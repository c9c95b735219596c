import Dispatch
import Foundation
import StyleInternals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: serves fixed answers by path, over POSIX
/// sockets, on a port the system picks.
///
/// A route can also hold its connection open without answering, to test timeouts and
/// cancellation; held connections are closed by ``stop()``.
// Safety: the mutable state lives inside `state`'s lock; the rest is immutable after init.
final class LoopbackHTTPServer: @unchecked Sendable {
  enum Answer: Sendable {
    case respond(status: Int, body: String)
    case holdOpen
  }

  let port: UInt16
  private let listener: Int32
  private let routes: [String: Answer]
  private struct State {
    var heldConnections: [Int32] = []
    var requestedPaths: [String] = []
    var stopped = false
  }

  private let state = Lock(State())
  private var isStopped: Bool { state.withLock { $0.stopped } }
  private let requestArrived = DispatchSemaphore(value: 0)
  private let heldConnectionClosed = DispatchSemaphore(value: 0)
  /// Signalled once the accepting thread has left its loop: only then may ``stop()`` close the
  /// listening socket, or a late thread could call `accept` on the number the system hands to
  /// the next server's socket and steal that server's connections.
  private let acceptLoopEnded = DispatchSemaphore(value: 0)

  init(routes: [String: Answer]) throws {
    self.routes = routes
    #if canImport(Glibc)
      // Glibc imports the socket types as an enum, Darwin as a plain Int32.
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw ServerError.socket(errno) }
    var reuse: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw ServerError.socket(errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptConnections() }
    thread.start()
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// The paths requested so far, in order.
  var paths: [String] { state.withLock { $0.requestedPaths } }

  /// Waits until a request has arrived (at most `timeout` seconds); returns whether one did.
  func waitForRequest(timeout: TimeInterval = 10) -> Bool {
    requestArrived.wait(timeout: .now() + timeout) == .success
  }

  /// Waits until the client closed a held connection (at most `timeout` seconds): the sign that
  /// a request was cancelled. Returns whether it did.
  func waitForClientToHangUp(timeout: TimeInterval = 10) -> Bool {
    heldConnectionClosed.wait(timeout: .now() + timeout) == .success
  }

  /// Stops accepting and closes every held connection; calling it again does nothing.
  ///
  /// It returns once the accepting thread has ended, so no thread of this server touches the
  /// listening socket's number after it is closed.
  func stop() {
    let wasStopped = state.withLock { state in
      defer { state.stopped = true }
      return state.stopped
    }
    guard !wasStopped else { return }
    // Wakes a pending `accept` (and fails any later one) without freeing the socket's number.
    shutdown(listener, Int32(SHUT_RDWR))
    acceptLoopEnded.wait()
    close(listener)
    let held = state.withLock { state in
      defer { state.heldConnections = [] }
      return state.heldConnections
    }
    for connection in held {
      shutdown(connection, Int32(SHUT_RDWR))
      close(connection)
    }
  }

  private func acceptConnections() {
    defer { acceptLoopEnded.signal() }
    while !isStopped {
      let connection = accept(listener, nil, nil)
      // A signal (a child process exiting, say) interrupts the wait without closing the socket.
      if connection < 0, errno == EINTR { continue }
      guard connection >= 0 else { return }
      guard !isStopped else {
        close(connection)
        return
      }
      // A thread per connection: a held connection blocks its thread until the client hangs up,
      // which would starve Dispatch's small pool of worker threads.
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    let path = readRequestPath(connection) ?? "/"
    state.withLock { $0.requestedPaths.append(path) }
    requestArrived.signal()
    switch routes[path] ?? .respond(status: 404, body: "") {
    case .holdOpen:
      let held = state.withLock { state -> Bool in
        if !state.stopped { state.heldConnections.append(connection) }
        return !state.stopped
      }
      // A request read while `stop()` ran is not held: nothing would close it.
      guard held else {
        close(connection)
        return
      }
      var byte: UInt8 = 0
      // The client sends nothing more, so the read ends only when the client hangs up (0) or
      // `stop()` shuts the connection down.
      if recv(connection, &byte, 1, 0) == 0, !isStopped { heldConnectionClosed.signal() }
    case .respond(let status, let body):
      let payload = Array(body.utf8)
      let head =
        "HTTP/1.1 \(status) \(status < 300 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
      let bytes = Array(head.utf8) + payload
      var sent = 0
      while sent < bytes.count {
        let written = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
        guard written > 0 else { break }
        sent += written
      }
      close(connection)
    }
  }

  private func readRequestPath(_ connection: Int32) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !received.ends(with: Array("\r\n\r\n".utf8)), received.count < 16_384 {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = requestLine.split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }

  enum ServerError: Error {
    case socket(Int32)
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
