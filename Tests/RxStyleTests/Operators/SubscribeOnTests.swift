import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

final class SubscribeOnTests: RxStyleTestCase {
  func test_subscribeOn_virtualTime_subscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let observer = scheduler.start(disposed: 300) { source.asObservable().subscribe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    // Both the subscription and its disposal are scheduled, so each lands one tick later.
    XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])
  }

  func test_subscribeOn_virtualTime_coldSourceStartsWhenSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
    XCTAssertEqual(source.subscriptions, [Subscription(201, 222)])
  }

  func test_subscribeOn_sourceCompletes_upstreamDisposedOneTickLaterThroughTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    XCTAssertEqual(observer.events, [.completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])
  }

  func test_subscribeOn_sourceFails_upstreamDisposedOneTickLaterThroughTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(300, TestError())])
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    XCTAssertEqual(observer.events, [.error(300, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])
  }

  func test_subscribeOn_createdSource_subscribedAndDisposedOneTickLate() {
    let scheduler = TestScheduler(initialClock: 0)
    let times = Locked((subscribed: 0, disposed: 0))
    let source = Observable<Int>.create { _ in
      times.withLock { $0.subscribed = scheduler.clock }
      return Disposables.create { times.withLock { $0.disposed = scheduler.clock } }
    }
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(times.withLock { [$0.subscribed, $0.disposed] }, [201, 1001])
  }

  func test_subscribeOn_virtualTime_disposedBeforeSubscribing_neverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(created: 100, subscribed: 200, disposed: 200) {
      source.asObservable().subscribe(on: scheduler)
    }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [])
  }

  func test_subscribeOn_realQueue_runsTheSubscriptionWorkOffTheCallingThread() throws {
    let queue = DispatchQueue(label: "subscribeOn.concurrent", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "scheduler")
    let source = Observable<String?>.deferred { .just(DispatchQueue.getSpecific(key: key)) }
    let subscribedOn = try source.subscribe(on: scheduler).toBlocking(timeout: 10).first()
    queue.sync(flags: .barrier) {}  // the scheduled disposal has run
    XCTAssertEqual(subscribedOn, "scheduler")
  }

  func test_subscribeOn_thenObserveOn_movesBothHalves() throws {
    let work = DispatchQueue(label: "subscribeOn.work")
    let delivery = DispatchQueue(label: "subscribeOn.delivery")
    let workKey = DispatchSpecificKey<String>()
    work.setSpecific(key: workKey, value: "work")
    delivery.setSpecific(key: workKey, value: "delivery")
    let source = Observable<String>.deferred { .just(DispatchQueue.getSpecific(key: workKey) ?? "none") }
    let result =
      try source
      .subscribe(on: SerialDispatchQueueScheduler(queue: work, internalSerialQueueName: "work.inner"))
      .observe(on: SerialDispatchQueueScheduler(queue: delivery, internalSerialQueueName: "delivery.inner"))
      .map { produced in [produced, DispatchQueue.getSpecific(key: workKey) ?? "none"] }
      .toBlocking(timeout: 10).first()
    work.sync {}
    delivery.sync {}
    work.sync {}
    XCTAssertEqual(result, ["work", "delivery"])
  }
}
