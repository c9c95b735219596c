import StyleInternals

/// The state behind ``MultiProducerSingleConsumerAsyncChannel``: the buffer and its water level,
/// the waiting consumer and producers, the live sources and the termination callbacks.
///
/// Every transition runs under the storage's lock and returns an ``Effects`` value; the storage
/// runs it once the lock is released, so no continuation, callback or element's `deinit` runs
/// under the lock.
///
/// The water level follows the watermark rule: a send that leaves the level at `high` or above
/// tells its producer to wait; a waiting producer is released when the consumer takes the level
/// below `low`. `wantsMore` remembers the last verdict, for a producer that enqueues its callback
/// after the consumer already drained the buffer.
struct MultiProducerChannelStateMachine<Element, Failure: Error> {
  typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>

  /// Where the channel is in its life.
  enum Phase {
    /// The sources may send.
    case open
    /// The last source is gone or one called `finish`: the buffer drains, then the consumer gets
    /// the failure or `nil`.
    case closing(Failure?)
    /// The consumer saw the end or went away; sends fail.
    case over
  }

  /// What the storage does once the lock is released, in this order: resume the consumer, resume
  /// the producers, call the termination callbacks, drop the discarded elements.
  struct Effects {
    var consumer: (Consumer, Result<Element?, Failure>)?
    var producers: [MultiProducerChannelWaiter] = []
    var producerResult: Result<Void, any Error> = .success(())
    var terminations: [@Sendable () -> Void] = []
    var discarded = FIFOBuffer<(element: Element, weight: Int)>()
  }

  /// What a synchronous send returns.
  enum SendOutcome {
    case produceMore
    case enqueue(token: UInt64)
    case rejected
  }

  /// What the consumer's `next` gets without suspending.
  enum NextOutcome {
    case element(Element)
    case end(Result<Element?, Failure>)
    case wait
  }

  let low: Int
  let high: Int
  var phase = Phase.open
  var buffer = FIFOBuffer<(element: Element, weight: Int)>()
  var level = 0
  var wantsMore = true
  var consumer: Consumer?
  var waitingProducers: [(token: UInt64, waiter: MultiProducerChannelWaiter)] = []
  /// Tokens whose handle was cancelled before its callback was enqueued.
  var cancelledTokens: Set<UInt64> = []
  var lastToken: UInt64 = 0
  var liveSources = 0
  var lastSourceID: UInt64 = 0
  var terminationCallbacks: [(source: UInt64, callback: @Sendable () -> Void)] = []
  var sequenceMade = false
  var iteratorMade = false

  init(low: Int, high: Int) {
    self.low = low
    self.high = high
  }

  var isOpen: Bool {
    if case .open = phase { return true }
    return false
  }

  // MARK: Sources

  mutating func addSource() -> UInt64 {
    liveSources += 1
    lastSourceID += 1
    return lastSourceID
  }

  /// A source was dropped: the last one closes the channel as `finish()` would.
  mutating func dropSource() -> Effects {
    liveSources -= 1
    return liveSources == 0 ? close(failure: nil) : Effects()
  }

  /// Closes the channel: waiting producers learn it finished; a waiting consumer (so the buffer
  /// is empty) gets the end now, the others once they drained the buffer.
  mutating func close(failure: Failure?) -> Effects {
    guard isOpen else { return Effects() }
    var effects = Effects()
    effects.producers = takeWaitingProducers()
    effects.producerResult = .failure(MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError())
    cancelledTokens.removeAll()
    if let waiting = consumer {
      consumer = nil
      phase = .over
      effects.consumer = (waiting, failure.map { .failure($0) } ?? .success(nil))
      effects.terminations = takeTerminationCallbacks()
    } else {
      phase = .closing(failure)
    }
    return effects
  }

  /// Sets, replaces or (with `nil`) removes a source's callback.
  /// - Returns: the callback to call now, because the channel is already over.
  mutating func setTerminationCallback(source: UInt64, _ callback: (@Sendable () -> Void)?) -> (@Sendable () -> Void)? {
    if case .over = phase { return callback }
    let index = terminationCallbacks.firstIndex { $0.source == source }
    switch (index, callback) {
    case (let index?, let callback?): terminationCallbacks[index].callback = callback
    case (let index?, nil): terminationCallbacks.remove(at: index)
    case (nil, let callback?): terminationCallbacks.append((source, callback))
    case (nil, nil): break
    }
    return nil
  }

  // MARK: Sending

