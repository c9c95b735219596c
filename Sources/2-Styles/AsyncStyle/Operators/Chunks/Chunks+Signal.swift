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
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Signal> where Signal.Failure == Never, Signal.Element: Sendable {
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
  ) -> AsyncChunksOfCountOrSignalSequence<Self, AsyncTimerSequence<C>> {
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
    Self, AsyncTimerSequence<C>
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
  ) -> AsyncChunksOfCountOrSignalSequence<Self, Signal> where Signal.Failure == Never, Signal.Element: Sendable {
    AsyncChunksOfCountOrSignalSequence(base: self, count: .max, signal: signal, signalFailure: impossibleFailure)
  }
}

/// The conversion of a signal's failure that cannot happen.
@Sendable
func impossibleFailure<T>(_ never: Never) -> T {}

/// The sequence that `chunks(ofCount:or:)` and `chunked(by:)` with a signal return.
public struct AsyncChunksOfCountOrSignalSequence<Base: AsyncSequence & Sendable, Signal: AsyncSequence & Sendable>:
  AsyncSequence, Sendable
where Base.Element: Sendable, Signal.Element: Sendable {
  public typealias Element = [Base.Element]
  public typealias Failure = Base.Failure

  let base: Base
  let count: Int
  let signal: Signal
  /// Turns the signal's failure into the sequence's: the overloads only build this sequence for
  /// a signal that cannot fail or fails like the base.
  let signalFailure: @Sendable (Signal.Failure) -> Failure

  /// Receives the arrays from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
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
      var chunk: [Base.Element] = []
      events: while let event = await loop.next() {
        switch event {
        case .element(.first(let element)):
          chunk.append(element)
          guard chunk.count == count else { continue }
        case .element(.second):
          guard !chunk.isEmpty else { continue }
        case .finished(let source):
          guard source == 1 else { continue }
          if !chunk.isEmpty { _ = await output.send(chunk) }
          break events
        case .failed(let failure):
          output.fail(failure)
          break events
        case .tick: continue
        }
        let full = chunk
        chunk = []
        guard await output.send(full) else { break events }
      }
    }
  }
}

extension AsyncChunksOfCountOrSignalSequence: TaskBackedSequence {}
