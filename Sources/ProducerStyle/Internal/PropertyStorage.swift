import Locking

/// The value of a property and the signal of its changes, kept in step.
///
/// A change is made and sent inside one delivery of the signal (``Signal/Observer/batch(_:)``
/// holds the signal's send lock), so observers see changes in the order they were made, and a
/// new producer reads the current value and starts observing without missing or repeating a
/// change. An observer that changes the property re-entrantly is not blocked: its change is
/// delivered after the current one.
// Safety: `state` is behind a lock; the signal and its input are thread-safe.
final class PropertyStorage<Value>: @unchecked Sendable {
  private struct State {
    var value: Value
    var isCompleted = false
  }

  private let state: Lock<State>
  let signal: Signal<Value, Never>
  private let input: Signal<Value, Never>.Observer

  init(_ initial: Value) {
    state = Lock(State(value: initial))
    (signal, input) = Signal<Value, Never>.pipe()
  }

  var value: Value { state.withLock { $0.value } }

  /// Runs `action` with the value under the lock.
  func withValue<Result, Failure: Swift.Error>(_ action: (Value) throws(Failure) -> Result) throws(Failure) -> Result {
    try state.withLock { state throws(Failure) in try action(state.value) }
  }

  /// Changes the value with `action` and sends the result only if `action` says it changed.
  func update<Result>(_ action: (inout Value) -> (result: Result, changed: Bool)) -> Result {
    var outcome: Result?
    input.batch {
      let (result, changed, newValue, isCompleted) = state.withLock { state in
        let (result, changed) = action(&state.value)
        return (result, changed, state.value, state.isCompleted)
      }
      if changed && !isCompleted { input.send(value: newValue) }
      outcome = result
    }
    // `batch` runs its body before it returns, on this thread or while this thread waits.
    guard let outcome else { preconditionFailure("PropertyStorage: a batch returned without running its body") }
    return outcome
  }

  /// Changes the value with `action` and sends the result, even when `action` throws.
  func modify<Result, Failure: Swift.Error>(
    _ action: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var outcome: Swift.Result<Result, Failure>?
    input.batch {
      let (result, newValue, isCompleted) = state.withLock { state in
        (Swift.Result { () throws(Failure) -> Result in try action(&state.value) }, state.value, state.isCompleted)
      }
      if !isCompleted { input.send(value: newValue) }
      outcome = result
    }
    guard let outcome else { preconditionFailure("PropertyStorage: a batch returned without running its body") }
    return try outcome.get()
  }

  /// Completes the signal; later producers send the last value and complete.
  func complete() {
    input.batch {
      state.withLock { $0.isCompleted = true }
      input.sendCompleted()
    }
  }

  /// The current value, then every change.
  var producer: SignalProducer<Value, Never> {
    SignalProducer({ [self] observer, lifetime in
      input.batch {
        let (value, isCompleted) = state.withLock { ($0.value, $0.isCompleted) }
        observer.send(value: value)
        if isCompleted {
          observer.sendCompleted()
        } else {
          lifetime += signal.observe(observer)
        }
      }
    })
  }
}
