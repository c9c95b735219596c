import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

// Extensions as code written for ReactiveSwift declares them: constrained on the protocols,
// reaching the operators through `producer`, `signal` and `event`.
extension SignalProducerProtocol where Value == Int, Error == Never {
  fileprivate func doubled() -> SignalProducer<Int, Never> { producer.map { $0 * 2 } }
}

extension SignalProducerProtocol where Error == TestError {
  fileprivate func ignoringFailure() -> SignalProducer<Value, Never> { producer.flatMapError { _ in .empty } }
}

extension SignalProtocol where Value == Int, Error == Never {
  fileprivate func doubled() -> Signal<Int, Never> { signal.map { $0 * 2 } }
}

extension EventProtocol where Value == Int {
  fileprivate var valueOrZero: Int { event.value ?? 0 }
}

extension SignalProducerProtocol where Value: EventProtocol, Error == Never {
  fileprivate func values() -> SignalProducer<Value.Value, Never> { producer.compactMap { $0.event.value } }
}

final class StreamProtocolsTests: ProducerStyleTestCase {
  func test_anExtensionOfSignalProducerProtocol_addsMembersToMatchingProducers() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2).doubled()).events, [.value(2), .value(4), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(error: .boom).ignoringFailure()).events, [.completed])
  }

  func test_anExtensionOfSignalProtocol_addsMembersToMatchingSignals() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.doubled())
    input.send(value: 3)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(6), .completed])
  }

  func test_anExtensionOfEventProtocol_readsTheEvent() {
    XCTAssertEqual(Signal<Int, Never>.Event.value(4).valueOrZero, 4)
    XCTAssertEqual(Signal<Int, Never>.Event.completed.valueOrZero, 0)
  }

  func test_aProducerOfEvents_isConstrainedByEventProtocol() {
    let events = SignalProducer<Signal<Int, TestError>.Event, Never>(values: .value(1), .completed, .value(2))
    XCTAssertEqual(EventRecorder(events.values()).events, [.value(1), .value(2), .completed])
  }

  func test_theProtocolsGiveTheConcreteStreamBack() {
    let producer = SignalProducer<Int, Never>(value: 1)
    XCTAssertEqual(EventRecorder(producer.producer).events, [.value(1), .completed])
    let signal = Signal<Int, Never>.never
    XCTAssertTrue(signal.signal === signal)
  }
}
