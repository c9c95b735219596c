import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DisposablesTests: RxStyleTestCase {
  private final class Counter: Sendable {
    private let count = Lock(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
    func disposable() -> any Disposable { Disposables.create { self.increment() } }
  }

  func test_anonymousDisposable_runsItsActionOnce() {
    let counter = Counter()
    let disposable = Disposables.create { counter.increment() }
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(counter.value, 1)
  }

  func test_anonymousDisposable_racingDisposalsRunTheActionOnce() {
    let counter = Counter()
    let disposable = Disposables.create { counter.increment() }
    DispatchQueue.concurrentPerform(iterations: 100) { _ in disposable.dispose() }
    XCTAssertEqual(counter.value, 1)
  }

  func test_create_ofFiveDisposables_disposesEachOnce() {
    let counter = Counter()
    let disposable = Disposables.create(
      counter.disposable(), counter.disposable(), counter.disposable(), counter.disposable(), counter.disposable())
    XCTAssertEqual(counter.value, 0)
    disposable.dispose()
    disposable.dispose()
    XCTAssertEqual(counter.value, 5)
    XCTAssertTrue(disposable.isDisposed)
  }

  func test_booleanDisposable_recordsDisposal() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
  }

  func test_compositeDisposable_disposesMembersAndLaterInsertions() {
    let counter = Counter()
    let group = CompositeDisposable(counter.disposable(), counter.disposable())
    let key = group.insert(counter.disposable())
    XCTAssertEqual(group.count, 3)
    group.remove(for: key!)
    XCTAssertEqual(counter.value, 1)
    group.dispose()
    XCTAssertEqual(counter.value, 3)
    XCTAssertNil(group.insert(counter.disposable()))
    XCTAssertEqual(counter.value, 4)
    group.dispose()
    XCTAssertEqual(counter.value, 4)
  }

  func test_serialDisposable_disposesThePreviousOnReplacement() {
    let counter = Counter()
    let serial = SerialDisposable()
    serial.disposable = counter.disposable()
    serial.disposable = counter.disposable()
    XCTAssertEqual(counter.value, 1)
    serial.dispose()
    XCTAssertEqual(counter.value, 2)
    serial.disposable = counter.disposable()
    XCTAssertEqual(counter.value, 3, "a disposed serial disposable disposes new arrivals at once")
  }

  func test_singleAssignmentDisposable_disposedBeforeAssignment_disposesOnArrival() {
    let counter = Counter()
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    XCTAssertTrue(holder.isDisposed)
    holder.setDisposable(counter.disposable())
    XCTAssertEqual(counter.value, 1)
  }

  func test_singleAssignmentDisposable_disposesHeldOnce() {
    let counter = Counter()
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(counter.disposable())
    XCTAssertFalse(holder.isDisposed)
    holder.dispose()
    holder.dispose()
    XCTAssertEqual(counter.value, 1)
  }

  func test_disposeBag_disposesEverythingWhenReleased() {
    let counter = Counter()
    var bag: DisposeBag? = DisposeBag()
    counter.disposable().disposed(by: bag!)
    Disposables.create(counter.disposable(), counter.disposable()).disposed(by: bag!)
    XCTAssertEqual(counter.value, 0)
    bag = nil
    XCTAssertEqual(counter.value, 3)
  }

  func test_disposeBag_replacingTheBagEndsSubscriptions() {
    var bag = DisposeBag()
    let disposed = Counter()
    Observable<Int>.never().subscribe(onDisposed: { disposed.increment() }).disposed(by: bag)
    bag = DisposeBag()
    XCTAssertEqual(disposed.value, 1)
    _ = bag
  }

  func test_measureLeaks_reportsLiveSubscriptions() {
    let (subscription, leaked) = Resources.measureLeaks { Observable<Int>.never().map { $0 }.subscribe() }
    XCTAssertEqual(leaked, 2, "the subscriber's sink and the map sink stay alive while subscribed")
    subscription.dispose()
    let (_, afterDisposal) = Resources.measureLeaks { Observable.of(1, 2).map { $0 }.subscribe() }
    XCTAssertEqual(afterDisposal, 0)
  }
}
