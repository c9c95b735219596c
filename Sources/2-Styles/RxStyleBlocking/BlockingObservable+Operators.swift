import Dispatch
import Foundation
import RxStyle
import StyleBlocking
import StyleInternals

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
  @preconcurrency public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) throws -> Element {
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
    let collector = BlockingCollector<Element, Collected<Element>.Ending>(limit: limit, limitEnding: .stopped)
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
    _ = collector.wait(timeout: timeout)
    collector.finish(.failed(RxError.timeout))
    subscription.dispose()
    let outcome = collector.outcome
    return Collected(elements: outcome.elements, ending: outcome.ending ?? .failed(RxError.timeout))
  }
}

struct Collected<Element> {
  enum Ending: Sendable {
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
