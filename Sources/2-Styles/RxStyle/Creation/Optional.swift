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

  /// A sequence of the optional's value, if it has one, then completion, each sent by its own
  /// action on `scheduler` (the completion is scheduled after the element is sent).
  ///
  /// - Parameters:
  ///   - optional: the value to send, or `nil` for an empty sequence.
  ///   - scheduler: where the events are sent.
  /// - Returns: zero or one element, then completion.
  public static func from(optional: Element?, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    let optional = Captured(optional)
    return Observable.create { observer in
      scheduler.schedule(()) { _ in
        guard let element = optional.value else {
          observer.onCompleted()
          return Disposables.create()
        }
        observer.onNext(element)
        return scheduler.schedule(()) { _ in
          observer.onCompleted()
          return Disposables.create()
        }
      }
    }
  }
}
