import StyleInternals

/// The state shared by an iterator over a producer's values and the run that feeds it.
///
/// The run starts at the first `next()`; values wait in an unbounded buffer until they are
/// asked for; the terminal event ends the iteration once the buffer is drained. Cancelling the
/// consuming task, or dropping the iterator, interrupts the run. Every continuation is resumed,
/// and the run disposed, after the lock is released.
// Safety: all mutable state is inside `state`.
final class ProducerValuesStorage<Value: Sendable, Error: Swift.Error>: @unchecked Sendable {
  typealias Outcome = Result<Value?, Error>
  typealias Consumer = CheckedContinuation<Outcome, Never>

  private enum State {
    case idle(SignalProducer<Value, Error>)
    /// The run is started (its disposable kept once the start returns).
    case running(buffer: FIFOBuffer<Value>, consumer: Consumer?, run: (any Disposable)?)
    /// The run ended with `end`; the buffered values come first.
    case ending(buffer: FIFOBuffer<Value>, end: Outcome)
    case finished
  }

  private enum NextAction {
    case start(SignalProducer<Value, Error>)
    case resume(Outcome)
    case wait
  }

  private let state: Lock<State>

  init(_ producer: SignalProducer<Value, Error>) {
    state = Lock(.idle(producer))
  }

  /// The next value, `nil` at the end, or the producer's error.
  func next() async -> Outcome {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (consumer: Consumer) in
        switch enqueue(consumer) {
        case .start(let producer): start(producer)
        case .resume(let outcome): consumer.resume(returning: outcome)
        case .wait: break
        }
      }
    } onCancel: {
      finish()
    }
  }

  private func enqueue(_ consumer: Consumer) -> NextAction {
    state.withLock { state -> NextAction in
      switch state {
      case .idle(let producer):
        state = .running(buffer: FIFOBuffer(), consumer: consumer, run: nil)
        return .start(producer)
      case .running(var buffer, nil, let run):
        guard let value = buffer.popFirst() else {
          state = .running(buffer: buffer, consumer: consumer, run: run)
          return .wait
        }
        state = .running(buffer: buffer, consumer: nil, run: run)
        return .resume(.success(value))
      case .running:
        preconditionFailure("SignalProducer.values: next() was called while another call was waiting")
      case .ending(var buffer, let end):
        guard let value = buffer.popFirst() else {
          state = .finished
          return .resume(end)
        }
        state = .ending(buffer: buffer, end: end)
        return .resume(.success(value))
      case .finished:
        return .resume(.success(nil))
      }
    }
  }

  private func start(_ producer: SignalProducer<Value, Error>) {
    let run = producer.start { [self] event in
      switch event {
      case .value(let value): receive(value)
      case .failed(let error): end(with: .failure(error))
      case .completed, .interrupted: end(with: .success(nil))
      }
    }
    let disposeNow = state.withLock { state -> Bool in
      // Ended or finished meanwhile: disposing a run that has terminated does nothing.
      guard case .running(let buffer, let consumer, nil) = state else { return true }
      state = .running(buffer: buffer, consumer: consumer, run: run)
      return false
    }
    if disposeNow { run.dispose() }
  }

  private func receive(_ value: Value) {
    let consumer = state.withLock { state -> Consumer? in
      guard case .running(var buffer, let consumer, let run) = state else { return nil }
      if let consumer {
        state = .running(buffer: buffer, consumer: nil, run: run)
        return consumer
      }
      buffer.append(value)
      state = .running(buffer: buffer, consumer: nil, run: run)
      return nil
    }
    consumer?.resume(returning: .success(value))
  }

  private func end(with outcome: Outcome) {
    let consumer = state.withLock { state -> Consumer? in
      guard case .running(let buffer, let consumer, _) = state else { return nil }
      if let consumer {
        state = .finished
        return consumer
      }
      state = .ending(buffer: buffer, end: outcome)
      return nil
    }
    consumer?.resume(returning: outcome)
  }

  /// Ends the iteration early: the consumer's task was cancelled or the iterator was dropped.
  func finish() {
    let (consumer, run) = state.withLock { state -> (Consumer?, (any Disposable)?) in
      defer { state = .finished }
      guard case .running(_, let consumer, let run) = state else { return (nil, nil) }
      return (consumer, run)
    }
    run?.dispose()
    consumer?.resume(returning: .success(nil))
  }
}
