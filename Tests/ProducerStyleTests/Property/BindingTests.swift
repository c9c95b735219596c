import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class BindingTests: ProducerStyleTestCase {
  func test_bindProducer_setsTheProperty_andStopsWhenItCompletes() {
    let property = MutableProperty(0)
    property <~ SignalProducer<Int, Never>(values: 1, 2, 3)
    XCTAssertEqual(property.value, 3)
  }

  func test_bindSignal_followsItUntilTheTargetIsReleased() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var property: MutableProperty<Int>? = MutableProperty(0)
    let recorder = EventRecorder(property!.signal)
    property! <~ signal
    input.send(value: 1)
    property = nil
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }

  func test_bindingTarget_receivesValues_untilItsLifetimeEnds() {
    let (lifetime, token) = Lifetime.make()
    let received = Locked<[String]>([])
    let target = BindingTarget<String>(lifetime: lifetime) { value in received.withLock { $0.append(value) } }
    let (signal, input) = Signal<String, Never>.pipe()
    target <~ signal
    input.send(value: "a")
    token.dispose()
    input.send(value: "b")
    XCTAssertEqual(received.value, ["a"])
  }

  func test_bindPropertyToProperty_andOptionalTarget() {
    let source = MutableProperty(1)
    let copy = MutableProperty(0)
    let optional = MutableProperty<Int?>(nil)
    copy <~ source
    optional <~ source
    source.value = 5
    XCTAssertEqual(copy.value, 5)
    XCTAssertEqual(optional.value, 5)
  }

  func test_bindingTarget_onAScheduler_setsAtTheNextAdvance() {
    let scheduler = TestScheduler()
    let (lifetime, token) = Lifetime.make()
    let received = Locked<[Int]>([])
    let target = BindingTarget<Int>(on: scheduler, lifetime: lifetime) { value in received.withLock { $0.append(value) }
    }
    target <~ SignalProducer<Int, Never>(value: 7)
    XCTAssertEqual(received.value, [])
    scheduler.advance()
    XCTAssertEqual(received.value, [7])
    token.dispose()
  }

  func test_optionalTargetNilAtRunTime_passesThroughTheEmptyLifetime() {
    let nilTarget: BindingTarget<Int>? = nil
    XCTAssertTrue(nilTarget.bindingTarget.lifetime === Lifetime.empty)
    let property = MutableProperty(1)
    let binding = nilTarget <~ property
    XCTAssertEqual(binding?.isDisposed, true, "a binding into an ended lifetime ends as it starts")
  }
}
