import Dispatch
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MutablePropertyTests: ProducerStyleTestCase {
  func test_producer_sendsTheCurrentValueThenChanges_signalOnlyChanges() {
    let property = MutableProperty(1)
    let fromProducer = EventRecorder(property.producer)
    let fromSignal = EventRecorder(property.signal)
    property.value = 2
    property.modify { $0 += 10 }
    XCTAssertEqual(fromProducer.events, [.value(1), .value(2), .value(12)])
    XCTAssertEqual(fromSignal.events, [.value(2), .value(12)])
    XCTAssertEqual(property.value, 12)
  }

  func test_release_completesTheSignalAndTheProducers_andEndsTheLifetime() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let fromProducer = EventRecorder(property!.producer)
    let fromSignal = EventRecorder(property!.signal)
    let ended = Locked(false)
    property!.lifetime.observeEnded { ended.withLock { $0 = true } }
    property = nil
    XCTAssertEqual(fromProducer.events, [.value(1), .completed])
    XCTAssertEqual(fromSignal.events, [.completed])
    XCTAssertTrue(ended.value)
  }

  func test_swap_returnsTheOldValue_andSendsTheNew() {
    let property = MutableProperty("a")
    let recorder = EventRecorder(property.signal)
    XCTAssertEqual(property.swap("b"), "a")
    XCTAssertEqual(recorder.values, ["b"])
  }

  func test_modify_thatThrows_stillSendsWhatItLeft() {
    let property = MutableProperty(1)
    let recorder = EventRecorder(property.signal)
    XCTAssertThrowsError(
      try property.modify { value throws(TestError) in
        value = 5
        throw TestError.boom
      })
    XCTAssertEqual(recorder.values, [5])
  }

  func test_reentrantSet_fromAnObserver_isDeliveredAfterTheCurrentChange() {
    let property = MutableProperty(0)
    let seen = Locked<[Int]>([])
    property.signal.observeValues { [weak property] value in
      seen.withLock { $0.append(value) }
      if value == 1 { property?.value = 2 }
    }
    property.value = 1
    XCTAssertEqual(seen.value, [1, 2])
    XCTAssertEqual(property.value, 2)
  }

  func test_concurrentChanges_areAllCounted_andObservedInOrder() {
    let property = MutableProperty(0)
    let seen = Locked<[Int]>([])
    property.signal.observeValues { value in seen.withLock { $0.append(value) } }
    DispatchQueue.concurrentPerform(iterations: 400) { _ in property.modify { $0 += 1 } }
    XCTAssertEqual(property.value, 400)
    XCTAssertEqual(seen.value, Array(1...400))
  }

  func test_propertiesOfSendableValues_areSendable() {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    let property = requireSendable(MutableProperty(1))
    let readOnly = requireSendable(Property(capturing: property))
    DispatchQueue.concurrentPerform(iterations: 2) { _ in property.modify { $0 += 1 } }
    XCTAssertEqual(readOnly.value, 3)
  }
}
