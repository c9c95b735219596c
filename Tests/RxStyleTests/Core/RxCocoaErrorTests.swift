import RxStyle
import XCTest

final class RxCocoaErrorTests: XCTestCase {
  func test_castingError_isCaughtByItsCase_andDescribesThePayload() {
    func cast(_ value: Int) throws -> String {
      throw RxCocoaError.castingError(object: value, targetType: String.self)
    }
    do {
      _ = try cast(3)
      XCTFail("expected a casting error")
    } catch RxCocoaError.castingError(let object, let targetType) {
      XCTAssertEqual(object as? Int, 3)
      XCTAssertTrue(targetType == String.self)
      XCTAssertEqual(
        RxCocoaError.castingError(object: object, targetType: targetType).debugDescription,
        "Error casting `3` to `String`")
    } catch {
      XCTFail("unexpected \(error)")
    }
    XCTAssertEqual(RxCocoaError.unknown.debugDescription, "Unknown error occurred.")
  }
}
