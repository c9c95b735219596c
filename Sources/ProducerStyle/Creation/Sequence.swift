import StyleInternals

extension SignalProducer {
  /// Creates a producer that sends each element of `values`, then completes.
  ///
  /// The elements are sent in one delivery, so the chain after it runs without locking per value;
  /// disposing the run from inside an observer stops the sequence.
  ///
  /// ```swift
  /// SignalProducer([1, 2, 3]).startWithValues { print($0) }
  /// ```
  @inlinable
  public init<S: Sequence>(_ values: S) where S.Element == Value {
    let values = Captured(values)
    self.init(serial: { observer, lifetime in
      observer.batch {
        var iterator = values.value.makeIterator()
        while !lifetime.hasEnded, let value = iterator.next() {
          observer.receive(value)
        }
        observer.receiveCompleted()
      }
    })
  }

  /// Creates a producer that sends each element of `values`, then completes.
  @inlinable
  public init<S: Sequence>(values: S) where S.Element == Value {
    self.init(values)
  }

  /// Creates a producer that sends the given values, then completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3)
  /// ```
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self.init([first, second] + tail)
  }
}
