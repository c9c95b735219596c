import StyleInternals

/// The side of an operator's task that produces output: it sends elements to the consumer (with
/// back-pressure) and ends the output.
@usableFromInline
struct TaskOutput<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let storage: ChannelStorage<Element, Failure>

  @inlinable init(storage: ChannelStorage<Element, Failure>) {
    self.storage = storage
  }

  /// Sends `element`; `false` when the consumer is gone or the output has ended, so the caller stops.
  @inlinable
  func send(_ element: Element) async -> Bool { await storage.send(element) }

  @inlinable
  func finish() { storage.terminate() }

  @inlinable
  func fail(_ failure: Failure) { storage.terminate(failure: failure) }
}

/// The consuming side of an operator that runs a task of its own (merge, debounce, …).
///
/// The task starts on the first `next()`, on the consumer's executor preference, and runs `body`,
/// which feeds the output. When the output finishes, the consumer cancels the task and waits for
/// it, so no work outlives the iteration; when it fails, the consumer cancels the task and throws
/// at once, without waiting for bases that may ignore cancellation; when the consuming task is
/// cancelled, the task is cancelled too; when the iterator is dropped early, the task is cancelled.
///
/// `next()` is inlinable, so a consumer that knows the element type receives specialised.
@usableFromInline
final class TaskIteratorState<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let storage = ChannelStorage<Element, Failure>()
  @usableFromInline let task = Lock(Running())
  @usableFromInline let body: @Sendable (TaskOutput<Element, Failure>) async -> Void

  @inlinable
  init(body: @escaping @Sendable (TaskOutput<Element, Failure>) async -> Void) {
    self.body = body
  }

  /// The task, and whether the consumer gave up waiting for it (after a failure).
  @usableFromInline
  struct Running {
    @usableFromInline var handle: Task<Void, Never>?
    @usableFromInline var abandoned = false

    @inlinable init() {}
  }

  deinit {
    task.withLock { $0.handle }?.cancel()
  }

  /// The next element. A cancelled consumer gets `nil` from the channel and then stops the task,
  /// so the receive's own cancellation handler is the only one per element.
  @inlinable
  nonisolated(nonsending) func next() async throws(Failure) -> Element? {
    switch await storage.receive() {
    case .success(let element?): return element
    case .success(nil):
      await stop()
      return nil
    case .failure(let failure):
      // A failure ends the sequence at once, as in swift-async-algorithms: the task is cancelled
      // but not awaited, because a base that ignores cancellation would hold the failure back.
      cancel()
      throw failure
    }
  }

  @usableFromInline
  func cancel() {
    storage.terminate()
    task.withLock { running in
      running.abandoned = true
      return running.handle
    }?.cancel()
  }

  /// Starts the task; later calls do nothing.
  @usableFromInline
  func start() {
    let output = TaskOutput(storage: storage)
    let body = self.body
    task.withLock { running in
      guard running.handle == nil else { return }
      let countingScope = ResourceCountingScope.enclosing
      AsyncResources.increment(countingScope)
      running.handle = Task.inheritingExecutor {
        defer { AsyncResources.decrement(countingScope) }
        await body(output)
        output.finish()
      }
    }
  }

  /// Ends the task (it may still wait on an upstream or a sleeper) and waits until it is done.
  @usableFromInline
  nonisolated(nonsending) func stop() async {
    storage.terminate()
    guard let running = task.withLock({ $0.abandoned ? nil : $0.handle }) else { return }
    running.cancel()
    await running.value
  }
}

/// The iterator of every operator that runs a task of its own (merge, debounce, buffer, …): it
/// receives the output of that task.
///
/// One type serves them all because what differs between those operators is only the task's
/// body. An operator that swift-async-algorithms also has wraps it in an `Iterator` of its own, so
/// that its public iterator is the anchor's type (`AsyncMerge2Sequence.Iterator`); combineLatest's
/// also pairs its bases' events in the consumer's own `next()`. The package's own operators name it
/// by a type alias.
public struct AsyncTaskIterator<Element: Sendable, Failure: Error>: AsyncIteratorProtocol {
  @usableFromInline let state: TaskIteratorState<Element, Failure>
  /// Whether this iterator started the task: checked without the state's lock on every `next()`.
  @usableFromInline var started = false

  @inlinable
  init(_ body: @escaping @Sendable (TaskOutput<Element, Failure>) async -> Void) {
    state = TaskIteratorState(body: body)
  }

  /// An iterator whose task runs `sequence`'s ``TaskBackedSequence/run(_:)``.
  @inlinable
  init<S: TaskBackedSequence>(running sequence: S) where S.Element == Element, S.Failure == Failure {
    self.init { output in await sequence.run(output) }
  }

  /// An iterator whose task runs each of `children` as a child task on the same output, and
  /// finishes when all of them have returned (merge: one child a base).
  @inlinable
  init(children: [@Sendable (TaskOutput<Element, Failure>) async -> Void]) {
    self.init { output in await runChildTasks(children, with: output) }
  }

  @inlinable
  public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
    if !started {
      started = true
      state.start()
    }
    return try await state.next()
  }

  @inlinable
  public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
}

@available(*, unavailable)
extension AsyncTaskIterator: Sendable {}

/// Runs each of `children` as a child task of the current task, all given `input`; returns when
/// all of them have returned.
@inlinable
func runChildTasks<Input: Sendable>(_ children: [@Sendable (Input) async -> Void], with input: Input) async {
  await withTaskGroup(of: Void.self) { group in
    for child in children { group.addTask { await child(input) } }
  }
}

/// An operator whose elements come from a task of its own, iterated by ``AsyncTaskIterator``.
@usableFromInline
protocol TaskBackedSequence: AsyncSequence, Sendable where Element: Sendable {
  /// The operator's task: feeds `output` until the operator ends or `output` refuses an element.
  func run(_ output: TaskOutput<Element, Failure>) async
}
