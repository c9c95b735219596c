import ProducerStyle
import ProducerStyleTest
import XCTest

/// The ten-source forms of `Property.combineLatest` and `Property.zip`, as ReactiveSwift.
final class PropertyArityTests: ProducerStyleTestCase {
  func test_combineLatest_tenProperties_holdsTheLatestOfEach() {
    let p = (0..<10).map { MutableProperty($0) }
    let combined = Property<Int>.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
      .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    XCTAssertEqual(combined.value, Array(0..<10))
    p[9].value = 90
    XCTAssertEqual(combined.value, Array(0..<9) + [90])
  }

  func test_zip_tenProperties_changesOnlyWhenEveryOneHasChanged() {
    let p = (0..<10).map { MutableProperty($0) }
    let zipped = Property<Int>.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
      .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    XCTAssertEqual(zipped.value, Array(0..<10))
    for index in 0..<9 { p[index].value = index + 10 }
    XCTAssertEqual(zipped.value, Array(0..<10))
    p[9].value = 19
    XCTAssertEqual(zipped.value, Array(10..<20))
  }
}
