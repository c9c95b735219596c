import StyleInternals

extension ObservableType {
  /// The first element as a ``Single``, or `nil` if the source completes without one.
  ///
  /// The source's subscription ends at its first element.
  ///
  /// ```swift
  /// settings.changes.first()  // Single<Settings?>
  /// ```
  /// - Returns: a single of the first element, `nil` for an empty source, or the source's error.
  public func first() -> Single<Element?> {
    let source = asObservable()
    return Single(
      raw: Observable.create { observer in
        source.subscribe { event in
          switch event {
          case .next(let element):
            observer.onNext(element)
            observer.onCompleted()
          case .error(let error): observer.onError(error)
          case .completed:
            observer.onNext(nil)
            observer.onCompleted()
          }
        }
      })
  }
}
