import StyleInternals

extension ObservableType {
  /// Combines all elements into one value, emitted when the sequence completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).reduce(0, accumulator: +)  // next(6), completed
  /// ```
  /// - Parameters:
  ///   - seed: the starting value.
  ///   - accumulator: combines the value so far with the next element; a thrown error ends the
  ///     sequence with that error.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Combines all elements into one value and emits `mapResult` of it when the sequence completes.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<Accumulate, Result>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping @Sendable (Accumulate) throws -> Result
  ) -> Observable<Result> {
    let seed = Captured(seed)
    return asObservable().throughSink { receiver in
      ReduceSink(seed: seed.value, accumulator: accumulator, mapResult: mapResult, downstream: receiver)
    }
  }

  /// Combines all elements by mutating one value in place, emitted when the sequence completes.
  @available(swift, introduced: 6)
  @preconcurrency public func reduce<Accumulate>(
    into seed: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    reduce(
      seed,
      accumulator: { value, element in
        var value = value
        try accumulator(&value, element)
        return value
      }, mapResult: { $0 })
  }
}

// Safety: events arrive serially (the Rx grammar); `accumulated` is touched only by them.
private final class ReduceSink<Element, Accumulate, Result>: Sink<Element, Result>, @unchecked Sendable {
  @exclusivity(unchecked) private var accumulated: Accumulate
  private let accumulator: @Sendable (Accumulate, Element) throws -> Accumulate
  private let mapResult: @Sendable (Accumulate) throws -> Result

  init(
    seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping @Sendable (Accumulate) throws -> Result, downstream: Receiver<Result>
  ) {
    accumulated = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    do {
      accumulated = try accumulator(accumulated, element)
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }

  override func onCompleted() {
    do {
      forwardNext(try mapResult(accumulated))
      forwardCompleted()
    } catch {
      forwardError(error)
    }
  }
}
