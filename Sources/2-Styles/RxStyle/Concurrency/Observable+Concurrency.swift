extension ObservableConvertibleType where Element: Sendable {
  /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
  ///
  /// Reading the property subscribes at once; the elements wait in an unbounded buffer until the
  /// loop takes them. The loop ends when the sequence completes, and throws its error when it
  /// fails. Cancelling the consuming task, or releasing the stream, disposes the subscription;
  /// a loop cancelled before the sequence ended throws `CancellationError`.
  ///
  /// ```swift
  /// for try await name in names.values {
  ///   print(name)
  /// }
  /// ```
  ///
  /// The subscription is made on the calling thread: a sequence that sends synchronously (`just`,
  /// `of`) fills the buffer before the loop starts.
  public var values: AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { termination in
        if case .cancelled = termination { subscription.dispose() }
      }
      subscription.setDisposable(
        asObservable().subscribe(
          onNext: { continuation.yield($0) },
          onError: { continuation.finish(throwing: $0) },
          onCompleted: { continuation.finish() },
          // A stream already finished ignores this; one cancelled before the end throws it.
          onDisposed: { continuation.finish(throwing: CancellationError()) }))
    }
  }
}

extension AsyncSequence where Self: Sendable {
  /// An observable that iterates this sequence in a new task for each subscriber.
  ///
  /// Each element becomes a `next` event; the end of the sequence completes it and a thrown
  /// error fails it, except `CancellationError`, which completes it. Disposing the subscription
  /// cancels the task and lets go of the observer at once.
  ///
  /// ```swift
  /// let ticks = clock.ticks.asObservable()
  /// ticks.subscribe(onNext: { print($0) }).disposed(by: bag)
  /// ```
  /// - Parameter priority: the priority of the iterating task; `nil` inherits the current one.
  /// - Returns: an observable of the sequence's elements.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    asObservable(priority: priority, executorPreference: nil)
  }

  /// An observable that iterates this sequence in a new task, run on `executorPreference`, for
  /// each subscriber.
  ///
  /// Pass a test scheduler's task executor to keep the iteration in virtual time:
  ///
  /// ```swift
  /// let observable = sequence.asObservable(executorPreference: asyncScheduler.taskExecutor)
  /// ```
  /// - Parameters:
  ///   - priority: the priority of the iterating task; `nil` inherits the current one.
  ///   - executorPreference: the executor the task prefers; `nil` for the global one.
  /// - Returns: an observable of the sequence's elements.
  public func asObservable(
    priority: TaskPriority? = nil, executorPreference: (any TaskExecutor)?
  ) -> Observable<Element> {
    Observable.create { observer in
      let feed = TaskFeed(observer)
      feed.attach(
        Task(executorPreference: executorPreference, priority: priority) {
          do {
            for try await element in self {
              feed.send(.next(element))
            }
            feed.send(.completed)
          } catch is CancellationError {
            feed.send(.completed)
          } catch {
            feed.send(.error(error))
          }
        })
      return feed
    }
  }
}
