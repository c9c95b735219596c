import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ThrottleWhileTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    scheduler.run()
    super.tearDown()
  }

  func test_throttleWhile_holdsTheNewestValueWhileTrue() {
    let shouldThrottle = MutableProperty(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance()
    shouldThrottle.value = true
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [1])
    shouldThrottle.value = false
    scheduler.advance()
    input.send(value: 4)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [1, 3, 4])
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.events.last, .completed)
  }

  func test_throttleWhile_terminationDropsTheHeldValue() {
    let shouldThrottle = MutableProperty(true)
    let producer = SignalProducer<Int, TestError>(values: 1, 2).throttle(while: shouldThrottle, on: scheduler)
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.advance()
    shouldThrottle.value = false
    scheduler.advance()
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_throttleWhile_staysThrottledWhenTheConditionEndsTrue() {
    var shouldThrottle: MutableProperty<Bool>? = MutableProperty(true)
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle!, on: scheduler), clock: scheduler)
    shouldThrottle = nil
    input.send(value: 1)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [])
    input.sendInterrupted()
    scheduler.advance()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_throttleWhile_doesNotExtendTheLifetimeOfTheProperty() {
    var shouldThrottle: MutableProperty<Bool>? = MutableProperty(false)
    let ended = Locked(false)
    shouldThrottle?.lifetime.observeEnded { ended.withLock { $0 = true } }
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(while: shouldThrottle!, on: scheduler), clock: scheduler)
    input.send(value: 1)
    shouldThrottle = nil
    XCTAssertTrue(ended.value, "the throttled signal must not keep the property alive")
    scheduler.advance()
    XCTAssertEqual(recorder.values, [1])
    input.sendCompleted()
  }

  func test_throttleWhile_producer_doesNotExtendTheLifetimeOfTheProperty() {
    var shouldThrottle: MutableProperty<Bool>? = MutableProperty(false)
    let ended = Locked(false)
    shouldThrottle?.lifetime.observeEnded { ended.withLock { $0 = true } }
    let (signal, input) = Signal<Int, Never>.pipe()
    let throttled = SignalProducer(signal).throttle(while: shouldThrottle!, on: scheduler)
    shouldThrottle = nil
    XCTAssertTrue(ended.value, "a producer not yet started must not keep the property alive")
    let recorder = EventRecorder(throttled, clock: scheduler)
    input.send(value: 1)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [1], "the view keeps the property's last value, false")
  }
}
