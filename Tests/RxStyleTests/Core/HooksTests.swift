import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class HooksTests: RxStyleTestCase {
  func test_subscribeWithoutOnError_reportsTheErrorWithTheRecordedCallStack() {
    let reported = Locked<[(stack: [String], error: String)]>([])
    let (previousHandler, previousCapture) = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack)
    Hooks.defaultErrorHandler = { stack, error in reported.withLock { $0.append((stack, "\(error)")) } }
    Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
    Hooks.recordCallStackOnError = true
    defer {
      Hooks.recordCallStackOnError = false
      Hooks.defaultErrorHandler = previousHandler
      Hooks.customCaptureSubscriptionCallstack = previousCapture
    }
    _ = Observable<Int>.error(TestError(code: 1)).subscribe(onNext: { _ in })
    _ = Observable<Int>.error(TestError(code: 2)).subscribe(onError: { _ in })
    Hooks.recordCallStackOnError = false
    _ = Observable<Int>.error(TestError(code: 3)).subscribe()
    let calls = reported.withLock { $0 }
    XCTAssertEqual(calls.map(\.error), ["\(TestError(code: 1))", "\(TestError(code: 3))"])
    XCTAssertEqual(calls.map(\.stack), [["frame"], []])
  }
}
