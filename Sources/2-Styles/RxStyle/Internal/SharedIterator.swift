import StyleInternals

/// An iterator that the stages of one subscription share, each taking the next element in turn
/// (the next fallback of `catch(sequence:)`, the next part of a lazy `concat`).
// Safety: the iterator is advanced only under the lock.
final class SharedIterator<Base: IteratorProtocol>: @unchecked Sendable {
  private let iterator: Lock<Base>

  init(_ iterator: Base) {
    self.iterator = Lock(iterator)
  }

  func next() -> Base.Element? {
    iterator.withLock { $0.next() }
  }
}