  /// Appends `items`; the oldest goes straight to a waiting consumer.
  mutating func send(
    _ items: some Sequence<(element: Element, weight: Int)>, effects: inout Effects
  ) -> SendOutcome {
    guard isOpen else { return .rejected }
    for item in items {
      buffer.append(item)
      level += item.weight
    }
    wantsMore = level < high
    if consumer != nil, let element = takeBuffered() {
      effects.consumer = (consumer.take()!, .success(element))
      if wantsMore { effects.producers = takeWaitingProducers() }
    }
    guard !wantsMore else { return .produceMore }
    lastToken += 1
    return .enqueue(token: lastToken)
  }

  /// A producer told to wait registers how to be told to go on.
  /// - Returns: the result to give `waiter` now, or `nil` when it waits.
  mutating func enqueue(token: UInt64, _ waiter: MultiProducerChannelWaiter) -> Result<Void, any Error>? {
    guard isOpen else { return .failure(MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError()) }
    if cancelledTokens.remove(token) != nil { return .failure(CancellationError()) }
    if wantsMore { return .success(()) }
    waitingProducers.append((token, waiter))
    return nil
  }

  /// A producer stops waiting: its callback, if enqueued, is returned to be failed with
  /// `CancellationError`; otherwise the token is remembered for when it is enqueued.
  mutating func cancel(token: UInt64) -> MultiProducerChannelWaiter? {
    guard isOpen else { return nil }
    guard let index = waitingProducers.firstIndex(where: { $0.token == token }) else {
      cancelledTokens.insert(token)
      return nil
    }
    return waitingProducers.remove(at: index).waiter
  }

  // MARK: Consuming

  mutating func next(effects: inout Effects) -> NextOutcome {
    if let element = takeBuffered() {
      if isOpen, wantsMore { effects.producers = takeWaitingProducers() }
      return .element(element)
    }
    switch phase {
    case .open:
      return .wait
    case .closing(let failure):
      phase = .over
      effects.terminations = takeTerminationCallbacks()
      return .end(failure.map { .failure($0) } ?? .success(nil))
    case .over:
      return .end(.success(nil))
    }
  }

  /// The consumer suspends with `continuation`, unless something arrived since it looked.
  mutating func wait(_ continuation: Consumer) -> Effects {
    var effects = Effects()
    switch next(effects: &effects) {
    case .element(let element): effects.consumer = (continuation, .success(element))
    case .end(let end): effects.consumer = (continuation, end)
    case .wait:
      precondition(consumer == nil, "MultiProducerSingleConsumerAsyncChannel has one consumer at a time")
      consumer = continuation
    }
    return effects
  }

  /// The consumer went away (cancelled, or its channel, sequence or iterator dropped): the
  /// channel is over, buffered elements are dropped, producers learn it finished.
  mutating func consumerGone() -> Effects {
    if case .over = phase { return Effects() }
    phase = .over
    var effects = Effects()
    if let waiting = consumer.take() { effects.consumer = (waiting, .success(nil)) }
    effects.producers = takeWaitingProducers()
    effects.producerResult = .failure(MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError())
    effects.terminations = takeTerminationCallbacks()
    swap(&effects.discarded, &buffer)
    level = 0
    cancelledTokens.removeAll()
    return effects
  }

  /// A cancelled `next` ends the channel while producing; once the sources finished, the
  /// consumer never waits, so there is nothing to end.
  mutating func cancelWait() -> Effects {
    isOpen ? consumerGone() : Effects()
  }

  mutating func dropChannel() -> Effects { sequenceMade ? Effects() : consumerGone() }

  mutating func dropSequence() -> Effects { iteratorMade ? Effects() : consumerGone() }

  mutating func makeIterator() {
    precondition(!iteratorMade, "MultiProducerSingleConsumerAsyncChannel.elements() supports one iterator")
    iteratorMade = true
  }

  // MARK: Helpers

  /// The oldest buffered element; while open, the water level drops by its weight and the
  /// verdict becomes whether the level is below `low`.
  mutating func takeBuffered() -> Element? {
    guard let (element, weight) = buffer.popFirst() else { return nil }
    if isOpen {
      level -= weight
      wantsMore = level < low
    }
    return element
  }

  mutating func takeWaitingProducers() -> [MultiProducerChannelWaiter] {
    defer { waitingProducers.removeAll() }
    return waitingProducers.map(\.waiter)
  }

  mutating func takeTerminationCallbacks() -> [@Sendable () -> Void] {
    defer { terminationCallbacks.removeAll() }
    return terminationCallbacks.map(\.callback)
  }
}

/// A producer waiting for the channel to want more: a callback, or an `async` send's task.
enum MultiProducerChannelWaiter {
  case callback((Result<Void, any Error>) -> Void)
  case task(UnsafeContinuation<Void, any Error>)

  func resume(_ result: Result<Void, any Error>) {
    switch self {
    case .callback(let callback): callback(result)
    case .task(let continuation): continuation.resume(with: result)
    }
  }
}
