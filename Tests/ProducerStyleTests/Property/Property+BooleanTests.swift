import ProducerStyle
import ProducerStyleTest
import XCTest

final class PropertyBooleanTests: ProducerStyleTestCase {
  func test_negateAndOr() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let not = a.negate()
    let and = a.and(b)
    let or = a.or(b)
    XCTAssertEqual([not.value, and.value, or.value], [false, false, true])
    b.value = true
    XCTAssertEqual([not.value, and.value, or.value], [false, true, true])
    a.value = false
    b.value = false
    XCTAssertEqual([not.value, and.value, or.value], [true, false, false])
  }

  func test_allAny() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let all = Property.all([a, b])
    let any = Property.any(a, b)
    let recorder = EventRecorder(all.producer)
    XCTAssertEqual([all.value, any.value], [false, true])
    b.value = true
    XCTAssertEqual([all.value, any.value], [true, true])
    XCTAssertEqual(recorder.values, [false, true])
    XCTAssertTrue(Property.all([MutableProperty<Bool>]()).value)
    XCTAssertFalse(Property.any([MutableProperty<Bool>]()).value)
  }
}
