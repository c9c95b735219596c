/// A subject that holds a current value: each consumer gets it first, then every later one.
///
/// Buffering and ending work as in ``AsyncPassthroughSubject``. Setting ``value`` sends it.
/// After the subject has ended, `value` keeps the last value and consumers that begin get no
/// replay, only the end.
///
/// ```swift
/// let count = AsyncCurrentValueSubject<Int, Never>(0)
/// Task { for await n in count { print(n) } }  // 0, 1
/// count.value = 1
/// ```
public final class AsyncCurrentValueSubject<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  @usableFromInline let storage: SubjectStorage<Element, Failure>

  /// Creates a subject holding `value`.
  /// - Parameters:
  ///   - value: the initial current value.
  ///   - bufferingPolicy: how much each consumer may fall behind; unbounded by default.
  public init(_ value: Element, bufferingPolicy: AsyncBufferingPolicy = .unbounded) {
    storage = SubjectStorage(policy: bufferingPolicy, current: value)
  }

  /// The current value; setting it sends the new value to every consumer.
  public var value: Element {
    get {
      // The storage was made with a current value, and sending only ever replaces it.
      guard let current = storage.current else {
        preconditionFailure("AsyncCurrentValueSubject: its storage holds no current value")
      }
      return current
    }
    @inlinable set { storage.send(newValue) }
  }

  /// The number of consumers iterating right now.
  public var consumerCount: Int { storage.consumerCount }

  /// Makes `element` the current value and delivers it to every consumer.
  /// - Parameter element: the element to send.
  @inlinable
  public func send(_ element: Element) { storage.send(element) }

  /// Ends the subject normally.
  public func finish() { storage.terminate(nil) }

  /// Ends the subject with `error`, which each consumer throws after draining its buffer.
  /// - Parameter error: the failure to deliver.
  public func fail(_ error: Failure) { storage.terminate(error) }

  /// Begins a consumer, which receives the current value first.
  public func makeAsyncIterator() -> AsyncSubjectIterator<Element, Failure> {
    AsyncSubjectIterator(consumer: SubjectConsumer(storage: storage))
  }
}
