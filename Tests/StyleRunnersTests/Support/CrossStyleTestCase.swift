import AsyncStyle
import ProducerStyle
import RxStyle
import TestSupport

/// The base of the cross-style tests: fails a test that leaves resources of any style alive.
class CrossStyleTestCase: ResourceCheckingTestCase {
  override var liveResources: Int { Int(Resources.total) + ProducerResources.total + AsyncResources.total }
  override var resourceDescription: String { "Rx, producer and async resources" }
}
