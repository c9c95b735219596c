import ProducerStyle
import ProducerStyleTest
import XCTest

private enum FormError: Error, Equatable {
  case empty
  case mismatch
}

final class ValidatingPropertyTests: ProducerStyleTestCase {
  private func isEmpty(_ text: String) -> ValidatingProperty<String, FormError>.Decision {
    text.isEmpty ? .invalid(.empty) : .valid
  }

  func test_validValueIsStored_invalidValueIsKeptOut() {
    let name = ValidatingProperty<String, FormError>("x") { $0.isEmpty ? .invalid(.empty) : .valid }
    let recorder = EventRecorder(name.producer)
    name.value = "ada"
    name.value = ""
    XCTAssertEqual(name.value, "ada")
    XCTAssertTrue(name.result.value.isInvalid)
    XCTAssertEqual(name.result.value.error, .empty)
    XCTAssertNil(name.result.value.value)
    XCTAssertEqual(recorder.values, ["x", "ada"])
  }

  func test_coercedValueIsStoredInItsCorrectedForm() {
    let age = ValidatingProperty<Int, FormError>(MutableProperty(10)) { $0 < 0 ? .coerced(0, nil) : .valid }
    age.value = -5
    XCTAssertEqual(age.value, 0)
    guard case .coerced(let replacement, let proposed, nil) = age.result.value else {
      return XCTFail("expected a coerced result, got \(age.result.value)")
    }
    XCTAssertEqual([replacement, proposed], [0, -5])
  }

  func test_changesOfTheInnerPropertyAreValidated() {
    let inner = MutableProperty("a")
    let validating = ValidatingProperty<String, FormError>(inner) { $0.isEmpty ? .invalid(.empty) : .valid }
    inner.value = ""
    XCTAssertTrue(validating.result.value.isInvalid)
    XCTAssertEqual(validating.value, "")
  }

  func test_dependentValidationRunsAgainWhenTheOtherChanges() {
    let password = MutableProperty("secret")
    let confirmation = ValidatingProperty<String, FormError>("", with: password) {
      $0 == $1 ? .valid : .invalid(.mismatch)
    }
    confirmation.value = "other"
    XCTAssertEqual(confirmation.result.value.error, .mismatch)
    password.value = "other"
    XCTAssertEqual(confirmation.result.value.value, "other")
    XCTAssertEqual(confirmation.value, "other")
  }

  func test_dependsOnAnotherValidatingPropertysProposedValue() {
    let password = ValidatingProperty<String, FormError>("") { $0.count < 3 ? .invalid(.empty) : .valid }
    let confirmation = ValidatingProperty<String, FormError>("", with: password) {
      $0 == $1 ? .valid : .invalid(.mismatch)
    }
    password.value = "ab"
    confirmation.value = "ab"
    XCTAssertFalse(confirmation.result.value.isInvalid)
    password.value = "abc"
    XCTAssertEqual(confirmation.result.value.error, .mismatch)
  }

  func test_bindingTarget() {
    let name = ValidatingProperty<String, FormError>("x") { $0.isEmpty ? .invalid(.empty) : .valid }
    let (signal, input) = Signal<String, Never>.pipe()
    name <~ signal
    input.send(value: "")
    input.send(value: "y")
    XCTAssertEqual(name.value, "y")
    input.sendCompleted()
  }
}
