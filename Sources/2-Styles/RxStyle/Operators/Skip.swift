extension ObservableType {
  /// Drops the first `count` elements and emits the rest.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).skip(2)  // next(3), completed
  /// ```
  /// - Parameter count: how many elements to drop.
  /// - Returns: the elements after the first `count`.
  public func skip(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "skip(_:) requires a count of zero or more")
    return skipping { _, index in index < count }
  }

  /// Drops elements while `predicate` holds, then emits every element from the first one that
  /// fails it (without asking `predicate` again).
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })  // next(5), next(1), completed
  /// ```
  /// - Parameter predicate: whether to keep dropping; a thrown error ends the sequence.
  /// - Returns: the elements from the first one that fails `predicate`.
  @available(swift, introduced: 6)
  @preconcurrency public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element>
  {
    skipping { element, _ in try predicate(element) }
  }

  private func skipping(_ shouldSkip: @escaping @Sendable (Element, Int) throws -> Bool) -> Observable<Element> {
    asObservable().throughSink { receiver in SkipSink(shouldSkip: shouldSkip, downstream: receiver) }
  }
}

// Safety: events arrive serially (the Rx grammar); the state is touched only by them.
private final class SkipSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let shouldSkip: @Sendable (Element, Int) throws -> Bool
  @exclusivity(unchecked) private var index = 0
  @exclusivity(unchecked) private var isSkipping = true

  init(shouldSkip: @escaping @Sendable (Element, Int) throws -> Bool, downstream: Receiver<Element>) {
    self.shouldSkip = shouldSkip
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    if isSkipping {
      do {
        isSkipping = try shouldSkip(element, index)
      } catch {
        forwardError(error)
        return
      }
      index += 1
      if isSkipping { return }
    }
    forwardNext(element)
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}

extension ObservableType {
  /// Drops elements while `predicate` holds.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "skip(while:)")
  @preconcurrency public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<
    Element
  > {
    skip(while: predicate)
  }
}
