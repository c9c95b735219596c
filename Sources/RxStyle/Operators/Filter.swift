extension ObservableType {
  /// Passes on only the elements for which `predicate` returns `true`.
  ///
  /// An error thrown by `predicate` ends the sequence with that error.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }  // next(2), next(4), completed
  /// ```
  @inlinable
  public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    FilterObservable(source: asObservable(), predicate: predicate)
  }
}

@usableFromInline
// Safety: immutable; the predicate is Sendable.
final class FilterObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: @Sendable (Element) throws -> Bool

  @usableFromInline init(source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
    super.init()
  }

  override func start(_ receiver: Receiver<Element>) -> any Disposable {
    let sink = FilterSink(predicate: predicate, downstream: receiver)
    sink.subscribe(to: source)
    return sink
  }
}

@usableFromInline
// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
final class FilterSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let predicate: @Sendable (Element) throws -> Bool

  @usableFromInline init(predicate: @escaping @Sendable (Element) throws -> Bool, downstream: Receiver<Element>) {
    self.predicate = predicate
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    do {
      if try predicate(element) { forwardNext(element) }
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
