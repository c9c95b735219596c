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
public final class LoopbackHTTPServer: @unchecked Sendable {
  /// What the server does with a request for a path.
  public enum Answer: Sendable {
    /// Answers with this status and body (as `application/json`).
    case respond(status: Int, body: String)
    /// Keeps the connection open without answering, until the client hangs up or the server stops.
    case holdOpen
  }

  /// The port the system picked.
  public let port: UInt16
  /// Non-blocking: the accepting thread waits in `poll`, never in `accept`, so ``stop()`` can
  /// wake it through `wakeUp` on every platform.
  private let listener: Int32
  /// A pipe whose read end the accepting thread polls beside the listener; ``stop()`` writes a
  /// byte to the other end. Darwin's `shutdown` of a listening socket fails with ENOTCONN and
  /// leaves a blocked `accept` asleep, so closing or shutting down the listener cannot be the
  /// wake-up; a readable pipe wakes `poll` the same way on Linux and Darwin, and stays readable,
  /// so a `stop()` that runs before the thread reaches `poll` wakes it too.
  private let wakeUp: (read: Int32, write: Int32)
  private let routes: [String: Answer]
  private struct State {
    var heldConnections: [Int32] = []
    var requestedPaths: [String] = []
    var failedWrites: [Int32] = []
    var stopped = false
  }

  private let state = Lock(State())
  private var isStopped: Bool { state.withLock { $0.stopped } }
  private let requestArrived = DispatchSemaphore(value: 0)
  private let heldConnectionClosed = DispatchSemaphore(value: 0)
  private let answerFailed = DispatchSemaphore(value: 0)
  /// Signalled once the accepting thread has left its loop: only then may ``stop()`` close the
  /// listening socket, or a late thread could call `accept` on the number the system hands to
  /// the next server's socket and steal that server's connections.
  private let acceptLoopEnded = DispatchSemaphore(value: 0)
  /// Signalled each time the accepting thread is about to wait for a connection, so a test can
  /// stop the server while that thread sleeps.
  let acceptWaitBegan = DispatchSemaphore(value: 0)

  /// Starts serving `routes` (each a path such as `"/library"` and its answer; other paths get 404).
  /// - Throws: `ServerError.socket` when the socket cannot be made, bound or listened on.
  public init(routes: [String: Answer]) throws {
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
    guard bound == 0, listen(fd, 16) == 0, setBlocking(fd, false) else {
      let failure = errno
      close(fd)
      throw ServerError.socket(failure)
    }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      let failure = errno
      close(fd)
      throw ServerError.socket(failure)
    }
    wakeUp = (ends[0], ends[1])
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
  public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// The paths requested so far, in order.
  public var paths: [String] { state.withLock { $0.requestedPaths } }

  /// Waits until a request has arrived (at most `timeout` seconds); returns whether one did.
  public func waitForRequest(timeout: TimeInterval = 10) -> Bool {
    requestArrived.wait(timeout: .now() + timeout) == .success
  }

  /// Waits until the client closed a held connection (at most `timeout` seconds): the sign that
  /// a request was cancelled. Returns whether it did.
  public func waitForClientToHangUp(timeout: TimeInterval = 10) -> Bool {
    heldConnectionClosed.wait(timeout: .now() + timeout) == .success
  }

  /// Waits until writing an answer failed because its client had closed the connection (at most
  /// `timeout` seconds); returns the write's `errno` (EPIPE or ECONNRESET), or `nil` if none failed.
  public func waitForAnswerToFail(timeout: TimeInterval = 10) -> Int32? {
    guard answerFailed.wait(timeout: .now() + timeout) == .success else { return nil }
    return state.withLock { $0.failedWrites.first }
  }

  /// Stops accepting and closes every held connection; calling it again does nothing.
  ///
  /// It returns once the accepting thread has ended, so no thread of this server touches the
  /// listening socket's number after it is closed.
  public func stop() {
    let wasStopped = state.withLock { state in
      defer { state.stopped = true }
      return state.stopped
    }
    guard !wasStopped else { return }
    // Wakes the accepting thread's `poll`, or the next one, without freeing the listener's number.
    // The read end stays open until that thread has ended, so this write cannot raise SIGPIPE.
    var byte: UInt8 = 1
    while write(wakeUp.write, &byte, 1) < 0, errno == EINTR {}
    acceptLoopEnded.wait()
    close(listener)
    close(wakeUp.read)
    close(wakeUp.write)
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
      var waits = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
      ]
      acceptWaitBegan.signal()
      let ready = poll(&waits, nfds_t(waits.count), -1)
      // A signal (a child process exiting, say) interrupts the wait without closing anything.
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, waits[1].revents == 0 else { return }
      let connection = accept(listener, nil, nil)
      // A client can reset its connection between `poll` and `accept` (EAGAIN on Linux,
      // ECONNABORTED on Darwin): nothing is waiting any more, and the loop waits again.
      if connection < 0, [EAGAIN, EWOULDBLOCK, ECONNABORTED, EINTR].contains(errno) { continue }
      guard connection >= 0 else { return }
      guard !isStopped else {
        close(connection)
        return
      }
      // Darwin's accepted sockets inherit the listener's O_NONBLOCK and Linux's do not: cleared
      // on both, so `serve` reads and writes blocking everywhere.
      guard setBlocking(connection, true) else {
        close(connection)
        continue
      }
      #if canImport(Darwin)
        // Darwin has no MSG_NOSIGNAL for `send`: the socket itself must not raise SIGPIPE when
        // the client has gone, or a client closing early ends the whole test process.
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      #endif
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
        let written = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, sendFlags) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          // The client hung up first: the write fails with EPIPE or ECONNRESET instead of a signal.
          let failure = errno
          state.withLock { $0.failedWrites.append(failure) }
          answerFailed.signal()
          break
        }
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

  /// Why the server could not start: the failing call's `errno`.
  public enum ServerError: Error {
    case socket(Int32)
  }
}

/// The flags of every `send`: on Linux, MSG_NOSIGNAL turns the SIGPIPE of a write to a closed
/// connection into an EPIPE error; Darwin sets SO_NOSIGPIPE on the socket instead.
#if canImport(Glibc)
  private let sendFlags = Int32(MSG_NOSIGNAL)
#else
  private let sendFlags: Int32 = 0
#endif

/// Sets or clears O_NONBLOCK on `fd`; returns whether it could.
private func setBlocking(_ fd: Int32, _ blocking: Bool) -> Bool {
  let flags = fcntl(fd, F_GETFL)
  guard flags >= 0 else { return false }
  return fcntl(fd, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK) == 0
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
