extension ObservableType {
  /// Shares one subscription to the source, through a subject made per subscriber, among the
  /// subscriptions that `selector` makes to it.
  ///
  /// For each subscriber: `subjectSelector` makes a subject, `selector` builds the result from
  /// the shared sequence, the result is subscribed, and only then is the source connected, so
  /// none of the source's synchronous elements are missed.
  ///
  /// ```swift
  /// source.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) })
  /// ```
  /// - Parameters:
  ///   - subjectSelector: makes the subject; an error it throws fails the subscriber.
  ///   - selector: builds the result from the shared sequence; an error it throws fails the
  ///     subscriber.
  /// - Returns: the result's events.
  @available(swift, introduced: 6)
  @preconcurrency public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping @Sendable () throws -> Subject,
    selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    let source = asObservable()
    return Observable.create { observer in
      do {
        let subject = try subjectSelector()
        let subscription = try selector(subject.asObservable()).subscribe(observer)
        let connection = source.subscribe(subject.asObserver())
        return Disposables.create(subscription, connection)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}
