extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Creates a single from an `async` function, run in a new task for each subscriber.
  ///
  /// The function's result is the single's outcome. Disposing the subscription cancels the
  /// task; whatever the function returns or throws afterwards goes nowhere.
  ///
  /// ```swift
  /// let library = Single.create { try await service.library(named: "RxSwift") }
  /// ```
  /// - Parameters:
  ///   - detached: whether the task is detached from the caller's actor and task-local values.
  ///   - priority: the task's priority; `nil` inherits the current one.
  ///   - work: the function whose result the single sends.
  /// - Returns: a single of the function's result.
  @available(swift, introduced: 6)
  @_disfavoredOverload
  @preconcurrency public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> PrimitiveSequence<SingleTrait, Element> {
    Single(
      raw: Observable.create { observer in
        let feed = TaskFeed(observer)
        let operation: @Sendable () async -> Void = {
          do {
            let element = try await work()
            feed.send(.next(element))
            feed.send(.completed)
          } catch {
            feed.send(.error(error))
          }
        }
        feed.attach(
          detached
            ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation))
        return feed
      })
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// Subscribes, and suspends until the single's element arrives.
  ///
  /// ```swift
  /// let library = try await service.getLibraryRx().value
  /// ```
  /// Cancelling the awaiting task disposes the subscription. A task cancelled before it reads the
  /// property still subscribes: an outcome sent while subscribing is returned, and only a source
  /// still silent then throws `CancellationError`.
  /// - Throws: the single's error, or `CancellationError` when the task is cancelled first.
  public var value: Element {
    get async throws { try await firstOutcome({ $0 }, whenEmpty: .failure(RxError.noElements)) }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
  /// Subscribes, and suspends until the maybe's element arrives or it completes empty.
  ///
  /// ```swift
  /// if let cached = try await cache.entry(for: key).value { show(cached) }
  /// ```
  /// Cancelling the awaiting task disposes the subscription. A task cancelled before it reads the
  /// property still subscribes: an outcome sent while subscribing is returned, and only a source
  /// still silent then throws `CancellationError`.
  /// - Returns: the element, or `nil` when the maybe completes without one.
  /// - Throws: the maybe's error, or `CancellationError` when the task is cancelled first.
  public var value: Element? {
    get async throws { try await firstOutcome({ $0 }, whenEmpty: .success(nil)) }
  }
}

extension PrimitiveSequenceType where Element: Sendable {
  /// Subscribes, and suspends until the first outcome: the first element, made a value by
  /// `value`; the error; or `whenEmpty` when the sequence completes without an element. What
  /// `value` awaits for each trait, which differ only in what an empty completion means.
  func firstOutcome<Value: Sendable>(
    _ value: @escaping @Sendable (Element) -> Value, whenEmpty: Result<Value, any Error>
  ) async throws -> Value {
    let source = primitiveSequence.asObservable()
    return try await AwaitedOutcome.value { deliver in
      source.subscribe(
        onNext: { deliver(.success(value($0))) },
        onError: { deliver(.failure($0)) },
        onCompleted: { deliver(whenEmpty) })
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes, and suspends until the completable completes.
  ///
  /// ```swift
  /// try await store.save(settings).value
  /// ```
  /// Cancelling the awaiting task disposes the subscription. A task cancelled before it reads the
  /// property still subscribes: an outcome sent while subscribing is returned, and only a source
  /// still silent then throws `CancellationError`.
  /// - Throws: the completable's error, or `CancellationError` when the task is cancelled first.
  public var value: Void {
    get async throws { try await firstOutcome({ _ in }, whenEmpty: .success(())) }
  }
}
