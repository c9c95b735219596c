import ProducerStyle
import ProducerStyleTest
import XCTest

/// An action's enabled or executing state may feed, synchronously, the property it is enabled by.
final class ActionEnabledFeedbackTests: ProducerStyleTestCase {
  func test_enabledStateFeedingTheEnablingProperty_doesNotDeadlock() {
    let enabled = MutableProperty(false)
    let action = Action<Int, Int, Never>(enabledIf: enabled) { _ in .never }
    let isFocused = Locked(false)
    // A focused control that gets disabled reports it back, as a text field resigning would.
    action.isEnabled.producer
      .compactMap { isEnabled in !isEnabled && isFocused.withLock { $0 } ? () : nil }
      .startWithValues { _ in enabled.value = false }
    enabled.value = true
    XCTAssertTrue(action.isEnabled.value)
    isFocused.withLock { $0 = true }
    let run = action.apply(0).start()
    XCTAssertFalse(enabled.value)
    XCTAssertFalse(action.isEnabled.value)
    XCTAssertTrue(action.isExecuting.value)
    run.dispose()
    XCTAssertFalse(enabled.value)
    XCTAssertFalse(action.isEnabled.value)
    XCTAssertFalse(action.isExecuting.value)
    enabled.value = true
    XCTAssertTrue(action.isEnabled.value)
  }

  func test_executingStateFeedingTheEnablingProperty_doesNotDeadlock() {
    let enabled = MutableProperty(true)
    let action = Action<Int, Int, Never>(enabledIf: enabled) { _ in .never }
    enabled <~ action.isExecuting.producer.map { !$0 }
    let run = action.apply(0).start()
    XCTAssertFalse(enabled.value)
    XCTAssertFalse(action.isEnabled.value)
    XCTAssertTrue(action.isExecuting.value)
    run.dispose()
    XCTAssertTrue(enabled.value)
    XCTAssertTrue(action.isEnabled.value)
    XCTAssertFalse(action.isExecuting.value)
  }
}
