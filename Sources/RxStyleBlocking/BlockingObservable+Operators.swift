import Dispatch
import Foundation
import Locking
import RxStyle

extension BlockingObservable {
  /// Waits for the first element.
  /// - Returns: the first element, or `nil` if the sequence completed without one.
  /// - Throws: the sequence's error, `RxError.timeout`, or ``BlockingError``.
  public func first() throws -> Element? {
    try collect(stoppingAfter: 1).elementsOrError().first
  }

  /// Waits for completion and returns the last element, or `nil` if there was none.
  /// - Throws: the sequence's error, `RxError.timeout`, or ``BlockingError``.
  public func last() throws -> Element? {
    try collect(stoppingAfter: nil).elementsOrError().last
  }

  /// Waits for completion and returns every element.
  /// - Throws: the sequence's error, `RxError.timeout`, or ``BlockingError``.
  public func toArray() throws -> [Element] {
    try collect(stoppingAfter: nil).elementsOrError()
  }

  /// Waits for the one element of a sequence that must send exactly one.
  /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement` when the count is wrong,
  ///   the sequence's error, `RxError.timeout`, or ``BlockingError``.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Waits for the one element that satisfies `predicate`.
  /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement` when not exactly one
  ///   element matches, the sequence's or the predicate's error, `RxError.timeout`, or
  ///   ``BlockingError``.
  public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) throws -> Element {
    let matches = try BlockingObservable(source: source.filter(predicate), timeout: timeout)
      .collect(stoppingAfter: 2).elementsOrError()
    guard let match = matches.first else { throw RxError.noElements }
    guard matches.count == 1 else { throw RxError.moreThanOneElement }
    return match
  }

  /// Waits for the sequence to end and reports how: completed or failed, with every element.
  ///
  /// Never throws: a timeout is `.failed(elements:error:)` with `RxError.timeout` and the
  /// elements received before it.
  public func materialize() -> MaterializedSequenceResult<Element> {
    let outcome = collect(stoppingAfter: nil)
    switch outcome.ending {
    case .completed, .stopped: return .completed(elements: outcome.elements)
    case .failed(let error): return .failed(elements: outcome.elements, error: error)
    }
  }

  /// Subscribes, waits until the sequence ends, `limit` elements arrive, or time runs out, and
  /// disposes the subscription.
  private func collect(stoppingAfter limit: Int?) -> Collected<Element> {
    guard CurrentThreadScheduler.isScheduleRequired else {
      return Collected(elements: [], ending: .failed(BlockingError.calledDuringDelivery))
    }
    let collector = Collector<Element>(limit: limit)
    let subscription = SingleAssignmentDisposable()
    let source = self.source
    // Subscribing inside a scheduled action keeps the source's events queued until the
    // subscription is stored, so reaching the limit can dispose a synchronous, endless source.
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      subscription.setDisposable(
        source.subscribe(
          onNext: { element in if collector.append(element) { subscription.dispose() } },
          onError: { collector.finish(.failed($0)) },
          onCompleted: { collector.finish(.completed) }))
      return Disposables.create()
    }
    collector.wait(timeout: timeout)
    subscription.dispose()
    return collector.result()
  }
}

struct Collected<Element> {
  enum Ending {
    case completed
    case stopped
    case failed(Swift.Error)
  }

  let elements: [Element]
  let ending: Ending

  func elementsOrError() throws -> [Element] {
    if case .failed(let error) = ending { throw error }
    return elements
  }
}

/// Gathers the events of one blocking subscription and wakes the waiting thread.
// Safety: `elements` and `ending` are only touched under `lock`; the semaphore is thread-safe.
private final class Collector<Element>: @unchecked Sendable {
  private let lock = Lock(())
  private var elements: [Element] = []
  private var ending: Collected<Element>.Ending?
  private let finished = DispatchSemaphore(value: 0)
  private let limit: Int?

  init(limit: Int?) {
    self.limit = limit
  }

  /// Adds an element; returns whether the limit is now reached.
  func append(_ element: Element) -> Bool {
    let reachedLimit = lock.withLock { _ -> Bool in
      guard ending == nil else { return false }
      elements.append(element)
      guard let limit, elements.count >= limit else { return false }
      ending = .stopped
      return true
    }
    if reachedLimit { finished.signal() }
    return reachedLimit
  }

  func finish(_ newEnding: Collected<Element>.Ending) {
    let first = lock.withLock { _ -> Bool in
      guard ending == nil else { return false }
      ending = newEnding
      return true
    }
    if first { finished.signal() }
  }

  private var isFinished: Bool { lock.withLock { _ in ending != nil } }

  /// Waits until the subscription ends or `timeout` passes; on the main thread, runs the main
  /// run loop meanwhile so that work queued on the main queue can deliver the events.
  func wait(timeout: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    if Thread.isMainThread {
      while !isFinished, Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
    } else {
      _ = finished.wait(timeout: .now() + timeout)
    }
    finish(.failed(RxError.timeout))
  }

  func result() -> Collected<Element> {
    lock.withLock { _ in Collected(elements: elements, ending: ending ?? .failed(RxError.timeout)) }
  }
}
