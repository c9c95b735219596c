import Foundation
import StyleInternals

/// Gathers the events of one blocking run (`toBlocking()` in the Rx style, `first()` and its
/// siblings in the producer style) and lets the calling thread wait for its end.
///
/// The first ending wins; later ones are ignored. Nothing outside the collector runs while its
/// lock is held.
package final class BlockingCollector<Element, Ending: Sendable>: Sendable {
  private struct State {
    var elements: [Element] = []
    var ending: Ending?
  }

  private let state = Lock(State())
  private let finished = DispatchSemaphore(value: 0)
  private let limit: Int?
  private let limitEnding: Ending

  /// - Parameters:
  ///   - limit: how many elements end the run, or `nil` for no limit.
  ///   - limitEnding: the ending recorded when `limit` elements have arrived.
  package init(limit: Int?, limitEnding: Ending) {
    self.limit = limit
    self.limitEnding = limitEnding
  }

  /// Adds an element unless the run has ended.
  /// - Returns: whether this element reached the limit (the caller then disposes the run).
  package func append(_ element: Element) -> Bool {
    let reachedLimit = state.withLock { state -> Bool in
      guard state.ending == nil else { return false }
      state.elements.append(element)
      guard let limit, state.elements.count >= limit else { return false }
      state.ending = limitEnding
      return true
    }
    if reachedLimit { finished.signal() }
    return reachedLimit
  }

  /// Records `ending` if the run has not ended yet, and wakes the waiting thread.
  package func finish(_ ending: Ending) {
    let first = state.withLock { state -> Bool in
      guard state.ending == nil else { return false }
      state.ending = ending
      return true
    }
    if first { finished.signal() }
  }

  /// Whether the run has ended.
  package var hasFinished: Bool { state.withLock { $0.ending != nil } }

  /// The elements so far and the ending, if any.
  package var outcome: (elements: [Element], ending: Ending?) {
    state.withLock { ($0.elements, $0.ending) }
  }

  /// Waits until the run ends or `timeout` seconds pass; on the main thread, turns the main run
  /// loop meanwhile so that work queued on the main queue can deliver the events.
  /// - Returns: whether the run ended in time.
  package func wait(timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    if Thread.isMainThread {
      while !hasFinished, Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
      return hasFinished
    }
    return finished.wait(timeout: .now() + timeout) == .success
  }
}
