import StyleInternals

extension ObservableType {
  /// Sends `default` and completes if the source completes without sending an element.
  ///
  /// ```swift
  /// search(query).ifEmpty(default: .noResults)
  /// ```
  /// - Parameter default: the element to send in place of an empty sequence.
  /// - Returns: the source's events, or `default` then completion for an empty source.
  public func ifEmpty(default: Element) -> Observable<Element> {
    ifEmpty(switchTo: Observable.just(`default`))
  }

  /// Continues with `other` if the source completes without sending an element.
  ///
  /// The source's errors pass unchanged; `other` is subscribed only when the source completes
  /// empty.
  ///
  /// ```swift
  /// cache.load().ifEmpty(switchTo: service.fetch())
  /// ```
  /// - Parameter other: the sequence to continue with.
  /// - Returns: the source's events, or those of `other` for an empty source.
  public func ifEmpty<Other: ObservableConvertibleType>(switchTo other: Other) -> Observable<Element>
  where Other.Element == Element {
    let source = asObservable()
    let other = other.asObservable()
    return Observable.create { observer in
      let hasElements = Lock(false)
      let fallback = SingleAssignmentDisposable()
      let subscription = source.subscribe { event in
        switch event {
        case .next:
          hasElements.withLock { $0 = true }
          observer.on(event)
        case .error: observer.on(event)
        case .completed:
          if hasElements.withLock({ $0 }) {
            observer.onCompleted()
          } else {
            fallback.setDisposable(other.subscribe(observer))
          }
        }
      }
      return Disposables.create(subscription, fallback)
    }
  }
}
