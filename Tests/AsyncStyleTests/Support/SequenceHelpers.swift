import AsyncStyle
import TestSupport

/// Every element of `sequence`, in order.
func elements<S: AsyncSequence>(_ sequence: S) async throws(S.Failure) -> [S.Element] {
  var result: [S.Element] = []
  var iterator = sequence.makeAsyncIterator()
  while let element = try await iterator.next(isolation: nil) { result.append(element) }
  return result
}

/// Every event of `sequence`, its end included, as values.
func events<S: AsyncSequence>(_ sequence: S) async -> [AsyncEvent<S.Element, S.Failure>] {
  await elements(sequence.materialize())
}

/// A cold sequence that emits `elements` without suspending, then fails with `error` if given.
struct Scripted<Element: Sendable>: AsyncSequence, Sendable {
  typealias Failure = TestError
  let elements: [Element]
  var error: TestError?

  init(_ elements: [Element], failing error: TestError? = nil) {
    self.elements = elements
    self.error = error
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Element>
    var error: TestError?

    mutating func next(isolation actor: isolated (any Actor)?) async throws(TestError) -> Element? {
      if let first = remaining.popFirst() { return first }
      if let error {
        self.error = nil
        throw error
      }
      return nil
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: elements[...], error: error) }
}
