import Foundation
import TestSupport
import XCTest

@testable import Showcase

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP request every style's live service shares, against a real server on loopback.
final class LibraryRequestTests: XCTestCase {
  private var server: LoopbackHTTPServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try LoopbackHTTPServer(routes: [
      "/library": .respond(status: 200, body: #"{"name":"RxSwift"}"#),
      "/missing": .respond(status: 404, body: #"{"error":"no"}"#),
      "/broken": .respond(status: 500, body: ""),
      "/malformed": .respond(status: 200, body: #"{"name":"#),
      "/wrong-shape": .respond(status: 200, body: #"{"title":"RxSwift"}"#),
      "/empty": .respond(status: 200, body: ""),
      "/slow": .holdOpen,
    ])
  }

  override func tearDown() {
    server.stop()
    super.tearDown()
  }

  private func fetch(_ path: String, timeout: TimeInterval = 10) -> Result<Library, WebServiceError>? {
    let result = Locked<Result<Library, WebServiceError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    _ = LibraryRequest(url: server.url(path), timeout: timeout, session: .shared) { outcome in
      result.withLock { $0 = outcome }
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the request must finish")
    return result.value
  }

  func test_success_decodesTheLibrary() {
    XCTAssertEqual(fetch("/library"), .success(Library(name: "RxSwift")))
    XCTAssertEqual(server.paths, ["/library"])
  }

  func test_httpErrors_reportTheStatus() {
    XCTAssertEqual(fetch("/missing"), .failure(.httpStatus(404)))
    XCTAssertEqual(fetch("/broken"), .failure(.httpStatus(500)))
  }

  func test_badBodies_areDecodingErrors() {
    XCTAssertEqual(fetch("/malformed"), .failure(.decoding("the body is not valid JSON")))
    XCTAssertEqual(fetch("/wrong-shape"), .failure(.decoding("missing key 'name'")))
    XCTAssertEqual(fetch("/empty"), .failure(.decoding("empty body")))
  }

  func test_slowAnswer_timesOut() {
    XCTAssertEqual(fetch("/slow", timeout: 0.3), .failure(.timeout))
  }

  func test_cancellationMidFlight_reportsCancelled() {
    let result = Locked<Result<Library, WebServiceError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let request = LibraryRequest(url: server.url("/slow"), timeout: 30, session: .shared) { outcome in
      result.withLock { $0 = outcome }
      done.signal()
    }
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before it is cancelled")
    request.cancel()
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(result.value, .failure(.cancelled))
  }

  func test_unreachableHost_isATransportError() throws {
    let closed = try LoopbackHTTPServer(routes: [:])
    let url = closed.url("/library")
    closed.stop()
    let result = Locked<Result<Library, WebServiceError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    _ = LibraryRequest(url: url, timeout: 10, session: .shared) { outcome in
      result.withLock { $0 = outcome }
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    guard case .failure(.transport)? = result.value else {
      return XCTFail("expected a transport error, got \(String(describing: result.value))")
    }
  }
}
