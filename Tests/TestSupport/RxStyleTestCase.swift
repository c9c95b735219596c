import RxStyle

/// The base of every RxStyle test: fails a test that leaves Rx-style resources alive.
open class RxStyleTestCase: ResourceCheckingTestCase {
  open override var liveResources: Int { Int(Resources.total) }
  open override var resourceDescription: String { "Rx-style resources" }
}
