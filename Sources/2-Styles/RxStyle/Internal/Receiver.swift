/// The receiving end of one subscription stage.
///
/// Operators talk to their downstream through these three methods instead of building an
/// ``Event`` per element: a virtual call with the element is far cheaper than a generic enum.
///
/// Subclasses keep any state that other threads touch (disposal) in atomics or under a lock.
@usableFromInline
// Safety: the event grammar makes calls to one receiver serial; shared state lives in subclasses.
class Receiver<Element>: @unchecked Sendable {
  @usableFromInline
  func onNext(_ element: Element) { preconditionFailure("\(type(of: self)) must override onNext") }
  @usableFromInline
  func onError(_ error: any Error) { preconditionFailure("\(type(of: self)) must override onError") }
  @usableFromInline
  func onCompleted() { preconditionFailure("\(type(of: self)) must override onCompleted") }

  /// Delivers an event through the three methods above.
  final func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): onNext(element)
    case .error(let error): onError(error)
    case .completed: onCompleted()
    }
  }
}

/// Presents a ``Receiver`` as an ``ObserverType``, for APIs that hand observers to user code.
struct ReceiverObserver<Element>: ObserverType {
  let receiver: Receiver<Element>
  func on(_ event: Event<Element>) { receiver.on(event) }
}
