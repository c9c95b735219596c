import AsyncStyle
import Foundation
import ProducerStyle
import RxStyle
import TestSupport

/// The base of producer-style showcase tests: fails a test that leaves producer-style resources
/// alive. A request that ended on a URLSession thread may still be letting go there, hence the
/// grace period.
class ProducerShowcaseTestCase: ResourceCheckingTestCase {
  override var liveResources: Int { ProducerResources.total }
  override var resourceDescription: String { "producer-style resources" }
}

/// The base of async-style showcase tests: fails a test that leaves async operator storages or
/// tasks alive.
class AsyncShowcaseTestCase: ResourceCheckingTestCase {
  override var liveResources: Int { AsyncResources.total }
  override var resourceDescription: String { "async-style resources" }
}

/// The base of Rx-style tests whose streams end on another thread (a URLSession callback).
class RxThreadedTestCase: RxStyleTestCase {
  override var releaseGracePeriod: TimeInterval { 2 }
}

/// The base of tests that run every style at once (the terminal demos, the blocking article's
/// tests on a concurrent queue): all three live-resource counters must come back. Their Rx streams
/// are disposed on dispatch queues and their async tasks end after cancellation, so tear-down waits
/// for those releases; a release left in flight would otherwise be counted against the next test.
class AllStylesTestCase: CountersCheckingTestCase {
  override var counters: [Counter] {
    [
      Counter("Rx-style resources") { Int(RxStyle.Resources.total) },
      Counter("producer-style resources") { ProducerResources.total },
      Counter("async-style resources") { AsyncResources.total },
    ]
  }
}
