import StyleInternals

/// The shared state of a `flatMapMerge` iteration whose sequences may suspend: a
/// ``FlatMapMergeStateMachine`` under a lock, and the tasks that feed it.
///
/// One task iterates the outer sequence and starts a task per inner sequence (on the consumer's
/// executor preference, so that each can be cancelled on its own); the inner tasks append to the
/// machine's buffer, and the consumer takes it whole. When the result ends, every task is
/// cancelled and the consumer waits until all have ended, so no work outlives the iteration.
///
/// Inlinable, with its state machine, so that the per-element path runs specialised for the
/// caller's types (a hot path: see Benchmarks/README.md).
@usableFromInline
final class FlatMapMergeStorage<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: Sendable
where Inner.Failure == Base.Failure, Base.Element: Sendable, Inner.Element: Sendable {
  @usableFromInline
  typealias Machine = FlatMapMergeStateMachine<Base.Element, Inner.Element, Base.Failure>

  /// How many elements the inner sequences may produce before the consumer takes them.
  @inlinable
  static var capacity: Int { 256 }

  @usableFromInline
  let machine: Lock<Machine>
  /// The counting scope of the task that created this storage, which its resources count in.
  @usableFromInline let countingScope = ResourceCountingScope.enclosing
  @usableFromInline
  let base: Base
  @usableFromInline
  let transform: @Sendable (Base.Element) -> Inner

  @usableFromInline
  init(base: Base, maxConcurrent: Int, transform: @escaping @Sendable (Base.Element) -> Inner) {
    self.base = base
    self.transform = transform
    machine = Lock(Machine(maxConcurrent: maxConcurrent, capacity: Self.capacity))
  }

  /// Starts the outer task; the consumer calls it before its first request.
  @inlinable
  func start() {
    let id = machine.withLock { $0.startOuter() }
    spawn(id: id) { await self.runOuter() }
  }

  /// The next elements in the order they arrived, or `nil` once the result has finished and every
  /// task has ended.
  /// - Parameter spare: an emptied array the storage may reuse as its next buffer.
  /// - Throws: the first failure of the outer or of an inner sequence, once the elements that
  ///   arrived before it were taken.
  @inlinable
  func nextBatch(replacing spare: [Inner.Element]) async throws(Base.Failure) -> [Inner.Element]? {
    while true {
      switch machine.withLock({ $0.take(replacingWith: spare, cancelled: Task.isCancelled) }) {
      case .batch(let elements, let effects):
        effects.run()
        return elements
      case .end(let failure, let effects):
        effects.run()
        await waitForTasks()
        if let failure { throw failure }
        return nil
      case .suspend:
        await withTaskCancellationHandler {
          await withUnsafeContinuation { (consumer: UnsafeContinuation<Void, Never>) in
            machine.withLock { $0.wait(consumer) }?.resume()
          }
        } onCancel: {
          cancel()
        }
      }
    }
  }

  /// Ends the iteration at once: the consuming task was cancelled or the iterator dropped.
  @inlinable
  func cancel() {
    machine.withLock { $0.cancel() }.run()
  }

  @inlinable
  func waitForTasks() async {
    await withUnsafeContinuation { (consumer: UnsafeContinuation<Void, Never>) in
      machine.withLock { $0.awaitTasks(consumer) }?.resume()
    }
  }

  @inlinable
  func spawn(id: Int, _ body: @escaping @Sendable () async -> Void) {
    AsyncResources.increment(countingScope)
    let task = Task.inheritingExecutor { await body() }
    if !machine.withLock({ $0.register(task, id: id) }) { task.cancel() }
  }

  @inlinable
  func runOuter() async {
    var iterator = base.makeAsyncIterator()
    var failure: Base.Failure?
    var untilYield = 0
    do throws(Base.Failure) {
      while let element = try await iterator.next(isolation: nil) {
        guard let effects = machine.withLock({ $0.outerElement(element) }) else { break }
        startInnerIfNeeded(effects)
        // An outer sequence that never suspends would otherwise keep its executor from the inner
        // tasks and the consumer; every few elements is enough, and a yield costs a trip through
        // the executor.
        untilYield = untilYield == 0 ? 15 : untilYield - 1
        if untilYield == 0 { await Task.yield() }
      }
    } catch {
      failure = error
    }
    AsyncResources.decrement(countingScope)
    startInnerIfNeeded(machine.withLock { $0.outerEnded(failure: failure) })
  }

  @inlinable
  func startInnerIfNeeded(_ effects: Machine.Effects) {
    effects.run()
    guard let (element, id) = effects.start else { return }
    let inner = transform(element)
    spawn(id: id) { await self.runInner(inner, id: id) }
  }

  @inlinable
  func runInner(_ inner: Inner, id: Int) async {
    var iterator = inner.makeAsyncIterator()
    var failure: Base.Failure?
    do throws(Base.Failure) {
      while let element = try await iterator.next(isolation: nil) {
        guard await send(element) else { break }
      }
    } catch {
      failure = error
    }
    AsyncResources.decrement(countingScope)
    startInnerIfNeeded(machine.withLock { $0.innerEnded(id: id, failure: failure) })
  }

  /// Appends `element` to the buffer; waits while the buffer is full. `false` when the result has
  /// ended, so the inner iteration stops.
  @inlinable
  func send(_ element: Inner.Element) async -> Bool {
    switch machine.withLock({ $0.send(element) }) {
    case .sent(let effects):
      effects.run()
      return true
    case .full(let effects):
      effects.run()
      return await withUnsafeContinuation { (sender: UnsafeContinuation<Bool, Never>) in
        if let (sender, mayContinue) = machine.withLock({ $0.park(sender) }) { sender.resume(returning: mayContinue) }
      }
    case .stop:
      return false
    }
  }
}

/// Ends a `flatMapMerge` iteration whose iterator was dropped before the result ended.
@usableFromInline
final class FlatMapMergeConsumer<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>
where Inner.Failure == Base.Failure, Base.Element: Sendable, Inner.Element: Sendable {
  @usableFromInline let storage: FlatMapMergeStorage<Base, Inner>
  @usableFromInline var started = false

  @inlinable
  init(_ storage: FlatMapMergeStorage<Base, Inner>) { self.storage = storage }

  deinit { if started { storage.cancel() } }
}
