import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class ProducerSharingTests: XCTestCase {
  func test_twoScreens_shareOneFetch_andALateScreenGetsTheLastProfile() throws {
    let scheduler = TestScheduler()
    let starts = Mutex(0)
    let reply: SignalProducer<String, Never> = try scheduler.createColdProducer(marbles: "--p|", values: ["p": "Ada"])
    let fetch = reply.on(starting: { starts.withLock { $0 += 1 } })
    let profile = sharedProfile(fetch)
    let first = EventRecorder(profile, clock: scheduler)
    scheduler.advance(by: .seconds(1))
    let second = EventRecorder(profile, clock: scheduler)
    scheduler.advance(by: .seconds(4))
    let late = EventRecorder(profile, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(starts.withLock { $0 }, 1, "one fetch for every screen")
    XCTAssertMarbles(first.recorded, "--p|", values: ["p": "Ada"])
    XCTAssertMarbles(second.recorded, "--p|", values: ["p": "Ada"])
    XCTAssertMarbles(late.recorded, "-----(p|)", values: ["p": "Ada"])
  }
}
