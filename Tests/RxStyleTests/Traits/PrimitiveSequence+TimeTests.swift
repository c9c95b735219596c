import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class PrimitiveSequenceTimeTests: RxStyleTestCase {
  // One test subscribes on a concurrent queue, whose last releases may land after its callback.
  override var releaseGracePeriod: TimeInterval { 5 }

  func test_singleDelay_shiftsTheSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler).asObservable() }
    // The completion, due at the same time, leaves in the next scheduler turn.
    XCTAssertEqual(observer.events, [.next(230, 1), .completed(231)])
  }

  func test_maybeDelay_shiftsTheSuccess_completionATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
    XCTAssertEqual(observer.events, [.next(202, 1), .completed(203)])
  }

  func test_completableDelay_shiftsTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Completable.empty().delay(.seconds(2), scheduler: scheduler).asObservable() }
    XCTAssertEqual(observer.events, [.completed(202)])
  }

  func test_maybeDelaySubscription_subscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 5), .completed(10)])
    let observer = scheduler.start {
      source.asObservable().asMaybe().delaySubscription(.seconds(20), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(230, 5), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(220, 230)])
  }

  func test_completableTimeout_failsWhenTooSlow() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([Recorded<Event<Never>>.completed(50)])
    let observer = scheduler.start {
      source.asObservable().asCompletable().timeout(.seconds(20), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(observer.events, [.error(220, RxError.timeout)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_singleTimeoutWithOther_switchesToTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = scheduler.createColdObservable([.next(50, 1), .completed(50)])
    let observer = scheduler.start {
      slow.asObservable().asSingle().timeout(.seconds(20), other: .just(9), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(220, 9), .completed(220)])
  }

  func test_singleTimer_succeedsWithZero() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single<Int>.timer(.seconds(15), scheduler: scheduler).asObservable() }
    XCTAssertEqual(observer.events, [.next(215, 0), .completed(215)])
  }

  func test_justOnAScheduler_deliversThere() {
    let scheduler = TestScheduler(initialClock: 0)
    let single = scheduler.start { Single.just(3, scheduler: scheduler).asObservable() }
    XCTAssertEqual(single.events, [.next(201, 3), .completed(202)])
    let maybe = TestScheduler(initialClock: 0)
    let maybeObserver = maybe.start { Maybe.just(4, scheduler: maybe).asObservable() }
    XCTAssertEqual(maybeObserver.events, [.next(201, 4), .completed(202)])
  }

  func test_observeOnAndSubscribeOn_moveTheWorkToTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observed = scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }
    // Each event is scheduled on its own, so the processing delay puts them a tick apart.
    XCTAssertEqual(observed.events, [.next(201, 1), .completed(202)])
    let subscribedScheduler = TestScheduler(initialClock: 0)
    let subscribed = subscribedScheduler.start {
      Single.just(2).subscribe(on: subscribedScheduler).asObservable()
    }
    XCTAssertEqual(subscribed.events, [.next(201, 2), .completed(201)])
  }

  func test_subscribeOnAConcurrentQueue_deliversTheSuccess() throws {
    let done = DispatchSemaphore(value: 0)
    let received = Locked<Int?>(nil)
    _ = Single.just(5).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
      .subscribe(onSuccess: { value in received.withLock { $0 = value } }, onDisposed: { done.signal() })
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(received.value, 5)
  }
}
