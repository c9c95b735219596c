import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SignalTests: RxStyleTestCase {
  func test_signal_doesNotReplayToALateObserver() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = source.asObservable().asSignal(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { signal.asObservable().subscribe(first).disposed(by: bag) }
      scheduler.scheduleAt(250) { signal.asObservable().subscribe(second).disposed(by: bag) }
      scheduler.start()
    }
    XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
    XCTAssertEqual(second.events, [.next(260, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200)])
  }

  func test_asSignalOnErrorSignalWith_continuesWithTheOtherSignal() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        source.asObservable().asSignal(onErrorSignalWith: Signal.just(9)).asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 9), .completed(220)])
  }

  @MainActor
  func test_emit_toRelaysAndClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<String>()
    let received = scheduler.createObserver(String.self)
    var log: [String] = []
    let bag = DisposeBag()
    relay.subscribe(received).disposed(by: bag)
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = Signal.of("a", "b")
      signal.emit(to: relay).disposed(by: bag)
      signal.emit(onNext: { log.append($0) }, onCompleted: { log.append("done") }).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(received.events, [.next(1, "a"), .next(2, "b")])
    XCTAssertEqual(log, ["a", "b", "done"])
  }
}
