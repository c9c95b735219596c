extension ObservableType {
  /// A sequence made by `factory` anew for each subscriber.
  ///
  /// A thrown error becomes the subscriber's `.error` event.
  ///
  /// ```swift
  /// let now = Observable.deferred { .just(Date()) }  // the date of each subscription
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public static func deferred(
    _ factory: @escaping @Sendable () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable { receiver in
      do {
        return try factory().subscribeReceiver(receiver)
      } catch {
        receiver.onError(error)
        return Disposables.create()
      }
    }
  }
}
