import Foundation
import ProducerStyle
import TestSupport
import XCTest

/// The base of every ProducerStyle test: fails a test that leaves producer-style resources alive
/// (a signal not terminated, a started producer not ended). A run that ended on another thread
/// may still be letting go of its last pieces there, hence the grace period.
class ProducerStyleTestCase: ResourceCheckingTestCase {
  override var liveResources: Int { ProducerResources.total }
  override var resourceDescription: String { "producer-style resources" }
}
