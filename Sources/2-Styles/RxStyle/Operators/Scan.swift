import StyleInternals

extension ObservableType {
  /// Emits each intermediate result of combining the elements so far, starting from `seed`.
  ///
  /// An error thrown by `accumulator` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(0, accumulator: +)  // next(1), next(3), next(6), completed
  /// ```
  /// - Parameters:
  ///   - seed: the value the first element is combined with.
  ///   - accumulator: combines the value so far with the next element.
  /// - Returns: every accumulated value, one per element.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { value, element in value = try accumulator(value, element) }
  }

  /// Emits each intermediate result of mutating one value with the elements so far.
  ///
  /// ```swift
  /// Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }  // next([1]), next([1, 2]), completed
  /// ```
  /// - Parameters:
  ///   - seed: the starting value; each subscription starts from its own copy.
  ///   - accumulator: mutates the value with the next element.
  /// - Returns: every accumulated value, one per element.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    let seed = Captured(seed)
    return asObservable().throughSink { receiver in
      ScanSink(seed: seed.value, accumulator: accumulator, downstream: receiver)
    }
  }
}

// Safety: events arrive serially (the Rx grammar); `accumulated` is touched only by them.
private final class ScanSink<Element, Accumulate>: Sink<Element, Accumulate>, @unchecked Sendable {
  @exclusivity(unchecked) private var accumulated: Accumulate
  private let accumulator: @Sendable (inout Accumulate, Element) throws -> Void

  init(
    seed: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void,
    downstream: Receiver<Accumulate>
  ) {
    accumulated = seed
    self.accumulator = accumulator
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    do {
      try accumulator(&accumulated, element)
      forwardNext(accumulated)
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
