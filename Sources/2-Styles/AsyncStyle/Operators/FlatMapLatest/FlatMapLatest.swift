extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Maps each element to a sequence and emits the elements of the newest one only
  /// (RxSwift's `flatMapLatest`, ReactiveSwift's `flatMap(.latest)`: switch-to-latest).
  ///
  /// Switch-to-latest semantics: when an element arrives, the iteration of the previous inner
  /// sequence is cancelled and its elements not yet emitted are dropped, even those already
  /// produced; only the newest inner sequence's elements are emitted from then on. The result
  /// finishes when this sequence and the newest inner sequence have finished; a failure of either
  /// (of the newest inner sequence, not of a cancelled one) is thrown at once. Cancelling the
  /// consuming task cancels this sequence's and the inner iteration.
  ///
  /// ```swift
  /// let results = queries.flatMapLatest { query in service.search(query) }
  /// ```
  /// - Parameter transform: makes the inner sequence for an element.
  /// - Returns: the elements of the newest inner sequence.
  public func flatMapLatest<Inner: AsyncSequence & Sendable>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapLatestSequence<Self, Inner> where Inner.Failure == Failure, Inner.Element: Sendable {
    AsyncFlatMapLatestSequence(base: self, transform: transform)
  }
}

/// The sequence that `flatMapLatest(_:)` returns.
public struct AsyncFlatMapLatestSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
  AsyncSequence, Sendable
where Inner.Failure == Base.Failure, Base.Element: Sendable, Inner.Element: Sendable {
  public typealias Element = Inner.Element
  public typealias Failure = Base.Failure

  let base: Base
  let transform: @Sendable (Base.Element) -> Inner

  /// Receives the newest inner sequence's elements from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  @usableFromInline
  func run(_ output: TaskOutput<Element, Failure>) async {
    await base.runEventLoop(tagging: FlattenInput<Base.Element, Inner.Element, Failure>.outer) { loop in
      var current: (id: Int, task: Task<Void, Never>)?
      var nextID = 0
      var outerFinished = false
      defer { current?.task.cancel() }
      events: while let event = await loop.next() {
        switch event {
        case .element(.outer(let element)):
          current?.task.cancel()
          nextID += 1
          current = (nextID, loop.startInner(transform(element), id: nextID))
        case .element(.inner(let id, let element)):
          guard id == current?.id else { continue }
          guard await output.send(element) else { break events }
        case .element(.innerFinished(let id)):
          guard id == current?.id else { continue }
          current = nil
          if outerFinished { break events }
        case .element(.innerFailed(let id, let failure)):
          guard id == current?.id else { continue }
          output.fail(failure)
          break events
        case .finished:
          outerFinished = true
          if current == nil { break events }
        case .failed(let failure):
          output.fail(failure)
          break events
        case .tick: continue
        }
      }
    }
  }
}

extension AsyncFlatMapLatestSequence: TaskBackedSequence {}
