import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class WindowTests: RxStyleTestCase {
  func test_window_closesWhenFullOrWhenTheSpanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(350, 5), .completed(400),
    ])
    let (outer, inner) = record(source.asObservable(), on: scheduler) {
      $0.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(outer.events, [.next(200, "w0"), .next(230, "w1"), .next(330, "w2"), .completed(400)])
    XCTAssertEqual(
      inner.events,
      [
        .next(210, "w0: 1"), .next(220, "w0: 2"), .next(230, "w0: 3"), .completed(230),
        .next(240, "w1: 4"), .completed(330),
        .next(350, "w2: 5"), .completed(400),
      ])
  }

  func test_window_errorEndsTheWindowAndTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let (outer, inner) = record(source.asObservable(), on: scheduler) {
      $0.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(outer.events, [.next(200, "w0"), .error(220, TestError())])
    XCTAssertEqual(inner.events, [.next(210, "w0: 1"), .error(220, TestError())])
  }

  func test_window_disposedMidSpan_opensNoMoreWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let (outer, _) = record(source.asObservable(), on: scheduler, disposed: 350) {
      $0.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(outer.events, [.next(200, "w0"), .next(300, "w1")])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 350)])
  }

  /// Runs `windowing` on `source`, naming each window `w0`, `w1`, … in `outer` and recording
  /// every window's events, tagged with its name, in `inner`.
  private func record(
    _ source: Observable<Int>, on scheduler: TestScheduler, disposed: TestTime = 1000,
    _ windowing: @escaping (Observable<Int>) -> Observable<Observable<Int>>
  ) -> (outer: TestableObserver<String>, inner: TestableObserver<String>) {
    let inner = scheduler.createObserver(String.self)
    let opened = Locked(0)
    let bag = DisposeBag()
    let outer = scheduler.start(disposed: disposed) {
      windowing(source).map { window -> String in
        let name = opened.withLock { count -> String in
          defer { count += 1 }
          return "w\(count)"
        }
        window.map { "\(name): \($0)" }.subscribe(inner).disposed(by: bag)
        return name
      }
    }
    return (outer, inner)
  }
}
