import Foundation
import Showcase
import TestSupport
import XCTest

/// The async style of the live service against a loopback server: the same errors as every
/// style, and task cancellation cancels the request.
final class LiveWebServiceAsyncTests: XCTestCase {
  private var server: LoopbackHTTPServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    server = try .libraryRoutes(name: "Swift concurrency")
  }

  override func tearDown() {
    server.stop()
    super.tearDown()
  }

  private func service(_ path: String, timeout: TimeInterval = 10) -> LiveWebService {
    LiveWebService(url: server.url(path), timeout: timeout)
  }

  func test_success() async throws {
    let library = try await service("/library").getLibraryAsync()
    XCTAssertEqual(library, Library(name: "Swift concurrency"))
  }

  func test_errorsAreTyped() async {
    for (path, expected) in liveFailures {
      do {
        _ = try await service(path).getLibraryAsync()
        XCTFail("\(path) must fail")
      } catch {
        XCTAssertEqual(error, expected, path)
      }
    }
  }

  func test_timeout() async {
    do {
      _ = try await service("/slow", timeout: 0.3).getLibraryAsync()
      XCTFail("must time out")
    } catch {
      XCTAssertEqual(error, .timeout)
    }
  }

  func test_cancellingTheTask_cancelsTheRequest() {
    let outcome = Locked<WebServiceError?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let slow = service("/slow", timeout: 30)
    let task = Task {
      do throws(WebServiceError) {
        _ = try await slow.getLibraryAsync()
      } catch {
        outcome.withLock { $0 = error }
      }
      finished.signal()
    }
    XCTAssertTrue(server.waitForRequest(), "the server must see the request before the task is cancelled")
    task.cancel()
    XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "cancellation must end the call")
    XCTAssertEqual(outcome.value, .cancelled)
    XCTAssertTrue(server.waitForClientToHangUp(), "cancellation must close the connection")
  }

  func test_cancelledBeforeStarting_failsWithoutARequest() async {
    let library = service("/library")
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await library.getLibraryAsync()
    }
    do {
      _ = try await task.value
      XCTFail("must be cancelled")
    } catch {
      XCTAssertEqual(error as? WebServiceError, .cancelled)
    }
    XCTAssertEqual(server.paths, [])
  }
}
