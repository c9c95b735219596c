import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DriverTests: RxStyleTestCase {
  func test_asDriverOnErrorJustReturn_deliversOnTheMockedScheduler_andEndsWithTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { source.asObservable().asDriver(onErrorJustReturn: -1).asObservable() }
    }
    // observe(on:) the test scheduler adds the processing delay's tick to each event.
    XCTAssertEqual(observer.events, [.next(211, 1), .next(221, -1), .completed(221)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_asDriverOnErrorDriveWith_continuesWithTheOtherDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        source.asObservable().asDriver(onErrorDriveWith: Driver.of(7, 8)).asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(222, 7), .next(223, 8), .completed(224)])
  }

  func test_asDriverOnErrorRecover_seesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError(code: 4))])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        source.asObservable().asDriver(onErrorRecover: { error in
          Driver.just((error as? TestError)?.code ?? 0)
        }).asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(222, 4), .completed(222)])
  }

  func test_driver_sharesOneSubscription_andReplaysTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = source.asObservable().asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { driver.asObservable().subscribe(first).disposed(by: bag) }
      scheduler.scheduleAt(250) { driver.asObservable().subscribe(second).disposed(by: bag) }
      scheduler.start()
    }
    XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
    XCTAssertEqual(second.events, [.next(250, 1), .next(260, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200)])
  }

  func test_driver_whileConnected_reconnectsWithoutReplayAfterTheLastObserverLeaves() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let subscriptions = Locked<[any Disposable]>([])
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = source.asObservable().asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { subscriptions.withLock { $0.append(driver.asObservable().subscribe(first)) } }
      scheduler.scheduleAt(230) { for subscription in subscriptions.value { subscription.dispose() } }
      scheduler.scheduleAt(250) { subscriptions.withLock { $0.append(driver.asObservable().subscribe(second)) } }
      scheduler.scheduleAt(300) { for subscription in subscriptions.value { subscription.dispose() } }
      scheduler.start()
    }
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(260, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
  }

  @MainActor
  func test_drive_onTheMainThread_anEventSentInsideAnotherDriversDelivery_arrivesAtTheSameTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = PublishRelay<Int>()
    let labels = PublishRelay<Int>()
    let tapDriver = taps.asDriver(onErrorJustReturn: 0)
    let labelDriver = labels.asDriver(onErrorJustReturn: 0)
    let observer = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    labelDriver.drive(observer).disposed(by: bag)
    tapDriver.drive(onNext: { labels.accept($0 * 10) }).disposed(by: bag)
    scheduler.scheduleAt(210) { taps.accept(1) }
    scheduler.scheduleAt(220) { taps.accept(2) }
    scheduler.start()
    // Each Driver has its own main scheduler: the label Driver's scheduler is idle while the
    // tap Driver delivers, so it runs the nested event at once instead of queueing it.
    XCTAssertEqual(observer.events, [.next(210, 10), .next(220, 20)])
  }

  @MainActor
  func test_drive_intoRelays_andObservers() {
    let scheduler = TestScheduler(initialClock: 0)
    let value = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let observer = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = Driver.of(1, 2)
      driver.drive(value).disposed(by: bag)
      driver.drive(optional).disposed(by: bag)
      driver.drive(observer).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(value.value, 2)
    XCTAssertEqual(optional.value, 2)
    XCTAssertEqual(observer.events, [.next(1, 1), .next(2, 2), .completed(3)])
  }

  @MainActor
  func test_driveOnNext_receivesElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      Driver.just("hello").map { $0.uppercased() }
        .drive(onNext: { log.append($0) }, onCompleted: { log.append("done") }, onDisposed: { log.append("disposed") })
        .disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(log, ["HELLO", "done", "disposed"])
  }

  func test_withScheduler_alsoMovesDrivers() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a")])
    let observer = MainScheduler.withScheduler(scheduler) {
      scheduler.start { source.asObservable().asDriver(onErrorJustReturn: "").asObservable() }
    }
    XCTAssertEqual(observer.events, [.next(211, "a")])
  }
}
