import AsyncStyleTest
import ProducerStyleTest
import RxStyleTest

/// The base of tests that run every style at once (the cross-style table, the terminal demos, the
/// blocking article's tests on a concurrent queue): all three live-resource counters must come
/// back. Their Rx streams are disposed on dispatch queues and their async tasks end after
/// cancellation, so tear-down waits for those releases; a release left in flight would otherwise
/// be counted against the next test.
open class AllStylesTestCase: ResourceCheckingTestCase {
  /// The counters of the three styles.
  open override var counters: [LiveResourceCounter] { [.rx, .producer, .async] }
}
