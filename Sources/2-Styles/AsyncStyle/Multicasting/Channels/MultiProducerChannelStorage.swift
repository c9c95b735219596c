import StyleInternals

/// The shared state of a ``MultiProducerSingleConsumerAsyncChannel``, its sources, callback
/// handles and element sequence: a ``MultiProducerChannelStateMachine`` under a lock.
///
/// Every method takes the lock once, and resumes continuations, calls callbacks and drops
/// elements after releasing it. The element weights of a custom watermark are computed before
/// the lock is taken, once per element.
///
/// Elements need not be `Sendable`: each is handed over `sending` by a source and leaves the
/// buffer exactly once, `sending` to the one consumer, so no two isolation domains reach it.
final class MultiProducerChannelStorage<Element, Failure: Error>: Sendable {
  typealias Machine = MultiProducerChannelStateMachine<Element, Failure>

  let machine: Lock<Machine>
  let weigh: (@Sendable (borrowing Element) -> Int)?
  /// The counting scope of the task that made the channel, which the storage counts in.
  let countingScope = ResourceCountingScope.enclosing

  init(low: Int, high: Int, weigh: (@Sendable (borrowing Element) -> Int)?) {
    precondition(low <= high, "a watermark needs low <= high")
    machine = Lock(MultiProducerChannelStateMachine(low: low, high: high))
    self.weigh = weigh
    AsyncResources.increment(countingScope)
  }

  deinit {
    AsyncResources.decrement(countingScope)
  }

  /// Resumes, calls and drops what a transition returned; call it with the lock released.
  func run(_ effects: consuming Machine.Effects) {
    if let (consumer, result) = effects.consumer {
      // Safety: the element left the buffer under the lock; nothing else refers to it.
      nonisolated(unsafe) let handedOver = result
      consumer.resume(returning: handedOver)
    }
    for producer in effects.producers { producer.resume(effects.producerResult) }
    for termination in effects.terminations { termination() }
    effects.discarded.removeAll()
  }

  // MARK: Sources

  func addSource() -> UInt64 { machine.withLock { $0.addSource() } }

  func dropSource() { run(machine.withLock { $0.dropSource() }) }

  func finish(_ failure: Failure?) { run(machine.withLock { $0.close(failure: failure) }) }

  func setTerminationCallback(source: UInt64, _ callback: (@Sendable () -> Void)?) {
    machine.withLock { $0.setTerminationCallback(source: source, callback) }?()
  }

  /// Buffers `sequence`'s elements.
  /// - Returns: whether to produce more, the token of the callback to wait with, or that the
  ///   channel already finished.
  func send(contentsOf sequence: sending some Sequence<Element>) -> Machine.SendOutcome {
    buffer(sequence.map { element in (element: element, weight: weigh?(element) ?? 1) })
  }

  /// Buffers `element`, with no array on the way: the path of every single send.
  func send(_ element: sending Element) -> Machine.SendOutcome {
    let weight = weigh?(element) ?? 1
    return buffer(CollectionOfOne((element: element, weight: weight)))
  }

  private func buffer(_ items: sending some Sequence<(element: Element, weight: Int)>) -> Machine.SendOutcome {
    var effects = Machine.Effects()
    let outcome = machine.withLock { $0.send(items, effects: &effects) }
    run(effects)
    return outcome
  }

  /// Registers `waiter` to be told when the channel wants more, or tells it now.
  func enqueue(token: UInt64, _ waiter: MultiProducerChannelWaiter) {
    if let result = machine.withLock({ $0.enqueue(token: token, waiter) }) { waiter.resume(result) }
  }

  /// Fails the waiter of `token` with `CancellationError`, now or when it is enqueued.
  func cancel(token: UInt64) {
    machine.withLock { $0.cancel(token: token) }?.resume(.failure(CancellationError()))
  }

  /// Waits until the channel wants more; throws `CancellationError` when the task is cancelled
  /// first, ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError`` when it ends first.
  nonisolated(nonsending) func waitForDemand(token: UInt64) async throws {
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
        enqueue(token: token, .task(continuation))
      }
    } onCancel: {
      cancel(token: token)
    }
  }

  // MARK: The consumer

  /// The next element; `nil` at the end or once the waiting task was cancelled, which ends the
  /// channel.
  nonisolated(nonsending) func next() async -> Result<Element?, Failure> {
    var effects = Machine.Effects()
    let outcome = machine.withLock { $0.next(effects: &effects) }
    run(effects)
    switch consume outcome {
    case .element(let element): return .success(element)
    case .end(let end): return end
    case .wait: break
    }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Result<Element?, Failure>, Never>) in
        run(machine.withLock { $0.wait(continuation) })
      }
    } onCancel: {
      run(machine.withLock { $0.cancelWait() })
    }
  }

  func dropChannel() { run(machine.withLock { $0.dropChannel() }) }

  func makeSequence() { machine.withLock { $0.sequenceMade = true } }

  func dropSequence() { run(machine.withLock { $0.dropSequence() }) }

  func makeIterator() { machine.withLock { $0.makeIterator() } }

  func dropIterator() { run(machine.withLock { $0.consumerGone() }) }
}
