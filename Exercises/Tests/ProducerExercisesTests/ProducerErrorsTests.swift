import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class ProducerErrorsTests: XCTestCase {
  func test_loadPage_triesThreeTimes_thenShowsTheCachedPage() throws {
    let scheduler = TestScheduler()
    let starts = Mutex(0)
    let failing: SignalProducer<String, Offline> = try scheduler.createColdProducer(
      marbles: "-#", values: [:], error: Offline())
    let request = failing.on(starting: { starts.withLock { $0 += 1 } })
    let cached: SignalProducer<String, Never> = try scheduler.createColdProducer(marbles: "c|", values: ["c": "cached"])
    let recorder = EventRecorder(loadPage(request, cached: cached), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---c|", values: ["c": "cached"])
    XCTAssertEqual(starts.withLock { $0 }, 3)
  }

  func test_loadPage_aRetryThatSucceeds_showsTheFreshPage() throws {
    let scheduler = TestScheduler()
    let starts = Mutex(0)
    let failing: SignalProducer<String, Offline> = try scheduler.createColdProducer(
      marbles: "-#", values: [:], error: Offline())
    let fresh: SignalProducer<String, Offline> = try scheduler.createColdProducer(
      marbles: "-f|", values: ["f": "fresh"])
    let request = SignalProducer<String, Offline> { observer, lifetime in
      let attempt = starts.withLock {
        $0 += 1
        return $0
      }
      lifetime += (attempt == 1 ? failing : fresh).start(observer)
    }
    let cached: SignalProducer<String, Never> = try scheduler.createColdProducer(marbles: "c|", values: ["c": "cached"])
    let recorder = EventRecorder(loadPage(request, cached: cached), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "--f|", values: ["f": "fresh"])
  }
}
