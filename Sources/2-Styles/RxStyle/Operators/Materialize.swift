extension ObservableType {
  /// Turns every event into an element: the sequence's events arrive as `.next(event)`, followed
  /// by completion, so an error no longer ends the subscriber's sequence.
  ///
  /// ```swift
  /// Observable.of(1).materialize()  // next(.next(1)), next(.completed), completed
  /// ```
  /// - Returns: the events as elements.
  public func materialize() -> Observable<Event<Element>> {
    asObservable().throughSink { receiver in MaterializeSink(downstream: receiver) }
  }
}

/// A value that stands for an ``Event``: what ``ObservableType/dematerialize()`` accepts.
public protocol EventConvertible<Element> {
  /// The element type of the event.
  associatedtype Element

  /// The event this value stands for.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
  /// Turns elements that stand for events back into those events: the reverse of
  /// ``ObservableType/materialize()``.
  ///
  /// ```swift
  /// Observable.of(Event.next(1), .error(failure)).dematerialize()  // next(1), error(failure)
  /// ```
  /// - Returns: the events the elements stand for.
  public func dematerialize() -> Observable<Element.Element> {
    asObservable().throughSink { receiver in DematerializeSink<Element>(downstream: receiver) }
  }
}

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class MaterializeSink<Element>: Sink<Element, Event<Element>>, @unchecked Sendable {
  override func onNext(_ element: Element) { forwardNext(.next(element)) }

  override func onError(_ error: any Error) {
    forwardNext(.error(error))
    forwardCompleted()
  }

  override func onCompleted() {
    forwardNext(.completed)
    forwardCompleted()
  }
}

private final class DematerializeSink<Wrapped: EventConvertible>: Sink<Wrapped, Wrapped.Element>,
  // Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
  @unchecked Sendable
{
  override func onNext(_ element: Wrapped) {
    switch element.event {
    case .next(let value): forwardNext(value)
    case .error(let error): forwardError(error)
    case .completed: forwardCompleted()
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
