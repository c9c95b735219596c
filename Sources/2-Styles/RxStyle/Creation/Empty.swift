import StyleInternals

extension ObservableType {
  /// A sequence that completes at once without elements.
  public static func empty() -> Observable<Element> {
    Observable { receiver in
      receiver.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence that fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    let error = Captured(error)
    return Observable { receiver in
      receiver.onError(error.value)
      return Disposables.create()
    }
  }

  /// A sequence that never sends any event.
  public static func never() -> Observable<Element> {
    Observable { _ in Disposables.create() }
  }
}
