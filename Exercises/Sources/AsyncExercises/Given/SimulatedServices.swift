// Given: the exercises of this style use it as it is.
import Foundation
import ProducerStyle
import RxStyle
import Showcase

/// A simulated web service whose async answers come after `latency` on `clock`, returning
/// `library`; its other styles' answers are not used here.
public func simulatedService(library: Library, latency: Duration, clock: some Clock<Duration>) -> SimulatedWebService {
  SimulatedWebService(
    library: library, latency: latency, rxScheduler: MainScheduler.instance, producerScheduler: QueueScheduler.main,
    clock: clock)
}
