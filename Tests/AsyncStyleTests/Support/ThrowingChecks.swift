import AsyncStyle
import TestSupport

/// `value`, or `TestError(code: value)` when it is `bad`.
func rejecting(_ bad: Int, _ value: Int) throws -> Int {
  if value == bad { throw TestError(code: value) }
  return value
}

/// `value`, or `TestError(code: value)` (typed) when it is `bad`.
func rejectingTyped(_ bad: Int, _ value: Int) throws(TestError) -> Int {
  if value == bad { throw TestError(code: value) }
  return value
}

extension AsyncEvent {
  /// The element of a `.next` event.
  var element: Element? {
    guard case .next(let element) = self else { return nil }
    return element
  }

  /// The error of a `.failure` event.
  var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }

  /// Whether this is the `.completed` event.
  var isCompleted: Bool {
    guard case .completed = self else { return false }
    return true
  }
}
