import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// A binding lasts while its target lives.
final class BindingLifetimeTests: ProducerStyleTestCase {
  func test_bindingFromASignal_isTornDownWhenThePropertyDeallocates() {
    let disposed = Atomic<Bool>(false)
    let (source, input) = Signal<String, Never>.pipe()
    var property: MutableProperty<String>? = MutableProperty("")
    weak var weakSignal: Signal<String, Never>?
    do {
      let signal = source.on(disposed: { disposed.store(true, ordering: .relaxed) })
      weakSignal = signal
      property! <~ signal
    }
    input.send(value: "a")
    XCTAssertEqual(property?.value, "a")
    XCTAssertNil(weakSignal)
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    property = nil
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }

  func test_bindingFromAProducer_isTornDownWhenThePropertyDeallocates() {
    let disposed = Atomic<Bool>(false)
    let source = MutableProperty("a")
    var property: MutableProperty<String>? = MutableProperty("")
    property! <~ source.producer.on(disposed: { disposed.store(true, ordering: .relaxed) })
    XCTAssertEqual(property?.value, "a")
    property = nil
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }
}
