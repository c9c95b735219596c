import TestSupport
import XCTest

@testable import AsyncStyleTest

/// `withVirtualTime` on a runtime without the executor hooks it needs: the test fails with a
/// message naming the OS and the portable path, and the process goes on.
final class MissingRuntimeHooksTests: FailureCapturingTestCase {
  private let missing = RuntimeHooks.locate { _ in nil }

  func test_missingRuntimeHooks_areNamed() {
    guard case .failure(let unavailable) = missing else { return XCTFail("no hook must be found") }
    XCTAssertEqual(
      unavailable.missingSymbols, ["swift_task_enqueueGlobal_hook", "swift_task_getMainExecutor_hook"])
  }

  func test_missingRuntimeHooks_failTheTestNamingTheOSAndThePortablePath() {
    let failures = capturingFailures {
      AsyncTestScheduler.reportIfUnsupported(
        missing.map { _ in }, fileID: #fileID, filePath: #filePath, line: 7, column: 1)
    }
    XCTAssertEqual(failures.map(\.line), [7])
    for text in ["macOS 15.4", "iOS 18.4", "scheduler.spawn", "Task.inheritingExecutor"] {
      XCTAssertTrue(failures.first?.description.contains(text) == true, "\(text) missing: \(failures)")
    }
  }

  func test_presentRuntimeHooks_reportNothing() {
    let failures = capturingFailures {
      AsyncTestScheduler.reportIfUnsupported(.success(()), fileID: #fileID, filePath: #filePath, line: 7, column: 1)
    }
    XCTAssertEqual(failures.map(\.line), [])
  }
}
