extension SignalProducer where Value: Sendable {
  /// The values of one run of the producer, as an `AsyncSequence` that throws the producer's
  /// own error type.
  ///
  /// Each iterator starts its own run at its first `next()`. Values wait in an unbounded buffer
  /// until they are asked for. The iteration ends when the run completes or is interrupted, and
  /// throws the error when it fails. Cancelling the consuming task, or dropping the iterator,
  /// interrupts the run; `next()` then returns `nil`.
  ///
  /// ```swift
  /// for try await library in service.getLibraryProducer().values {
  ///   show(library)
  /// }
  /// ```
  public var values: SignalProducerValues<Value, Error> {
    SignalProducerValues(producer: self)
  }

  /// Starts a run and suspends until its first value, then interrupts the rest of the run.
  ///
  /// The async counterpart of a single-value producer:
  ///
  /// ```swift
  /// let library = try await service.getLibraryProducer().value
  /// ```
  /// - Returns: the first value, or `nil` when the run completes or is interrupted without one,
  ///   or when the awaiting task is cancelled (which interrupts the run).
  /// - Throws: the producer's error, typed, when the run fails before sending a value.
  public var value: Value? {
    get async throws(Error) {
      let storage = ProducerValuesStorage(self)
      defer { storage.finish() }
      return try await storage.next().get()
    }
  }
}

extension SignalProducer where Value: Sendable, Error == Never {
  /// Starts a run and suspends until its first value, then interrupts the rest of the run.
  ///
  /// The form for producers that cannot fail, which needs no `try`.
  ///
  /// ```swift
  /// let count = await counter.producer.value
  /// ```
  /// - Returns: the first value, or `nil` when the run completes or is interrupted without one,
  ///   or when the awaiting task is cancelled (which interrupts the run).
  public var value: Value? {
    get async {
      let storage = ProducerValuesStorage(self)
      defer { storage.finish() }
      switch await storage.next() {
      case .success(let value): return value
      }
    }
  }
}

/// The values of one run of a ``SignalProducer`` per iterator: see ``SignalProducer/values``.
public struct SignalProducerValues<Value: Sendable, Failure: Swift.Error>: AsyncSequence, Sendable {
  let producer: SignalProducer<Value, Failure>

  /// Starts the run at the first call of ``next()``, and interrupts it when dropped.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let handle: IterationHandle<Value, Failure>

    /// The next value of the run, or `nil` once it has completed or been interrupted, or the
    /// consuming task has been cancelled.
    /// - Throws: the run's error.
    public mutating func next() async throws(Failure) -> Value? {
      try await handle.storage.next().get()
    }

    /// As ``next()``; the isolation is not needed, since values are `Sendable`.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
      try await handle.storage.next().get()
    }
  }

  /// Makes an iterator that starts its own run.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(handle: IterationHandle(ProducerValuesStorage(producer)))
  }
}

@available(*, unavailable)
extension SignalProducerValues.AsyncIterator: Sendable {}

/// Owned by an iterator alone: dropping the iterator interrupts its run. The run refers to the
/// storage, never to this handle, so the two never keep each other alive.
final class IterationHandle<Value: Sendable, Failure: Swift.Error>: Sendable {
  let storage: ProducerValuesStorage<Value, Failure>

  init(_ storage: ProducerValuesStorage<Value, Failure>) {
    self.storage = storage
  }

  deinit {
    storage.finish()
  }
}

extension SignalProducer {
  /// Creates a producer that iterates `sequence` in a new task on every start.
  ///
  /// Each element is sent as a value; the end of the sequence completes the run and a thrown
  /// error fails it with that error, typed as the sequence's `Failure`. A `CancellationError`
  /// thrown by a sequence whose failure is `any Error` interrupts the run instead. Disposing the
  /// run cancels the task.
  ///
  /// ```swift
  /// let ticks = SignalProducer(clock.ticks)  // SignalProducer<Tick, Never>
  /// ```
  /// - Parameters:
  ///   - sequence: the sequence to iterate afresh for each start.
  ///   - priority: the task's priority; `nil` inherits the current one.
  ///   - executorPreference: the executor the task prefers, for example a test scheduler's, so
  ///     that the iteration stays in virtual time; `nil` for the global one.
  @preconcurrency public init<S: AsyncSequence & Sendable>(
    _ sequence: S, priority: TaskPriority? = nil, executorPreference: (any TaskExecutor)? = nil
  ) where S.Element == Value, S.Failure == Error {
    self.init({ observer, lifetime in
      let task = Task(executorPreference: executorPreference, priority: priority) {
        do throws(Error) {
          var iterator = sequence.makeAsyncIterator()
          while let element = try await iterator.next(isolation: nil) {
            observer.send(value: element)
          }
          observer.sendCompleted()
        } catch {
          Self.send(failure: error, to: observer)
        }
      }
      lifetime.observeEnded { task.cancel() }
    })
  }

  /// Creates a producer that calls `operation` in a new task on every start and sends its
  /// result: a value then completion, or a failure with the typed error.
  ///
  /// A `CancellationError` thrown when `Error` is `any Error` interrupts the run instead.
  /// Disposing the run cancels the task.
  ///
  /// ```swift
  /// let library = SignalProducer<Library, WebServiceError> { () async throws(WebServiceError) in
  ///   try await service.getLibraryAsync()
  /// }
  /// ```
  /// - Parameters:
  ///   - priority: the task's priority; `nil` inherits the current one.
  ///   - executorPreference: the executor the task prefers; `nil` for the global one.
  ///   - operation: the async function whose result each run sends.
  @available(swift, introduced: 6)
  @preconcurrency public init(
    priority: TaskPriority? = nil, executorPreference: (any TaskExecutor)? = nil,
    _ operation: @escaping @Sendable () async throws(Error) -> Value
  ) {
    self.init({ observer, lifetime in
      let task = Task(executorPreference: executorPreference, priority: priority) {
        do throws(Error) {
          observer.send(value: try await operation())
          observer.sendCompleted()
        } catch {
          Self.send(failure: error, to: observer)
        }
      }
      lifetime.observeEnded { task.cancel() }
    })
  }

  private static func send(failure error: Error, to observer: Signal<Value, Error>.Observer) {
    if Error.self == (any Swift.Error).self, error is CancellationError {
      observer.sendInterrupted()
    } else {
      observer.send(error: error)
    }
  }
}
