import StyleInternals

extension ObservableType {
  /// A sequence of the optional's value, if it has one, then completion.
  ///
  /// ```swift
  /// Observable.from(optional: cachedUser)  // next(user), completed — or just completed
  /// ```
  /// - Parameter optional: the value to send, or `nil` for an empty sequence.
  /// - Returns: zero or one element, then completion, sent when subscribed.
  public static func from(optional: Element?) -> Observable<Element> {
    let optional = Captured(optional)
    return Observable.create { observer in
      if let element = optional.value { observer.onNext(element) }
      observer.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence of the optional's value, if it has one, then completion, both sent in one
  /// action on `scheduler`.
  ///
  /// - Parameters:
  ///   - optional: the value to send, or `nil` for an empty sequence.
  ///   - scheduler: where the events are sent.
  /// - Returns: zero or one element, then completion.
  public static func from(optional: Element?, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    let optional = Captured(optional)
    return Observable.create { observer in
      scheduler.schedule(()) { _ in
        if let element = optional.value { observer.onNext(element) }
        observer.onCompleted()
        return Disposables.create()
      }
    }
  }
}
