import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ActionInitializersTests: ProducerStyleTestCase {
  func test_stateInit_readsTheCurrentState() {
    let state = MutableProperty(10)
    let action = Action<Int, Int, TestError>(state: state) { state, input in SignalProducer(value: state + input) }
    XCTAssertEqual(EventRecorder(action.apply(1)).events, [.value(11), .completed])
    state.value = 20
    XCTAssertEqual(EventRecorder(action.apply(1)).events, [.value(21), .completed])
  }

  func test_unwrappingInit_isDisabledWhileNil() {
    let selected = MutableProperty<String?>(nil)
    let action = Action<Void, String, TestError>(unwrapping: selected) { item, _ in
      SignalProducer(value: "open \(item)")
    }
    XCTAssertFalse(action.isEnabled.value)
    XCTAssertEqual(EventRecorder(action.apply()).events, [.failed(.disabled)])
    selected.value = "a"
    XCTAssertTrue(action.isEnabled.value)
    XCTAssertEqual(EventRecorder(action.apply()).events, [.value("open a"), .completed])
  }

  func test_actionAsABindingTarget_appliesEachValue() {
    let action = Action<Int, Int, Never> { SignalProducer(value: $0 * 2) }
    let outputs = EventRecorder(action.values)
    let (inputs, input) = Signal<Int, Never>.pipe()
    action <~ inputs
    input.send(value: 1)
    input.send(value: 2)
    XCTAssertEqual(outputs.values, [2, 4])
    input.sendCompleted()
  }

  func test_optionalTarget_bindsTheWrappedTarget_orNothing() {
    let property: MutableProperty<Int>? = MutableProperty(0)
    property <~ SignalProducer(value: 5)
    XCTAssertEqual(property?.value, 5)
    let missing: MutableProperty<Int>? = nil
    let ended = Locked(false)
    missing <~ SignalProducer<Int, Never>.never.on(disposed: { ended.withLock { $0 = true } })
    XCTAssertNil(missing?.value)
    XCTAssertTrue(ended.withLock { $0 })
  }

  func test_observerAsABindingTarget_forwardsValuesOnly() {
    let (output, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(output)
    input <~ SignalProducer(values: 1, 2)
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
    input.sendCompleted()
  }

  func test_voidInputInitializers() {
    let state = MutableProperty(3)
    let doubled = Action(state: state) { SignalProducer<Int, Never>(value: $0 * 2) }
    XCTAssertEqual(EventRecorder(doubled.apply()).events, [.value(6), .completed])
    let selected = MutableProperty<Int?>(nil)
    let open = Action(unwrapping: selected) { SignalProducer<Int, Never>(value: $0) }
    XCTAssertEqual(EventRecorder(open.apply()).events, [.failed(.disabled)])
    let age = ValidatingProperty<Int, TestError>(-1) { $0 < 0 ? .invalid(.boom) : .valid }
    let submit = Action(validated: age) { SignalProducer<Int, Never>(value: $0) }
    XCTAssertFalse(submit.isEnabled.value)
    age.value = 30
    XCTAssertEqual(EventRecorder(submit.apply()).events, [.value(30), .completed])
  }
}
