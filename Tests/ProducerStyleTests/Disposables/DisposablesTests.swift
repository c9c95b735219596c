import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class DisposablesTests: ProducerStyleTestCase {
  func test_anyDisposable_runsItsActionOnce() {
    let runs = Atomic<Int>(0)
    let disposable = AnyDisposable { runs.add(1, ordering: .relaxed) }
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(runs.load(ordering: .relaxed), 1)
  }

  func test_composite_disposesMembers_andLateMembersAtOnce() {
    let group = CompositeDisposable()
    let first = AnyDisposable()
    group += first
    let ran = Atomic<Bool>(false)
    group += { ran.store(true, ordering: .relaxed) }
    group.dispose()
    XCTAssertTrue(first.isDisposed)
    XCTAssertTrue(ran.load(ordering: .relaxed))
    XCTAssertTrue(group.isDisposed)
    let late = AnyDisposable()
    XCTAssertNil(group.add(late))
    XCTAssertTrue(late.isDisposed)
  }

  func test_composite_removalHandle_removesWithoutDisposing() {
    let group = CompositeDisposable()
    let member = AnyDisposable()
    group.add(member)?.dispose()
    group.dispose()
    XCTAssertFalse(member.isDisposed)
  }

  func test_serial_replacingDisposesThePrevious_andDisposalReachesLaterOnes() {
    let serial = SerialDisposable()
    let first = AnyDisposable()
    let second = AnyDisposable()
    serial.inner = first
    serial.inner = second
    XCTAssertTrue(first.isDisposed)
    XCTAssertFalse(second.isDisposed)
    serial.dispose()
    XCTAssertTrue(second.isDisposed)
    let third = AnyDisposable()
    serial.inner = third
    XCTAssertTrue(third.isDisposed)
  }

  func test_scoped_disposesWhenReleased() {
    let inner = AnyDisposable()
    var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(inner)
    XCTAssertFalse(inner.isDisposed)
    scoped = nil
    XCTAssertNil(scoped)
    XCTAssertTrue(inner.isDisposed)
  }

  func test_scopedComposite_addsWithPlusEquals_andDisposesEverythingWhenReleased() {
    let log = ProducerStyle.Atomic<[String]>([])
    var scoped: ScopedDisposable<CompositeDisposable>? = ScopedDisposable(CompositeDisposable())
    scoped! += AnyDisposable { log.modify { $0.append("disposable") } }
    // The operator's result is the removal handle, as ReactiveSwift's is.
    // swift-format-ignore: NoAssignmentInExpressions
    let handle = scoped! += { log.modify { $0.append("removed") } }
    scoped! += { log.modify { $0.append("action") } }
    handle?.dispose()
    XCTAssertEqual(log.value, [])
    scoped = nil
    XCTAssertEqual(log.value, ["disposable", "action"])
  }

  func test_disposingAStartedProducer_interruptsItOnce() {
    var events: [Signal<Int, Never>.Event] = []
    let disposable = SignalProducer<Int, Never>.never.start { events.append($0) }
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(events, [.interrupted])
  }
}
