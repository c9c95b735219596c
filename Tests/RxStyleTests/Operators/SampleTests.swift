import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SampleTests: RxStyleTestCase {
  func test_sample_emitsTheLatestNewElementAtEachTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
    let sampler = scheduler.createHotObservable([.next(230, "a"), .next(250, "b"), .next(270, "c"), .next(420, "d")])
    let observer = scheduler.start { source.asObservable().sample(sampler.asObservable()) }
    // Completion of the source waits for the next tick.
    XCTAssertEqual(observer.events, [.next(230, 2), .next(270, 3), .completed(420)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(sampler.subscriptions, [Subscription(200, 420)])
  }

  func test_sample_withDefaultValue_emitsItAtTicksWithoutANewElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(400)])
    let sampler = scheduler.createHotObservable([.next(230, "a"), .next(250, "b"), .next(270, "c"), .next(420, "d")])
    let observer = scheduler.start { source.asObservable().sample(sampler.asObservable(), defaultValue: 0) }
    XCTAssertEqual(
      observer.events, [.next(230, 2), .next(250, 0), .next(270, 3), .next(420, 0), .completed(420)])
  }

  func test_sample_samplerCompletion_takesALastSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let sampler = scheduler.createHotObservable([.next(230, "a"), .completed(250)])
    let observer = scheduler.start(disposed: 300) { source.asObservable().sample(sampler.asObservable()) }
    XCTAssertEqual(observer.events, [.next(230, 1), .next(250, 2)])
  }

  func test_sample_samplerError_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1)])
    let sampler = scheduler.createHotObservable([Recorded<Event<String>>.error(230, TestError())])
    let observer = scheduler.start { source.asObservable().sample(sampler.asObservable()) }
    XCTAssertEqual(observer.events, [.error(230, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_sample_sourceAndSamplerAtTheSameTick_followScheduleOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(230, 1)])
    let sampler = scheduler.createHotObservable([.next(230, "a"), .next(240, "b")])
    let observer = scheduler.start { source.asObservable().sample(sampler.asObservable()) }
    // The source's event at 230 was scheduled first, so the tick at 230 sees it.
    XCTAssertEqual(observer.events, [.next(230, 1)])
  }
}
