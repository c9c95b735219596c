import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.reactive.data(with:)` against a loopback server: ReactiveSwift's answers, its
/// failure and its interruption.
final class URLSessionReactiveTests: ProducerStyleTestCase {
  // The session's callbacks end on its own queue, a moment after the blocking call returns.
  override var releaseGracePeriod: TimeInterval { 2 }

  private var server: LoopbackHTTPServer!
  private let session = URLSession(configuration: .ephemeral)

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try LoopbackHTTPServer(routes: [
      "/library": .respond(status: 200, body: #"{"name":"ReactiveSwift"}"#),
      "/missing": .respond(status: 404, body: #"{"reason":"gone"}"#),
      "/slow": .holdOpen,
    ])
  }

  override func tearDown() {
    server.stop()
    super.tearDown()
  }

  private func statusAndBody(_ path: String) throws -> (Int?, String) {
    let (data, response) = try XCTUnwrap(session.reactive.data(with: URLRequest(url: server.url(path))).single()).get()
    return ((response as? HTTPURLResponse)?.statusCode, String(decoding: data, as: UTF8.self))
  }

  func test_data_givesTheBodyAndResponse_ofAnyStatus() throws {
    let ok = try statusAndBody("/library")
    let missing = try statusAndBody("/missing")
    XCTAssertEqual(ok.0, 200)
    XCTAssertEqual(ok.1, #"{"name":"ReactiveSwift"}"#)
    XCTAssertEqual(missing.0, 404)
    XCTAssertEqual(missing.1, #"{"reason":"gone"}"#)
  }

  func test_eachStartSendsItsOwnRequest_andNoneBeforeTheFirst() throws {
    let library = session.reactive.data(with: URLRequest(url: server.url("/library")))
    XCTAssertFalse(server.waitForRequest(timeout: 0.2), "no request before a start")
    _ = library.single()
    _ = library.single()
    XCTAssertEqual(server.paths, ["/library", "/library"])
  }

  func test_transportFailure_failsWithTheSessionsOwnError() {
    let url = server.url("/library")
    server.stop()
    guard case .failure(let error)? = session.reactive.data(with: URLRequest(url: url)).first() else {
      return XCTFail("expected a failure")
    }
    XCTAssertNotNil(error as? URLError, "\(error) is not the session's URLError")
  }

  func test_interruptingMidFlight_cancelsTheTask_andDeliversOnlyTheInterruption() {
    let events = Locked<[String]>([])
    let disposable = session.reactive.data(with: URLRequest(url: server.url("/slow")))
      .start { event in events.withLock { $0.append("\(event)") } }
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before the interruption")

    disposable.dispose()

    XCTAssertTrue(server.waitForClientToHangUp(), "the interruption must cancel the task")
    XCTAssertEqual(events.value, ["INTERRUPTED"])
  }
}
