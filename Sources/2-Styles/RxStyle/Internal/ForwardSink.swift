/// A stage that passes every event on unchanged, enforcing the grammar and disposal.
// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
final class ForwardSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  override func onNext(_ element: Element) { forwardNext(element) }
  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
