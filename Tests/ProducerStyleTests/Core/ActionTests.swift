import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ActionTests: ProducerStyleTestCase {
  func test_apply_runsTheWork_andSendsItsEventsEverywhere() {
    let action = Action<Int, String, TestError> { input in SignalProducer(value: "#\(input)") }
    let values = EventRecorder(action.values)
    let completions = EventRecorder(action.completed)
    let result = EventRecorder(action.apply(1))
    XCTAssertEqual(result.events, [.value("#1"), .completed])
    XCTAssertEqual(values.values, ["#1"])
    XCTAssertEqual(completions.values.count, 1)
    XCTAssertFalse(action.isExecuting.value)
  }

  func test_failure_isWrapped_andSentOnErrors() {
    let action = Action<Void, Int, TestError> { SignalProducer(error: .boom) }
    let errors = EventRecorder(action.errors)
    XCTAssertEqual(EventRecorder(action.apply(())).events, [.failed(.producerFailed(.boom))])
    XCTAssertEqual(errors.values, [.boom])
  }

  func test_whileExecuting_isDisabled_andApplyFailsWithDisabled() {
    let (work, workInput) = Signal<Int, TestError>.pipe()
    let action = Action<Void, Int, TestError> { SignalProducer(work) }
    let executing = EventRecorder(action.isExecuting.producer)
    let enabled = EventRecorder(action.isEnabled.producer)
    let disabled = EventRecorder(action.disabledErrors)
    let first = EventRecorder(action.apply(()))
    XCTAssertEqual(EventRecorder(action.apply(())).events, [.failed(.disabled)])
    workInput.send(value: 1)
    workInput.sendCompleted()
    XCTAssertEqual(first.events, [.value(1), .completed])
    XCTAssertEqual(executing.values, [false, true, false])
    XCTAssertEqual(enabled.values, [true, false, true])
    XCTAssertEqual(disabled.values.count, 1)
  }

  func test_enabledIf_followsTheCondition() {
    let allowed = MutableProperty(false)
    let action = Action<Void, Int, TestError>(enabledIf: allowed) { SignalProducer(value: 1) }
    XCTAssertFalse(action.isEnabled.value)
    XCTAssertEqual(EventRecorder(action.apply(())).events, [.failed(.disabled)])
    allowed.value = true
    XCTAssertTrue(action.isEnabled.value)
    XCTAssertEqual(EventRecorder(action.apply(())).events, [.value(1), .completed])
  }

  func test_stateAction_passesTheCurrentState() {
    let base = MutableProperty(10)
    let action = Action<Int, Int, Never>(
      state: base, enabledIf: { $0 > 0 }, execute: { state, input in SignalProducer(value: state + input) })
    XCTAssertEqual(EventRecorder(action.apply(5)).events, [.value(15), .completed])
  }

  func test_disposingTheApply_interruptsTheWork_andEndsTheExecution() {
    let action = Action<Void, Int, Never> { SignalProducer.never }
    let events = EventRecorder(action.events)
    let run = EventRecorder(action.apply(()))
    XCTAssertTrue(action.isExecuting.value)
    run.dispose()
    XCTAssertFalse(action.isExecuting.value)
    XCTAssertEqual(run.events, [.interrupted])
    XCTAssertEqual(events.values.map(\.description), ["INTERRUPTED"])
  }
}
