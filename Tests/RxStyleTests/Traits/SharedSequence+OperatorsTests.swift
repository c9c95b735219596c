import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SharedSequenceOperatorsTests: RxStyleTestCase {
  func test_driveFromAPlainTestMethod_isAllowedOnTheMainThread() {
    let received = Locked<[Int]>([])
    let subscription = Driver.of(1, 2).drive(onNext: { value in received.withLock { $0.append(value) } })
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
    XCTAssertEqual(received.value, [1, 2])
    subscription.dispose()
  }

  func test_driveIntoOptionalRelays_andEmitIntoOptionalRelays() {
    let scheduler = TestScheduler(initialClock: 0)
    let behavior = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int?>.create(bufferSize: 1)
    let publish = PublishRelay<Int?>()
    let published = Locked<[Int?]>([])
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      publish.subscribe(onNext: { value in published.withLock { $0.append(value) } }).disposed(by: bag)
      Driver.just(3).drive(behavior).disposed(by: bag)
      Driver.just(3).drive(replay).disposed(by: bag)
      Signal.just(4).emit(to: publish).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(behavior.value, 3)
    XCTAssertEqual(record(replay.take(1)), [.next(3), .completed])
    XCTAssertEqual(published.value, [4])
  }

  func test_debounceThrottleAndDelay_useTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(240, 3)])
    let debounced = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { source.asDriver(onErrorJustReturn: 0).debounce(.seconds(5)).asObservable() }
    }
    XCTAssertEqual(debounced.events, [.next(217, 2), .next(245, 3)])

    let other = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let hot = other.createHotObservable([.next(210, 1), .next(212, 2), .next(240, 3)])
    let delayed = SharingScheduler.mock(scheduler: other) {
      other.start { hot.asSignal(onErrorJustReturn: 0).delay(.seconds(5)).asObservable() }
    }
    XCTAssertEqual(delayed.events, [.next(215, 1), .next(217, 2), .next(245, 3)])
  }

  func test_combiningOperators() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let b = scheduler.createHotObservable([.next(220, 10)])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Driver.merge(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0))
          .withLatestFrom(b.asDriver(onErrorJustReturn: 0)) { $0 + $1 }
          .asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(220, 20), .next(230, 13)])
  }

  func test_flatMapLatest_switchesToTheNewestInner() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        outer.asDriver(onErrorJustReturn: 0)
          .flatMapLatest { value in Driver<Int>.interval(.seconds(15)).map { _ in value } }
          .asObservable()
      }
    }
    XCTAssertEqual(observer.events.prefix(3), [.next(225, 1), .next(245, 2), .next(260, 2)])
  }

  func test_fromOptional_sendsOnTheSharingScheduler_thenCompletesInALaterTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let some = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { Driver.from(optional: 5).asObservable() }
    }
    XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
    let none = TestScheduler(initialClock: 0)
    let empty = SharingScheduler.mock(scheduler: none) {
      none.start { Driver<Int>.from(optional: nil).asObservable() }
    }
    XCTAssertEqual(empty.events, [.completed(201)])
  }

  func test_driverInterval_isShared_aLaterSubscriberGetsTheLatestTickAtOnce() {
    let (first, second) = recordSubscribersAt20And170(disposedAt: 230) { Driver<Int>.interval(.seconds(100)) }
    XCTAssertEqual(first, [.next(120, 0), .next(220, 1)])
    XCTAssertEqual(second, [.next(170, 0), .next(220, 1)])
  }

  func test_driverTimer_isShared_aLaterSubscriberGetsTheLatestTickAtOnce() {
    let (first, second) = recordSubscribersAt20And170(disposedAt: 230) {
      Driver<Int>.timer(.seconds(100), period: .seconds(105))
    }
    XCTAssertEqual(first, [.next(120, 0), .next(225, 1)])
    XCTAssertEqual(second, [.next(170, 0), .next(225, 1)])
  }

  /// Makes a driver on a test scheduler, subscribes to it at 20 and at 170, disposes both at
  /// `disposedAt`, and returns what each subscriber recorded.
  private func recordSubscribersAt20And170(
    disposedAt: TestTime, _ makeDriver: () -> Driver<Int>
  ) -> ([Recorded<Event<Int>>], [Recorded<Event<Int>>]) {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let ticks = makeDriver()
      let subscriptions = Locked<[any Disposable]>([])
      scheduler.scheduleAt(20) { subscriptions.withLock { $0.append(ticks.asObservable().subscribe(first)) } }
      scheduler.scheduleAt(170) { subscriptions.withLock { $0.append(ticks.asObservable().subscribe(second)) } }
      scheduler.scheduleAt(disposedAt) { for subscription in subscriptions.value { subscription.dispose() } }
      scheduler.start()
    }
    return (first.events, second.events)
  }

  func test_relayAndInfallible_asDriverAndSignal() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let relay = BehaviorRelay(value: 1)
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { relay.asDriver().asObservable() }
    }
    XCTAssertEqual(observer.events, [.next(200, 1)])
    let signalScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let infallible = SharingScheduler.mock(scheduler: signalScheduler) {
      signalScheduler.start { Infallible.just(2).asSignal().asObservable() }
    }
    XCTAssertEqual(infallible.events, [.next(200, 2), .completed(200)])
  }
}
