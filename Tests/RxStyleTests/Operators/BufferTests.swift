import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class BufferTests: RxStyleTestCase {
  func test_buffer_emitsWhenFullOrWhenTheSpanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(350, 5), .completed(400),
    ])
    let observer = scheduler.start {
      source.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(230, [1, 2, 3]), .next(330, [4]), .next(400, [5]), .completed(400)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
  }

  func test_buffer_emptySpans_emitEmptyArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(450)])
    let observer = scheduler.start {
      source.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(300, []), .next(400, []), .next(450, []), .completed(450)])
  }

  func test_buffer_error_dropsTheCurrentArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start {
      source.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
  }

  func test_buffer_disposedMidSpan_emitsNothingMore() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let observer = scheduler.start(disposed: 350) {
      source.asObservable().buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(300, [1])])
  }

  func test_buffer_countOfOne_elementsAtTheSameTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2)])
    let observer = scheduler.start(disposed: 250) {
      source.asObservable().buffer(timeSpan: .seconds(100), count: 1, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, [1]), .next(210, [2])])
  }
}
