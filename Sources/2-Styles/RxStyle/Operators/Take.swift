/// Whether the element that ends a `take(while:)` or `take(until:)` is emitted too.
public enum TakeBehavior: Sendable {
  /// The element that decides is emitted before completion.
  case inclusive
  /// The element that decides is dropped.
  case exclusive
}

extension ObservableType {
  /// Emits the first `count` elements, then completes (and disposes the source).
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).take(2)  // next(1), next(2), completed
  /// ```
  /// - Parameter count: how many elements to take; with 0 the result completes at once without
  ///   subscribing to the source.
  /// - Returns: at most `count` elements.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:) requires a count of zero or more")
    if count == 0 { return Observable.empty() }
    return taking { _, index in index < count ? (index + 1 == count ? .takeThenComplete : .take) : .complete }
  }

  /// Emits elements while `predicate` holds, then completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).take(while: { $0 < 3 })  // next(1), next(2), completed
  /// ```
  /// - Parameters:
  ///   - predicate: whether to keep going; a thrown error ends the sequence.
  ///   - behavior: whether the first element that fails `predicate` is emitted.
  /// - Returns: the leading elements that satisfy `predicate`.
  @available(swift, introduced: 6)
  @preconcurrency public func take(
    while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    taking { element, _ in
      try predicate(element) ? .take : (behavior == .inclusive ? .takeThenComplete : .complete)
    }
  }

  /// Emits elements until `predicate` holds for one, then completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).take(until: { $0 > 3 }, behavior: .inclusive)  // 1, 2, 5, completed
  /// ```
  /// - Parameters:
  ///   - predicate: whether to stop; a thrown error ends the sequence.
  ///   - behavior: whether the element that satisfies `predicate` is emitted.
  /// - Returns: the elements before the first one that satisfies `predicate`.
  @available(swift, introduced: 6)
  @preconcurrency public func take(
    until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    taking { element, _ in
      try !predicate(element) ? .take : (behavior == .inclusive ? .takeThenComplete : .complete)
    }
  }

  private func taking(_ decide: @escaping @Sendable (Element, Int) throws -> TakeDecision) -> Observable<Element> {
    asObservable().throughSink { receiver in TakeSink(decide: decide, downstream: receiver) }
  }
}

private enum TakeDecision {
  case take
  case takeThenComplete
  case complete
}

// Safety: events arrive serially (the Rx grammar); `index` is touched only by them.
private final class TakeSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let decide: @Sendable (Element, Int) throws -> TakeDecision
  @exclusivity(unchecked) private var index = 0

  init(decide: @escaping @Sendable (Element, Int) throws -> TakeDecision, downstream: Receiver<Element>) {
    self.decide = decide
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    let decision: TakeDecision
    do {
      decision = try decide(element, index)
    } catch {
      forwardError(error)
      return
    }
    index += 1
    switch decision {
    case .take:
      forwardNext(element)
    case .takeThenComplete:
      forwardNext(element)
      forwardCompleted()
    case .complete:
      forwardCompleted()
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}

extension ObservableType {
  /// Emits elements while `predicate` holds, then completes.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "take(while:)")
  @preconcurrency public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    take(while: predicate)
  }
}
