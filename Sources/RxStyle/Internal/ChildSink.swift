/// A receiver for one of a multi-source stage's secondary sources (an inner sequence, the other
/// side of a `zip`): it holds that source's subscription and passes events to its parent.
///
/// Subclasses override the three event methods to call their parent.
// Safety: events arrive serially per source; disposal is SinkBase's.
class ChildSink<Element>: SinkBase<Element>, @unchecked Sendable {
  /// Subscribes this receiver to `source` and keeps the subscription until disposal.
  final func subscribe(to source: Observable<Element>) {
    setUpstream(source.subscribeReceiver(self))
  }
}
