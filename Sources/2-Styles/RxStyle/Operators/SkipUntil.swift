import StyleInternals

extension ObservableType {
  /// Drops the source's elements until `other` emits an element, then forwards the rest.
  ///
  /// The source is subscribed first, then `other`. `other`'s first element opens the gate and
  /// ends its subscription; its completion leaves the gate as it is; its error ends the
  /// sequence. As in RxSwift, a source that completes before the gate opens ends the
  /// subscription without sending `completed`; errors always pass.
  ///
  /// ```swift
  /// positions.skip(until: dragStarted)  // positions once dragging has begun
  /// ```
  /// - Parameter other: the observable whose first element opens the gate.
  /// - Returns: the source's events after `other`'s first element.
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Observable { receiver in
      let sink = SkipUntilSink<Element>(downstream: receiver)
      sink.subscribe(to: source)
      sink.listen(to: other)
      return sink
    }
  }

  /// The name older code uses for ``skip(until:)``.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }
}

// Safety: `isOpen` is touched only inside `synchronized`; disposal state is SinkBase's.
private final class SkipUntilSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let gate = SingleAssignmentDisposable()
  private var isOpen = false

  func listen<Other>(to other: Observable<Other>) {
    gate.setDisposable(
      other.subscribeReceiver(
        EventReceiver { [self] event in
          switch event {
          case .next:
            synchronized { isOpen = true }
            gate.dispose()
          case .error(let error): synchronized { send(.error(error)) }
          case .completed: gate.dispose()
          }
        }))
  }

  override func onNext(_ element: Element) { synchronized { if isOpen { send(.next(element)) } } }
  override func onError(_ error: any Error) { synchronized { send(.error(error)) } }

  override func onCompleted() {
    let isSent = synchronized { () -> Bool in
      if isOpen { send(.completed) }
      return isOpen
    }
    if !isSent { dispose() }
  }

  override func disposeResources() {
    gate.dispose()
  }
}
