/// A hot source that many consumers can iterate: each one gets the elements sent after it began.
///
/// A consumer begins when its iterator is made (the start of a `for await` loop). `send` never
/// waits: an element sent while a consumer is busy waits in that consumer's own buffer, which is
/// unbounded unless a ``AsyncBufferingPolicy`` says otherwise, so a slow consumer does not slow the
/// sender or the other consumers. A consumer that keeps up receives each element directly, with
/// no allocation. `finish()` and `fail(_:)` end the subject: each consumer first drains its buffer,
/// then ends; consumers that begin later end at once. Cancelling a consumer's task ends that
/// consumer only, dropping its buffer.
///
/// ```swift
/// let taps = AsyncPassthroughSubject<Void, Never>()
/// Task { for await _ in taps { print("tap") } }
/// taps.send(())
/// ```
public final class AsyncPassthroughSubject<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  @usableFromInline let storage: SubjectStorage<Element, Failure>

  /// Creates a subject.
  /// - Parameter bufferingPolicy: how much each consumer may fall behind; unbounded by default.
  public init(bufferingPolicy: AsyncBufferingPolicy = .unbounded) {
    storage = SubjectStorage(policy: bufferingPolicy, current: nil)
  }

  /// The number of consumers iterating right now.
  public var consumerCount: Int { storage.consumerCount }

  /// Delivers `element` to every current consumer; does nothing after the subject has ended.
  /// - Parameter element: the element to send.
  @inlinable
  public func send(_ element: Element) { storage.send(element) }

  /// Ends the subject normally.
  public func finish() { storage.terminate(nil) }

  /// Ends the subject with `error`, which each consumer throws after draining its buffer.
  /// - Parameter error: the failure to deliver.
  public func fail(_ error: Failure) { storage.terminate(error) }

  /// Begins a consumer.
  public func makeAsyncIterator() -> AsyncSubjectIterator<Element, Failure> {
    AsyncSubjectIterator(consumer: SubjectConsumer(storage: storage))
  }
}

extension AsyncPassthroughSubject where Element == Void {
  /// Sends `()`.
  public func send() { send(()) }
}
