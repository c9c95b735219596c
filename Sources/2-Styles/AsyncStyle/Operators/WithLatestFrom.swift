extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Emits, for each element of this sequence, the latest element of `other` (RxSwift's
  /// `withLatestFrom`); elements arriving before `other` has emitted are dropped.
  ///
  /// The result finishes when this sequence finishes; `other` finishing only freezes its latest
  /// element. A failure of either is thrown at once.
  ///
  /// ```swift
  /// let submitted = submitTaps.withLatestFrom(formText)
  /// ```
  /// - Parameter other: the sequence whose latest element is sampled.
  /// - Returns: a sequence of `other`'s latest element at each of this sequence's elements.
  public func withLatestFrom<Other: AsyncSequence & Sendable>(
    _ other: Other
  ) -> AsyncWithLatestFromSequence<Self, Other, Other.Element> where Other.Failure == Failure, Other.Element: Sendable {
    AsyncWithLatestFromSequence(base: self, other: other) { $1 }
  }

  /// Combines each element of this sequence with the latest element of `other`.
  ///
  /// ```swift
  /// let orders = buyTaps.withLatestFrom(prices) { _, price in Order(price: price) }
  /// ```
  /// - Parameters:
  ///   - other: the sequence whose latest element is sampled.
  ///   - resultSelector: combines an element with `other`'s latest element.
  /// - Returns: a sequence of the combined values.
  public func withLatestFrom<Other: AsyncSequence & Sendable, Result: Sendable>(
    _ other: Other, resultSelector: @escaping @Sendable (Element, Other.Element) -> Result
  ) -> AsyncWithLatestFromSequence<Self, Other, Result> where Other.Failure == Failure, Other.Element: Sendable {
    AsyncWithLatestFromSequence(base: self, other: other, resultSelector: resultSelector)
  }
}

/// The sequence that `withLatestFrom(_:)` and `withLatestFrom(_:resultSelector:)` return.
public struct AsyncWithLatestFromSequence<
  Base: AsyncSequence & Sendable, Other: AsyncSequence & Sendable, Result: Sendable
>:
  AsyncSequence, Sendable
where Base.Failure == Other.Failure, Base.Element: Sendable, Other.Element: Sendable {
  public typealias Element = Result
  public typealias Failure = Base.Failure

  let base: Base
  let other: Other
  let resultSelector: @Sendable (Base.Element, Other.Element) -> Result

  /// Receives the combined values from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  @usableFromInline
  func run(_ output: TaskOutput<Element, Failure>) async {
    let base = self.base
    let other = self.other
    await EventLoop<Either<Base.Element, Other.Element>, Failure>.run(
      pumps: [
        { await base.pump(into: $0, source: 1) { .first($0) } },
        { await other.pump(into: $0, source: 2) { .second($0) } },
      ]
    ) { loop in
      var latest: Other.Element?
      events: while let event = await loop.next() {
        switch event {
        case .element(.first(let element)):
          guard let latest else { continue }
          guard await output.send(resultSelector(element, latest)) else { break events }
        case .element(.second(let element)): latest = element
        case .finished(let source):
          if source == 1 { break events }
        case .failed(let failure):
          output.fail(failure)
          break events
        case .tick: continue
        }
      }
    }
  }
}

extension AsyncWithLatestFromSequence: TaskBackedSequence {}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
  /// Emits, for each element of this sequence, the latest element of `other`, which may fail
  /// although this sequence cannot: the result fails as `other` does.
  ///
  /// - Parameter other: the sequence whose latest element is sampled.
  /// - Returns: a sequence of `other`'s latest element at each of this sequence's elements.
  public func withLatestFrom<Other: AsyncSequence & Sendable>(
    _ other: Other
  ) -> AsyncWithLatestFromSequence<AsyncMapErrorSequence<Self, Other.Failure>, Other, Other.Element>
  where Other.Element: Sendable {
    setFailureType(to: Other.Failure.self).withLatestFrom(other)
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Emits, for each element of this sequence, the latest element of `other`, which cannot fail:
  /// the result fails as this sequence does.
  ///
  /// - Parameter other: the sequence whose latest element is sampled.
  /// - Returns: a sequence of `other`'s latest element at each of this sequence's elements.
  public func withLatestFrom<Other: AsyncSequence & Sendable>(
    _ other: Other
  ) -> AsyncWithLatestFromSequence<Self, AsyncMapErrorSequence<Other, Failure>, Other.Element>
  where Other.Element: Sendable, Other.Failure == Never {
    withLatestFrom(other.setFailureType(to: Failure.self))
  }

  /// Emits, for each element of this sequence, the latest element of `other`; the two fail with
  /// different types, so the result fails with `any Error`.
  ///
  /// - Parameter other: the sequence whose latest element is sampled.
  /// - Returns: a sequence of `other`'s latest element at each of this sequence's elements.
  public func withLatestFrom<Other: AsyncSequence & Sendable>(
    _ other: Other
  ) -> AsyncWithLatestFromSequence<
    AsyncMapErrorSequence<Self, any Error>, AsyncMapErrorSequence<Other, any Error>, Other.Element
  >
  where Other.Element: Sendable {
    eraseFailure().withLatestFrom(other.eraseFailure())
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
  /// Emits, for each element of this sequence, the latest element of `other`; neither can fail.
  ///
  /// Chosen over the overloads for one failing sequence when neither can fail.
  /// - Parameter other: the sequence whose latest element is sampled.
  /// - Returns: a sequence of `other`'s latest element at each of this sequence's elements.
  public func withLatestFrom<Other: AsyncSequence & Sendable>(
    _ other: Other
  ) -> AsyncWithLatestFromSequence<Self, Other, Other.Element> where Other.Element: Sendable, Other.Failure == Never {
    AsyncWithLatestFromSequence(base: self, other: other) { $1 }
  }
}
