extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Collects elements into arrays, emitting one when it holds `count` elements or when `signal`
  /// emits, whichever comes first (swift-async-algorithms' `chunks(ofCount:or:)`).
  ///
  /// A signal that arrives while nothing is collected emits nothing (unlike the Rx-style
  /// ``buffer(timeSpan:count:clock:)``, which emits empty arrays). When the base finishes, the
  /// collected elements are emitted, if any, and the sequence finishes; when it fails, they are
  /// dropped and the failure is thrown. The signal ending only stops signalling; a signal that can
  /// fail is accepted too (see the overloads for failing signals), and its failure is thrown like
  /// the base's.
  ///
  /// ```swift
  /// let batches = events.chunks(ofCount: 100, or: flushRequests)
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - signal: a sequence that cannot fail whose every element ends the current array.
  /// - Returns: a sequence of arrays.
  public func chunks<Signal: AsyncSequence & Sendable>(
    ofCount count: Int, or signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Signal.Failure == Never, Signal.Element: Sendable {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(
      base: self, count: count, signal: signal, signalFailure: impossibleFailure)
  }

  /// Collects elements into arrays, emitting one when it holds `count` elements or when `timer`
  /// ticks with elements collected.
  ///
  /// The timer's ticks follow ``AsyncTimerSequence``: due every interval from the start, overdue
  /// ones skipped; a tick while nothing is collected emits nothing.
  ///
  /// ```swift
  /// let batches = logLines.chunks(ofCount: 100, or: .timer(every: .seconds(5), clock: clock))
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one array; must be positive.
  ///   - timer: the timer whose ticks end the current array.
  /// - Returns: a sequence of arrays.
  public func chunks<C: Clock>(
    ofCount count: Int, or timer: AsyncTimerSequence<C>
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], AsyncTimerSequence<C>> {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(base: self, count: count, signal: timer, signalFailure: impossibleFailure)
  }

  /// Collects elements into arrays, emitting one each time `timer` ticks with elements collected
  /// (swift-async-algorithms' `chunked(by:)` with a timer).
  ///
  /// The timer's ticks follow ``AsyncTimerSequence``: due every interval from the start, overdue
  /// ones skipped; a tick while nothing is collected emits nothing.
  ///
  /// ```swift
  /// let perSecond = logLines.chunked(by: .repeating(every: .seconds(1), clock: clock))
  /// ```
  /// - Parameter timer: the timer whose ticks end the current array.
  /// - Returns: a sequence of arrays.
  public func chunked<C: Clock>(by timer: AsyncTimerSequence<C>) -> AsyncChunksOfCountOrSignalSequence<
    Self, [Element], AsyncTimerSequence<C>
  > {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: timer, signalFailure: impossibleFailure)
  }

  /// Collects elements into arrays, emitting one each time `signal` emits with elements collected
  /// (swift-async-algorithms' `chunked(by:)` with a signal).
  ///
  /// ```swift
  /// let perFrame = touches.chunked(by: frameTicks)
  /// ```
  /// - Parameter signal: a sequence that cannot fail whose every element ends the current array.
  /// - Returns: a sequence of arrays.
  public func chunked<Signal: AsyncSequence & Sendable>(
    by signal: Signal
  ) -> AsyncChunksOfCountOrSignalSequence<Self, [Element], Signal>
  where Signal.Failure == Never, Signal.Element: Sendable {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: signal, signalFailure: impossibleFailure)
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// `chunks(ofCount:or:)` with a signal, gathering into collections of type `Collected`.
  ///
  /// ```swift
  /// let lines = characters.chunks(ofCount: 80, or: newlines, into: String.self)
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one collection; must be positive.
  ///   - signal: a sequence that cannot fail whose every element ends the current collection.
  ///   - collectionType: the type of collection each chunk is gathered into.
  /// - Returns: a sequence of collections.
  public func chunks<Signal: AsyncSequence & Sendable, Collected: RangeReplaceableCollection & Sendable>(
    ofCount count: Int, or signal: Signal, into collectionType: Collected.Type
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Collected, Signal>
  where Signal.Failure == Never, Signal.Element: Sendable, Collected.Element == Element {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(
      base: self, count: count, signal: signal, signalFailure: impossibleFailure)
  }

  /// `chunks(ofCount:or:)` with a timer, gathering into collections of type `Collected`.
  ///
  /// ```swift
  /// let batches = samples.chunks(ofCount: 64, or: .repeating(every: .seconds(1), clock: clock), into: ContiguousArray.self)
  /// ```
  /// - Parameters:
  ///   - count: the most elements in one collection; must be positive.
  ///   - timer: the timer whose ticks end the current collection.
  ///   - collectionType: the type of collection each chunk is gathered into.
  /// - Returns: a sequence of collections.
  public func chunks<C: Clock, Collected: RangeReplaceableCollection & Sendable>(
    ofCount count: Int, or timer: AsyncTimerSequence<C>, into collectionType: Collected.Type
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Collected, AsyncTimerSequence<C>> where Collected.Element == Element {
    precondition(count > 0, "chunks(ofCount:or:) requires a positive count")
    return AsyncChunksOfCountOrSignalSequence(base: self, count: count, signal: timer, signalFailure: impossibleFailure)
  }

  /// `chunked(by:)` with a signal, gathering into collections of type `Collected`.
  ///
  /// ```swift
  /// let perFrame = keystrokes.chunked(by: frameTicks, into: String.self)
  /// ```
  /// - Parameters:
  ///   - signal: a sequence that cannot fail whose every element ends the current collection.
  ///   - collectionType: the type of collection each chunk is gathered into.
  /// - Returns: a sequence of collections.
  public func chunked<Signal: AsyncSequence & Sendable, Collected: RangeReplaceableCollection & Sendable>(
    by signal: Signal, into collectionType: Collected.Type
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Collected, Signal>
  where Signal.Failure == Never, Signal.Element: Sendable, Collected.Element == Element {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: signal, signalFailure: impossibleFailure)
  }

  /// `chunked(by:)` with a timer, gathering into collections of type `Collected`.
  ///
  /// ```swift
  /// let perSecond = keystrokes.chunked(by: .repeating(every: .seconds(1), clock: clock), into: String.self)
  /// ```
  /// - Parameters:
  ///   - timer: the timer whose ticks end the current collection.
  ///   - collectionType: the type of collection each chunk is gathered into.
  /// - Returns: a sequence of collections.
  public func chunked<C: Clock, Collected: RangeReplaceableCollection & Sendable>(
    by timer: AsyncTimerSequence<C>, into collectionType: Collected.Type
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Collected, AsyncTimerSequence<C>> where Collected.Element == Element {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: timer, signalFailure: impossibleFailure)
  }
}

/// The conversion of a signal's failure that cannot happen.
@Sendable
func impossibleFailure<T>(_ never: Never) -> T {}

/// The sequence that `chunks(ofCount:or:)` and `chunked(by:)` with a signal or a timer return,
/// gathering elements into collections of type `Collected` (arrays unless `into:` says otherwise).
public struct AsyncChunksOfCountOrSignalSequence<
  Base: AsyncSequence & Sendable, Collected: RangeReplaceableCollection & Sendable, Signal: AsyncSequence & Sendable
>: AsyncSequence, Sendable
where Base.Element: Sendable, Signal.Element: Sendable, Collected.Element == Base.Element {
  public typealias Element = Collected
  public typealias Failure = Base.Failure

  let base: Base
  let count: Int
  let signal: Signal
  /// Turns the signal's failure into the sequence's: the overloads only build this sequence for
  /// a signal that cannot fail or fails like the base.
  let signalFailure: @Sendable (Signal.Failure) -> Failure

  /// Receives the chunks from the operator's task.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline var inner: AsyncTaskIterator<Element, Failure>

    @inlinable init(_ inner: AsyncTaskIterator<Element, Failure>) { self.inner = inner }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await inner.next(isolation: actor)
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await inner.next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(AsyncTaskIterator(running: self))
  }

  @usableFromInline
  func run(_ output: TaskOutput<Element, Failure>) async {
    let base = self.base
    let signal = self.signal.mapError(signalFailure)
    let count = self.count
    await EventLoop<Either<Base.Element, Signal.Element>, Failure>.run(
      pumps: [
        { await base.pump(into: $0, source: 1) { .first($0) } },
        { await signal.pump(into: $0, source: 2) { .second($0) } },
      ]
    ) { loop in
      var chunk = Collected()
      // Counted here: `count` of a collection that is not random-access walks it.
      var collected = 0
      events: while let event = await loop.next() {
        switch event {
        case .element(.first(let element)):
          chunk.append(element)
          collected += 1
          guard collected == count else { continue }
        case .element(.second):
          guard collected > 0 else { continue }
        case .finished(let source):
          guard source == 1 else { continue }
          if collected > 0 { _ = await output.send(chunk) }
          break events
        case .failed(let failure):
          output.fail(failure)
          break events
        case .tick: continue
        }
        let full = chunk
        chunk = Collected()
        collected = 0
        guard await output.send(full) else { break events }
      }
    }
  }
}

extension AsyncChunksOfCountOrSignalSequence: TaskBackedSequence {}

@available(*, unavailable)
extension AsyncChunksOfCountOrSignalSequence.Iterator: Sendable {}
