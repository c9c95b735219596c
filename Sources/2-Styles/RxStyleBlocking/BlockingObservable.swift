import Foundation
import RxStyle
import StyleInternals

extension ObservableConvertibleType {
  /// Turns the sequence into a ``BlockingObservable`` whose operators wait for its events.
  ///
  /// Meant for tests of *cold* sequences (a request, a computation): the blocking operator
  /// subscribes, so a *hot* sequence that already sent its events will only time out — record
  /// hot sequences with an observer subscribed before the events are sent instead.
  ///
  /// ```swift
  /// XCTAssertEqual(try service.fetch().toBlocking().first(), expected)
  /// ```
  /// - Parameter timeout: the longest wait in seconds; `nil` means
  ///   ``BlockingObservable/defaultTimeout`` (never forever).
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(source: asObservable(), timeout: timeout ?? BlockingObservable<Element>.defaultTimeout)
  }
}

/// The result of ``BlockingObservable/materialize()``: how the sequence ended and what it sent.
public enum MaterializedSequenceResult<Element> {
  /// The sequence completed after sending `elements`.
  case completed(elements: [Element])
  /// The sequence failed with `error` after sending `elements` (a timeout is `RxError.timeout`).
  case failed(elements: [Element], error: Swift.Error)
}

/// Why a blocking operator refused to wait.
public enum BlockingError: Swift.Error, CustomStringConvertible {
  /// The call was made while this thread is delivering Rx-style events; the events the call
  /// would wait for are queued behind the caller on this same thread, so waiting could only
  /// time out.
  case calledDuringDelivery

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .calledDuringDelivery:
      "toBlocking() was called from inside an observer or scheduled action on this thread; its events "
        + "would wait behind the caller and it would deadlock. Call it from the test body instead."
    }
  }
}

/// A sequence whose operators block the calling thread until the events they need arrive.
///
/// Every wait is bounded by the timeout given to `toBlocking(timeout:)`. On the main thread the
/// wait runs the main run loop, so sequences delivering on `MainScheduler` make progress.
public struct BlockingObservable<Element> {
  /// The timeout used when `toBlocking()` is given none: 30 seconds unless changed.
  public static var defaultTimeout: TimeInterval {
    get { blockingDefaultTimeout.withLock { $0 } }
    set { blockingDefaultTimeout.withLock { $0 = newValue } }
  }

  let source: Observable<Element>
  let timeout: TimeInterval
}

private let blockingDefaultTimeout = Lock<TimeInterval>(30)
