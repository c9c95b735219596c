import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class UsingTests: RxStyleTestCase {
  func test_using_disposesTheResourceAfterTheSequenceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposedAt = Locked<[Int]>([])
    let observer = scheduler.start {
      Observable.using(
        { Resource { disposedAt.withLock { $0.append(scheduler.clock) } } },
        observableFactory: { _ in scheduler.createColdObservable([.next(10, 1), .completed(20)]).asObservable() })
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(disposedAt.withLock { $0 }, [220])
  }

  func test_using_disposedBySubscriber_disposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposedAt = Locked<[Int]>([])
    let observer = scheduler.start(disposed: 300) {
      Observable.using(
        { Resource { disposedAt.withLock { $0.append(scheduler.clock) } } },
        observableFactory: { _ in Observable<Int>.never() })
    }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(disposedAt.withLock { $0 }, [300])
  }

  func test_using_throwingResourceFactory_fails() {
    let source = Observable<Int>.using(
      { () throws -> BooleanDisposable in throw TestError(code: 1) }, observableFactory: { _ in .just(1) })
    XCTAssertEqual(record(source), [.error(TestError(code: 1))])
  }

  func test_using_throwingObservableFactory_disposesTheResourceAndFails() {
    let resource = BooleanDisposable()
    let source = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError(code: 2) })
    XCTAssertEqual(record(source), [.error(TestError(code: 2))])
    XCTAssertTrue(resource.isDisposed)
  }
}

private final class Resource: Disposable {
  private let onDispose: @Sendable () -> Void
  init(_ onDispose: @escaping @Sendable () -> Void) { self.onDispose = onDispose }
  func dispose() { onDispose() }
}
