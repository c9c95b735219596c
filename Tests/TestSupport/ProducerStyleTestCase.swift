import Foundation
import ProducerStyle

/// The base of every ProducerStyle test: fails a test that leaves producer-style resources alive
/// (a signal not terminated, a started producer not ended). A run that ended on another thread
/// may still be letting go of its last pieces there, hence the grace period.
open class ProducerStyleTestCase: ResourceCheckingTestCase {
  open override var liveResources: Int { ProducerResources.total }
  open override var resourceDescription: String { "producer-style resources" }
  open override var releaseGracePeriod: TimeInterval { 2 }
}
