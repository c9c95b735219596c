import StyleInternals
import VirtualTime

/// The events (their times unused) waiting for one iteration of a ``TestAsyncSequence``, and its waiting consumer.
///
/// Test sequences buffer without limit, so a consumer busy elsewhere misses nothing; the
/// consumer's cancellation, if it comes first, ends the iteration.
final class Mailbox<Element: Sendable, Failure: Error>: Sendable {
  private struct State {
    var buffer: [AsyncRecorded<Element, Failure>] = []
    var head = 0
    var waiter: UnsafeContinuation<AsyncRecorded<Element, Failure>?, Never>?
    var isCancelled = false
    var hasEnded = false
    var scheduled: [TimelineID] = []
  }

  private let state = Lock(State())

  /// Delivers `event` to the waiting consumer or buffers it.
  func deliver(_ event: AsyncRecorded<Element, Failure>) {
    let waiter = state.withLock { state -> UnsafeContinuation<AsyncRecorded<Element, Failure>?, Never>? in
      guard !state.hasEnded, !state.isCancelled else { return nil }
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      state.buffer.append(event)
      return nil
    }
    waiter?.resume(returning: event)
  }

  /// The next event, waiting for one if none is buffered; `nil` once the iteration is over.
  func receive() async -> AsyncRecorded<Element, Failure>? {
    if let ready = takeBuffered() { return ready }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.isCancelled || state.hasEnded { return true }
          if state.head < state.buffer.count { return true }
          state.waiter = continuation
          return false
        }
        if resumeNow { continuation.resume(returning: takeBuffered()) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.isCancelled = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: nil)
    }
  }

  /// Marks the iteration as over.
  /// - Returns: the timeline entries still scheduled for it, or `nil` if it had ended already.
  func end() -> [TimelineID]? {
    state.withLock { state in
      guard !state.hasEnded else { return nil }
      state.hasEnded = true
      state.buffer.removeAll()
      state.head = 0
      defer { state.scheduled.removeAll() }
      return state.scheduled
    }
  }

  /// Remembers the entries playing a cold sequence for this iteration.
  func keep(_ ids: [TimelineID]) {
    state.withLock { $0.scheduled = ids }
  }

  private func takeBuffered() -> AsyncRecorded<Element, Failure>? {
    state.withLock { state in
      guard !state.isCancelled, !state.hasEnded, state.head < state.buffer.count else { return nil }
      let event = state.buffer[state.head]
      state.head += 1
      if state.head == state.buffer.count {
        state.buffer.removeAll(keepingCapacity: true)
        state.head = 0
      }
      return event
    }
  }
}
