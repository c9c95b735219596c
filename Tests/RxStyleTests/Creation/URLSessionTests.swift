import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.rx` against a loopback server: RxCocoa's answers, errors and cancellation.
final class URLSessionTests: RxStyleTestCase {
  // The session's callbacks end on its own queue, a moment after the blocking call returns.
  override var releaseGracePeriod: TimeInterval { 2 }

  private var server: LoopbackHTTPServer!
  private var savedFilter: (@Sendable (URLRequest) -> Bool)!
  private let session = URLSession(configuration: .ephemeral)

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try LoopbackHTTPServer(routes: [
      "/library": .respond(status: 200, body: #"{"name":"RxSwift"}"#),
      "/missing": .respond(status: 404, body: #"{"reason":"gone"}"#),
      "/broken": .respond(status: 200, body: "not json"),
      "/slow": .holdOpen,
    ])
    savedFilter = URLSession.rx.shouldLogRequest
    URLSession.rx.shouldLogRequest = { _ in false }
  }

  override func tearDown() {
    server.stop()
    URLSession.rx.shouldLogRequest = savedFilter
    super.tearDown()
  }

  private func request(_ path: String) -> URLRequest {
    URLRequest(url: server.url(path))
  }

  func test_response_givesTheStatusAndBody_ofAnyStatus() throws {
    let ok = try session.rx.response(request: request("/library")).toBlocking(timeout: 10).toArray()
    let missing = try session.rx.response(request: request("/missing")).toBlocking(timeout: 10).toArray()

    XCTAssertEqual(ok.map(\.response.statusCode), [200])
    XCTAssertEqual(ok.map { String(decoding: $0.data, as: UTF8.self) }, [#"{"name":"RxSwift"}"#])
    XCTAssertEqual(missing.map(\.response.statusCode), [404])
    XCTAssertEqual(missing.map { String(decoding: $0.data, as: UTF8.self) }, [#"{"reason":"gone"}"#])
  }

  func test_data_givesTheBody_whenTheStatusIsASuccess() throws {
    let bodies = try session.rx.data(request: request("/library")).toBlocking(timeout: 10).toArray()
    XCTAssertEqual(bodies.map { String(decoding: $0, as: UTF8.self) }, [#"{"name":"RxSwift"}"#])
  }

  func test_data_failsWithHTTPRequestFailed_carryingTheResponseAndBody() {
    let result = session.rx.data(request: request("/missing")).toBlocking(timeout: 10).materialize()
    guard case .failed(let elements, let error) = result,
      case .httpRequestFailed(let response, let data)? = error as? RxCocoaURLError
    else { return XCTFail("expected httpRequestFailed, got \(result)") }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertEqual(response.statusCode, 404)
    XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"reason":"gone"}"#)
    XCTAssertEqual((error as? RxCocoaURLError)?.debugDescription, "HTTP request failed with `404`.")
  }

  func test_jsonRequest_andJsonURL_readTheBodyAsJSON() throws {
    let byRequest = try session.rx.json(request: request("/library")).toBlocking(timeout: 10).toArray()
    let byURL = try URLSession.shared.rx.json(url: server.url("/library")).toBlocking(timeout: 10).toArray()

    XCTAssertEqual(byRequest.map { ($0 as? [String: String])?["name"] }, ["RxSwift"])
    XCTAssertEqual(byURL.map { ($0 as? [String: String])?["name"] }, ["RxSwift"])
  }

  func test_json_failsWithDeserializationError_whenTheBodyIsNotJSON() {
    let result = session.rx.json(request: request("/broken")).toBlocking(timeout: 10).materialize()
    guard case .failed(let elements, let error) = result,
      case .deserializationError? = error as? RxCocoaURLError
    else { return XCTFail("expected deserializationError, got \(result)") }
    XCTAssertTrue(elements.isEmpty)
  }

  func test_json_failsWithHTTPRequestFailed_beforeReadingTheBody() {
    let result = session.rx.json(request: request("/missing")).toBlocking(timeout: 10).materialize()
    guard case .failed(_, let error) = result, case .httpRequestFailed? = error as? RxCocoaURLError else {
      return XCTFail("expected httpRequestFailed, got \(result)")
    }
  }

  func test_transportFailure_endsWithTheSessionsOwnError() {
    let url = server.url("/library")
    server.stop()
    let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()
    guard case .failed(let elements, let error) = result else { return XCTFail("expected a failure, got \(result)") }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertNotNil(error as? URLError, "\(error) is not the session's URLError")
  }

  func test_eachSubscriptionSendsItsOwnRequest() throws {
    let library = session.rx.data(request: request("/library"))
    _ = try library.toBlocking(timeout: 10).toArray()
    _ = try library.toBlocking(timeout: 10).toArray()
    XCTAssertEqual(server.paths, ["/library", "/library"])
  }

  func test_requestStartsAtSubscription_notWhenTheSequenceIsMade() {
    let waiting = session.rx.data(request: request("/library"))
    XCTAssertFalse(server.waitForRequest(timeout: 0.2), "no request before a subscription")
    XCTAssertEqual(server.paths, [])
    withExtendedLifetime(waiting) {}
  }

  func test_disposingMidFlight_cancelsTheTask_andDeliversNothing() {
    let events = Locked<[String]>([])
    let subscription = session.rx.data(request: request("/slow"))
      .subscribe(
        onNext: { _ in events.withLock { $0.append("next") } },
        onError: { error in events.withLock { $0.append("error \(error)") } },
        onCompleted: { events.withLock { $0.append("completed") } },
        onDisposed: { events.withLock { $0.append("disposed") } })
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before it is disposed")

    subscription.dispose()

    XCTAssertTrue(server.waitForClientToHangUp(), "disposal must cancel the task")
    XCTAssertEqual(events.value, ["disposed"])
  }

  func test_shouldLogRequest_isAskedAboutEachRequest() throws {
    let asked = Locked<[String]>([])
    URLSession.rx.shouldLogRequest = { request in
      asked.withLock { $0.append(request.url?.path ?? "") }
      return false
    }
    _ = try session.rx.data(request: request("/library")).toBlocking(timeout: 10).toArray()
    XCTAssertEqual(asked.value, ["/library"])
  }

  func test_errorDescriptions_areRxCocoas() {
    XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
    XCTAssertEqual(
      RxCocoaURLError.deserializationError(error: TestError(code: 3)).debugDescription,
      "Error during deserialization of the response: \(TestError(code: 3))")
  }
}
