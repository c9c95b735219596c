import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import TestSupport
import XCTest

/// The producer style of the live service against a loopback server: the same errors as every
/// style, and interrupting the producer cancels the request.
final class LiveWebServiceProducerTests: ProducerStyleTestCase {
  private var server: LoopbackHTTPServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try .libraryRoutes(name: "ReactiveSwift")
  }

  override func tearDown() {
    server.stop()
    super.tearDown()
  }

  private func service(_ path: String, timeout: TimeInterval = 10) -> LiveWebService {
    LiveWebService(url: server.url(path), timeout: timeout)
  }

  func test_success() throws {
    XCTAssertEqual(
      try service("/library").getLibraryProducer().first(timeout: 10), .success(Library(name: "ReactiveSwift")))
  }

  func test_failuresMapToWebServiceErrors() throws {
    for (path, expected) in liveFailures {
      XCTAssertEqual(try service(path).getLibraryProducer().first(timeout: 10), .failure(expected), path)
    }
  }

  func test_slowAnswer_timesOut() throws {
    XCTAssertEqual(try service("/slow", timeout: 0.3).getLibraryProducer().first(timeout: 10), .failure(.timeout))
  }

  func test_unreachableHost_isATransportError() throws {
    server.stop()
    let result = try service("/library").getLibraryProducer().first(timeout: 10)
    guard case .failure(.transport)? = result else {
      return XCTFail("\(String(describing: result)) is not a transport error")
    }
  }

  func test_interruptingMidFlight_cancelsTheRequest() {
    let events = Locked<[String]>([])
    let disposable = service("/slow", timeout: 30).getLibraryProducer()
      .start { event in events.withLock { $0.append("\(event)") } }
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before it is interrupted")

    disposable.dispose()

    XCTAssertTrue(server.waitForClientToHangUp(), "interruption must cancel the request")
    XCTAssertEqual(events.value, ["INTERRUPTED"])
  }
}
