import StyleInternals

extension ObservableType {
  /// Passes the source's only element, failing if there is none or more than one.
  ///
  /// The element is forwarded as soon as it arrives; a second element fails the sequence at
  /// once with ``RxError/moreThanOneElement``, and completion without an element fails it with
  /// ``RxError/noElements``.
  ///
  /// ```swift
  /// Observable.of(1).single()  // next(1), completed
  /// ```
  /// - Returns: the one element, then completion.
  public func single() -> Observable<Element> {
    single { _ in true }
  }

  /// Passes the only element that satisfies `predicate`, failing if none or more than one does.
  ///
  /// ```swift
  /// users.single { $0.id == id }
  /// ```
  /// - Parameter predicate: selects the element; an error it throws ends the sequence.
  /// - Returns: the one matching element, then completion.
  @available(swift, introduced: 6)
  @preconcurrency public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      let hasSeen = Lock(false)
      return source.subscribe { event in
        switch event {
        case .next(let element):
          do {
            guard try predicate(element) else { return }
          } catch {
            return observer.onError(error)
          }
          let isSecond = hasSeen.withLock { seen in
            defer { seen = true }
            return seen
          }
          if isSecond { observer.onError(RxError.moreThanOneElement) } else { observer.onNext(element) }
        case .error(let error): observer.onError(error)
        case .completed:
          if hasSeen.withLock({ $0 }) { observer.onCompleted() } else { observer.onError(RxError.noElements) }
        }
      }
    }
  }
}
