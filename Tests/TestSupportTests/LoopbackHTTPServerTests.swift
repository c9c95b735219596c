import Dispatch
import Foundation
import XCTest

@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test server's tear-down and its writes: the same code runs on Linux and Darwin, so these
/// runs on Linux exercise what a Mac runs.
final class LoopbackHTTPServerTests: XCTestCase {
  /// `stop()` while the accepting thread sleeps must return: every test that uses the server
  /// calls it in tear-down, so a stop that never wakes that thread hangs the whole test run.
  func test_stop_whileWaitingForAConnection_returns_100Times() throws {
    for round in 1...100 {
      let server = try LoopbackHTTPServer(routes: [:])
      XCTAssertEqual(server.acceptWaitBegan.wait(timeout: .now() + 10), .success, "round \(round): never waited")
      let stopped = DispatchSemaphore(value: 0)
      Thread {
        server.stop()
        stopped.signal()
      }.start()
      // A bound, not a wait for a result: a stop that cannot wake the thread fails here instead of
      // hanging the run.
      guard stopped.wait(timeout: .now() + 10) == .success else {
        return XCTFail("round \(round): stop() did not return")
      }
    }
  }

  /// An answer to a client that already closed fails with an error instead of SIGPIPE.
  func test_answer_toAClientThatClosedEarly_failsWithoutEndingTheProcess() throws {
    // The default disposition ends the process on SIGPIPE, as it would without the server's guard.
    let previous = signal(SIGPIPE, SIG_DFL)
    defer { signal(SIGPIPE, previous) }
    // Far more than a socket buffer holds, so the server still writes after the reset arrives.
    let server = try LoopbackHTTPServer(routes: [
      "/big": .respond(status: 200, body: String(repeating: "x", count: 16 << 20))
    ])
    defer { server.stop() }
    let client = try connectClient(port: server.port)
    sendAll(client, "GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    close(client)

    let failure = server.waitForAnswerToFail(timeout: 30)
    XCTAssertTrue(failure == EPIPE || failure == ECONNRESET, "the write's error: \(String(describing: failure))")
  }

  /// A listener that never blocks must not hand its mode to the connections it accepts (Darwin's
  /// do inherit it): an answer larger than a socket buffer arrives whole.
  func test_answer_largerThanASocketBuffer_arrivesWhole() throws {
    let body = String(repeating: "y", count: 4 << 20)
    let server = try LoopbackHTTPServer(routes: ["/big": .respond(status: 200, body: body)])
    defer { server.stop() }
    let client = try connectClient(port: server.port)
    defer { close(client) }
    sendAll(client, "GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

    let response = String(decoding: readToEnd(client), as: UTF8.self)
    XCTAssertTrue(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
    XCTAssertTrue(response.hasSuffix("\r\n\r\n" + body), "received \(response.utf8.count) bytes")
    XCTAssertEqual(server.paths, ["/big"])
  }

  private func connectClient(port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw LoopbackHTTPServer.ServerError.socket(errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let failure = errno
      close(fd)
      throw LoopbackHTTPServer.ServerError.socket(failure)
    }
    return fd
  }

  private func sendAll(_ fd: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return XCTFail("the request could not be sent (errno \(errno))") }
      sent += written
    }
  }

  private func readToEnd(_ fd: Int32) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return received }
      received += buffer[0..<count]
    }
  }
}
