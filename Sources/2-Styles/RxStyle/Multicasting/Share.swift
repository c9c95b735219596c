/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
  /// The subject lives as long as the connection: when every subscriber has left or the source
  /// ended, the next subscriber starts afresh (a new subscription to the source, an empty replay
  /// buffer).
  case whileConnected
  /// One subject for ever: later subscribers get its replay buffer, and after the source ended,
  /// its terminal event instead of a new subscription.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the latest `replay`
  /// elements to each new one.
  ///
  /// The source is subscribed when the first subscriber arrives and disposed when the last one
  /// leaves; `scope` says whether the replay buffer survives that.
  ///
  /// ```swift
  /// let results = query.flatMapLatest(search).share(replay: 1)
  /// ```
  /// - Parameters:
  ///   - replay: how many latest elements a new subscriber receives at once.
  ///   - scope: whether the shared subject outlives a connection.
  /// - Returns: the shared sequence.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    precondition(replay >= 0, "share(replay:scope:) requires a replay count of zero or more")
    switch (scope, replay) {
    case (.forever, 0):
      return multicast(PublishSubject()).refCount()
    case (.forever, _):
      return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
    // RxSwift's own forms for these two let the source end itself after its end reached every
    // subscriber; the others are a multicast, whose connection disposes the source first.
    case (.whileConnected, 0):
      return ConnectableObservable(source: asObservable(), endsSourceFirst: false) {
        SubjectHandle(PublishSubject())
      }.refCount(endsConnectionOnTerminal: false)
    case (.whileConnected, 1):
      return ConnectableObservable(source: asObservable(), endsSourceFirst: false) {
        SubjectHandle(ReplaySubject.create(bufferSize: 1))
      }.refCount(endsConnectionOnTerminal: false)
    case (.whileConnected, _):
      return multicast { ReplaySubject.create(bufferSize: replay) }.refCount()
    }
  }
}
