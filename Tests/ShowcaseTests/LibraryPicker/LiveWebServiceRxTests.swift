import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import TestSupport
import XCTest

/// The Rx style of the live service against a loopback server: the same errors as every
/// style, and disposal cancels the request.
final class LiveWebServiceRxTests: RxStyleTestCase {
  private var server: LoopbackHTTPServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try .libraryRoutes(name: "RxSwift")
  }

  override func tearDown() {
    server.stop()
    super.tearDown()
  }

  private func service(_ path: String, timeout: TimeInterval = 10) -> LiveWebService {
    LiveWebService(url: server.url(path), timeout: timeout)
  }

  func test_success() throws {
    XCTAssertEqual(try service("/library").getLibraryRx().toBlocking(timeout: 10).first(), Library(name: "RxSwift"))
  }

  func test_failuresMapToWebServiceErrors() {
    for (path, expected) in liveFailures {
      XCTAssertThrowsError(try service(path).getLibraryRx().toBlocking(timeout: 10).first(), path) { error in
        XCTAssertEqual(error as? WebServiceError, expected, path)
      }
    }
  }

  func test_slowAnswer_timesOut() {
    XCTAssertThrowsError(try service("/slow", timeout: 0.3).getLibraryRx().toBlocking(timeout: 10).first()) {
      XCTAssertEqual($0 as? WebServiceError, .timeout)
    }
  }

  func test_unreachableHost_isATransportError() {
    server.stop()
    XCTAssertThrowsError(try service("/library").getLibraryRx().toBlocking(timeout: 10).first()) { error in
      guard case .transport? = error as? WebServiceError else { return XCTFail("\(error) is not a transport error") }
    }
  }

  func test_disposingMidFlight_cancelsTheRequest() {
    let events = Locked<[String]>([])
    let subscription = service("/slow", timeout: 30).getLibraryRx()
      .subscribe(
        onSuccess: { library in events.withLock { $0.append("success \(library.name)") } },
        onFailure: { error in events.withLock { $0.append("failure \(error)") } },
        onDisposed: { events.withLock { $0.append("disposed") } })
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before it is disposed")

    subscription.dispose()

    XCTAssertTrue(server.waitForClientToHangUp(), "disposal must cancel the request")
    XCTAssertEqual(events.value, ["disposed"])
  }
}
