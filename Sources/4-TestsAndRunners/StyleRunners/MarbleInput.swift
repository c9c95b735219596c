import Marbles

/// An input of an async run as one type, whether it is a cold test sequence or, in a feedback
/// run, the subject that sequence feeds: each operator's async call is then one closure. The
/// iterator forwards `next(isolation:)` as it is, so the erasure adds no suspension and no hop.
struct MarbleInput: AsyncSequence, Sendable {
  typealias Element = String
  typealias Failure = MarbleFailure

  private let make: @Sendable () -> Iterator

  init<Base: AsyncSequence & Sendable>(_ base: Base) where Base.Element == String, Base.Failure == MarbleFailure {
    make = { Iterator(IteratorBox(base.makeAsyncIterator())) }
  }

  func makeAsyncIterator() -> Iterator { make() }

  struct Iterator: AsyncIteratorProtocol {
    fileprivate let box: any ErasedIterator

    fileprivate init(_ box: any ErasedIterator) { self.box = box }

    mutating func next(isolation actor: isolated (any Actor)?) async throws(MarbleFailure) -> String? {
      try await box.next(isolation: actor)
    }

    mutating func next() async throws(MarbleFailure) -> String? {
      try await box.next(isolation: nil)
    }
  }
}

private protocol ErasedIterator: AnyObject {
  func next(isolation actor: isolated (any Actor)?) async throws(MarbleFailure) -> String?
}

private final class IteratorBox<Base: AsyncIteratorProtocol>: ErasedIterator
where Base.Element == String, Base.Failure == MarbleFailure {
  private var base: Base

  init(_ base: Base) { self.base = base }

  func next(isolation actor: isolated (any Actor)?) async throws(MarbleFailure) -> String? {
    try await base.next(isolation: actor)
  }
}
