import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class BinderTests: RxStyleTestCase {
  // Safety: a stand-in for a UI label; each test sets and reads it on the test's own thread.
  private final class Label: NSObject, @unchecked Sendable {
    var text: String?
  }

  func test_binder_appliesElementsOnItsScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let label = Label()
    let texts = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let seen = Locked<[String]>([])
    let binder = Binder(label, scheduler: scheduler) { (label: Label, text: String) in
      label.text = text
      seen.withLock { $0.append("\(scheduler.clock):\(text)") }
    }
    let subscription = texts.bind(to: binder)
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(label.text, "b")
    XCTAssertEqual(seen.withLock { $0 }, ["211:a", "221:b"])
  }

  func test_binder_targetGone_dropsElements() {
    var label: Label? = Label()
    weak let weakLabel = label
    let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
    label = nil
    XCTAssertNil(weakLabel)
    binder.onNext("ignored")
  }

  func test_rx_keyPathBinder_onTheMainThread_setsAtOnce() {
    let label = Label()
    Observable.of("x", "y").bind(to: label.rx.text).dispose()
    XCTAssertEqual(label.text, "y")
  }

  func test_binderError_goesToTheDefaultErrorHandler() {
    let reported = Locked<[String]>([])
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in reported.withLock { $0.append("\(error)") } }
    defer { Hooks.defaultErrorHandler = previous }
    Binder(Label(), scheduler: CurrentThreadScheduler.instance) { (_: Label, _: Int) in }.onError(TestError(code: 9))
    XCTAssertEqual(reported.withLock { $0 }, ["\(TestError(code: 9))"])
  }

  func test_bindWith_passesTheObjectUntilItIsGone() {
    let names = PublishSubject<String>()
    var label: Label? = Label()
    let seen = Locked<[String]>([])
    let subscription = names.bind(with: label!) { label, name in
      label.text = name
      seen.withLock { $0.append(name) }
    }
    names.onNext("a")
    XCTAssertEqual(label?.text, "a")
    label = nil
    names.onNext("b")
    XCTAssertEqual(seen.value, ["a"])
    subscription.dispose()
  }

  func test_bindToCurriedArgument_passesTheSequenceThenTheArgument() {
    let bag = DisposeBag()
    let seen = Locked<[Int]>([])
    let binding: (Observable<Int>) -> (DisposeBag) -> Int = { numbers in
      { bag in
        numbers.subscribe(onNext: { value in seen.withLock { $0.append(value) } }).disposed(by: bag)
        return 7
      }
    }
    XCTAssertEqual(Observable.of(1, 2).bind(to: binding, curriedArgument: bag), 7)
    XCTAssertEqual(seen.value, [1, 2])
  }
}
