import Dispatch
import Foundation
import StyleInternals

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Blocks the calling thread until the first element, the end, or the timeout — for
  /// synchronous test code that reads a cold sequence driven by real work (a loopback server, a
  /// file). On virtual time use ``AsyncTestScheduler/firstValue(of:timeout:)`` instead.
  ///
  /// Refuses to block inside a task (Swift Testing runs even synchronous tests in one): a
  /// blocked cooperative thread can starve the task that would produce the element, and inside
  /// a test scheduler's drain the deadlock is certain. On the main thread it runs the main run
  /// loop while it waits, so elements produced by `@MainActor` code still arrive.
  ///
  /// ```swift
  /// func test_fetch() throws {
  ///   XCTAssertEqual(try service.libraries.blockingFirst(timeout: .seconds(5)), library)
  /// }
  /// ```
  /// - Parameter timeout: the longest real-time wait; there is always one.
  /// - Returns: the first element, or `nil` if the sequence finishes empty.
  /// - Throws: ``FirstValueError``: `.calledFromTask` without waiting, `.timedOut` (the
  ///   iteration is cancelled), or `.failed` with the sequence's error.
  public func blockingFirst(timeout: Duration = .seconds(5)) throws(FirstValueError) -> Element? {
    if withUnsafeCurrentTask(body: { $0 != nil }) { throw .calledFromTask }
    let arrived = DispatchSemaphore(value: 0)
    let outcome = Lock<FirstOutcome<Element>?>(nil)
    let task = Task.detached {
      let result = await firstOutcome(of: self)
      outcome.withLock { $0 = result }
      arrived.signal()
    }
    guard wait(for: arrived, timeout: timeout) else {
      task.cancel()
      throw .timedOut(after: timeout)
    }
    switch outcome.withLock({ $0 }) {
    case .element(let element)?: return element
    case .failed(let error)?: throw .failed(error)
    case .timedOut?, nil: throw .timedOut(after: timeout)
    }
  }
}

/// Waits for `semaphore` at most `timeout`; on the main thread, runs the main run loop in short
/// slices meanwhile so that the main queue keeps draining.
private func wait(for semaphore: DispatchSemaphore, timeout: Duration) -> Bool {
  let deadline = DispatchTime.now() + .nanoseconds(nanoseconds(of: timeout))
  guard Thread.isMainThread else { return semaphore.wait(timeout: deadline) == .success }
  while DispatchTime.now() < deadline {
    if semaphore.wait(timeout: .now()) == .success { return true }
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
  }
  return semaphore.wait(timeout: .now()) == .success
}

private func nanoseconds(of duration: Duration) -> Int {
  let (seconds, attoseconds) = duration.components
  return Int(
    clamping: seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue + attoseconds / 1_000_000_000)
}
