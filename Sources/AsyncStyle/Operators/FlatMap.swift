extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Maps each element to a sequence and emits the elements of all of them as they arrive,
  /// iterating at most `maxConcurrent` inner sequences at a time (RxSwift's `flatMap` /
  /// `merge(maxConcurrent:)`, ReactiveSwift's `flatMap(.merge)`).
  ///
  /// Elements that arrive while `maxConcurrent` inner sequences are running wait, in order, until
  /// one of them finishes. The result finishes when this sequence and every inner sequence have
  /// finished; a failure of any is thrown at once and every iteration is cancelled.
  ///
  /// ```swift
  /// let thumbnails = urls.flatMapMerge(maxConcurrent: 4) { url in loader.image(at: url) }
  /// ```
  /// - Parameters:
  ///   - maxConcurrent: the most inner sequences iterated at once; must be positive.
  ///   - transform: makes the inner sequence for an element.
  /// - Returns: the elements of all inner sequences, interleaved.
  public func flatMapMerge<Inner: AsyncSequence & Sendable>(
    maxConcurrent: Int = .max, _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AsyncFlatMapMergeSequence<Self, Inner> where Inner.Failure == Failure, Inner.Element: Sendable {
    precondition(maxConcurrent > 0, "flatMapMerge(maxConcurrent:) requires a positive limit")
    return AsyncFlatMapMergeSequence(base: self, maxConcurrent: maxConcurrent, transform: transform)
  }
}

/// The sequence that `flatMapMerge(maxConcurrent:_:)` returns.
public struct AsyncFlatMapMergeSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
  AsyncSequence, Sendable
where Inner.Failure == Base.Failure, Base.Element: Sendable, Inner.Element: Sendable {
  public typealias Element = Inner.Element
  public typealias Failure = Base.Failure

  let base: Base
  let maxConcurrent: Int
  let transform: @Sendable (Base.Element) -> Inner

  /// Receives the inner sequences' elements from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  func run(_ output: TaskOutput<Element, Failure>) async {
    await base.runEventLoop(tagging: FlattenInput<Base.Element, Inner.Element, Failure>.outer) { loop in
      var running: [Int: Task<Void, Never>] = [:]
      var waiting: [Base.Element] = []
      var nextID = 0
      var outerFinished = false
      defer { for task in running.values { task.cancel() } }
      func startWaiting() {
        while running.count < maxConcurrent, !waiting.isEmpty {
          nextID += 1
          running[nextID] = loop.startInner(transform(waiting.removeFirst()), id: nextID)
        }
      }
      events: while let event = await loop.next() {
        switch event {
        case .element(.outer(let element)):
          waiting.append(element)
          startWaiting()
        case .element(.inner(_, let element)):
          guard await output.send(element) else { break events }
        case .element(.innerFinished(let id)):
          running[id] = nil
          startWaiting()
          if outerFinished, running.isEmpty { break events }
        case .element(.innerFailed(_, let failure)), .failed(let failure):
          output.fail(failure)
          break events
        case .finished:
          outerFinished = true
          if running.isEmpty, waiting.isEmpty { break events }
        case .tick: continue
        }
      }
    }
  }
}

extension AsyncFlatMapMergeSequence: TaskBackedSequence {}
