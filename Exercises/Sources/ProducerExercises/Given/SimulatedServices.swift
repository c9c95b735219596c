// Given: the exercises of this style use it as it is.
import Foundation
import ProducerStyle
import RxStyle
import Showcase

/// A simulated web service whose producer-style answers come on `scheduler` after `latency`,
/// returning `library`; its other styles' answers are not used here.
public func simulatedService(library: Library, latency: Duration, scheduler: any DateScheduler) -> SimulatedWebService {
  SimulatedWebService(
    library: library, latency: latency, rxScheduler: MainScheduler.instance, producerScheduler: scheduler,
    clock: ContinuousClock())
}
