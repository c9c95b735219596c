import ProducerStyle
import RxStyle
import TestSupport

/// The base of the bridge tests: both bridged styles' live-resource counters must come back.
class StyleBridgesTestCase: CountersCheckingTestCase {
  override var counters: [Counter] {
    [
      Counter("Rx-style resources") { Int(RxStyle.Resources.total) },
      Counter("producer-style resources") { ProducerResources.total },
    ]
  }
}
