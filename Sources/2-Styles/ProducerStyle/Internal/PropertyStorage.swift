import StyleInternals

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

  private init(_ initial: Value, signal: Signal<Value, Never>, input: Signal<Value, Never>.Observer) {
    state = Lock(State(value: initial))
    self.signal = signal
    self.input = input
  }

  /// The storage of a property composed from `source`, which must send a value as it starts.
  ///
  /// The storage does not keep the source alive, and the source keeps the storage's signal
  /// alive, not the storage: the signal and producer of the property go on, and complete,
  /// with the source's ultimate origin, whether or not the property itself is still kept.
  /// When the storage is released and nobody observes its signal any more, the signal ends
  /// silently and stops the source.
  static func composed(from source: SignalProducer<Value, Never>) -> PropertyStorage<Value> {
    let feedRun = SerialDisposable()
    let (signal, input) = Signal<Value, Never>.pipe(disposable: feedRun)
    let feed = ComposedPropertyFeed(input)
    feedRun.inner = source.start(feed)
    return feed.attach { initial in PropertyStorage(initial, signal: signal, input: input) }
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

/// Feeds a composed property from its source: into the storage while the storage lives,
/// straight into its signal once it is gone. An interruption of the source completes the
/// property, as the end of a source always does.
// Safety: `state` is behind a lock; the input is thread-safe.
private final class ComposedPropertyFeed<Value>: Signal<Value, Never>.Observer, @unchecked Sendable {
  private struct State {
    // Until the storage exists: the latest value, its initial value, and whether the source ended.
    var latest: Value?
    var isCompleted = false
    var isAttached = false
    weak var storage: PropertyStorage<Value>?
  }

  private let input: Signal<Value, Never>.Observer
  private let state = Lock(State())

  init(_ input: Signal<Value, Never>.Observer) {
    self.input = input
    super.init()
  }

  /// Creates the storage with the latest value sent so far, and feeds it from now on.
  func attach(_ makeStorage: (Value) -> PropertyStorage<Value>) -> PropertyStorage<Value> {
    let (storage, isCompleted) = state.withLock { state in
      guard let initial = state.latest else {
        preconditionFailure("the producer of a composed property must send a value as it starts")
      }
      let storage = makeStorage(initial)
      state.storage = storage
      state.isAttached = true
      state.latest = nil
      return (storage, state.isCompleted)
    }
    if isCompleted { storage.complete() }
    return storage
  }

  override func receive(_ value: Value) {
    let (storage, isAttached) = state.withLock { state in
      if !state.isAttached { state.latest = value }
      return (state.storage, state.isAttached)
    }
    if let storage {
      storage.modify { $0 = value }
    } else if isAttached {
      input.send(value: value)
    }
  }

  override func receiveCompleted() { complete() }
  override func receiveInterrupted() { complete() }

  private func complete() {
    let (storage, isAttached) = state.withLock { state in
      state.isCompleted = true
      return (state.storage, state.isAttached)
    }
    if let storage {
      storage.complete()
    } else if isAttached {
      input.sendCompleted()
    }
  }
}
