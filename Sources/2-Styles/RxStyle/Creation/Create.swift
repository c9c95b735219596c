extension ObservableType {
  /// Creates a sequence from a closure that is run for every subscriber.
  ///
  /// The closure gets an observer to send events to and returns a disposable that undoes its
  /// work. Events after a terminal event are ignored, and disposing the subscription or sending a
  /// terminal event disposes the returned disposable.
  ///
  /// ```swift
  /// let ticks = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public static func create(
    _ subscribe: @escaping @Sendable (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable { receiver in
      let sink = ForwardSink(downstream: receiver)
      sink.setUpstream(subscribe(AnyObserver(ReceiverObserver(receiver: sink))))
      return sink
    }
  }
}
