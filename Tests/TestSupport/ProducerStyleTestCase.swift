import Foundation
import ProducerStyle

/// The base of every ProducerStyle test: fails a test that leaves producer-style resources alive
/// (a signal not terminated, a started producer not ended), after waiting for releases still in
/// flight on other threads.
open class ProducerStyleTestCase: ResourceCheckingTestCase {
  open override var liveResources: Int { ProducerResources.total }
  open override var resourceDescription: String { "producer-style resources" }
}
