import ProducerStyleTest
import RxStyleTest

/// The base of the bridge tests: both bridged styles' live-resource counters must come back.
class StyleBridgesTestCase: ResourceCheckingTestCase {
  override var counters: [LiveResourceCounter] { [.rx, .producer] }
}
