import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class ControlPropertyTests: RxStyleTestCase {
  func test_controlProperty_readsItsValuesOnTheMainScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let texts = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
    let observer = MainScheduler.withScheduler(scheduler) {
      scheduler.start {
        ControlProperty(values: texts.asObservable(), valueSink: AnyObserver<String> { _ in }).asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(210, "a"), .next(230, "b")])
    XCTAssertEqual(texts.subscriptions, [Subscription(201, 1001)])
  }

  func test_changed_leavesOutTheValueASubscriptionStartsWith() {
    let state = BehaviorRelay(value: 10)
    let property = ControlProperty(values: state.asObservable(), valueSink: AnyObserver<Int> { _ in })
    let seen = Locked<[Int]>([])
    let subscription = property.changed.subscribe(onNext: { value in seen.withLock { $0.append(value) } })
    state.accept(11)
    state.accept(12)
    subscription.dispose()
    state.accept(13)
    XCTAssertEqual(seen.withLock { $0 }, [11, 12])
  }

  func test_writingToTheProperty_reachesTheValueSink_andAnErrorGoesToTheHook() {
    let written = Locked<[String]>([])
    let reported = Locked<[String]>([])
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in reported.withLock { $0.append("\(error)") } }
    defer { Hooks.defaultErrorHandler = previous }
    let property = ControlProperty(
      values: Observable<Int>.never(),
      valueSink: AnyObserver<Int> { event in written.withLock { $0.append("\(event)") } })
    property.onNext(1)
    property.onError(TestError(code: 4))
    property.onCompleted()
    XCTAssertEqual(written.withLock { $0 }, ["\(Event<Int>.next(1))", "\(Event<Int>.completed)"])
    XCTAssertEqual(reported.withLock { $0 }, ["\(TestError(code: 4))"])
  }

  func test_orEmpty_readsNilAsEmptyText_andWritesThrough() {
    let written = Locked<[String?]>([])
    let text = ControlProperty<String?>(
      values: Observable.of(nil, "x"),
      valueSink: AnyObserver { event in if case .next(let value) = event { written.withLock { $0.append(value) } } })
    let read = Locked<[String]>([])
    text.orEmpty.subscribe(onNext: { value in read.withLock { $0.append(value) } }).dispose()
    text.orEmpty.onNext("typed")
    XCTAssertEqual(read.withLock { $0 }, ["", "x"])
    XCTAssertEqual(written.withLock { $0 }, ["typed"])
  }
}
