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
    self = .sending(values)
  }

  @inlinable
  static func sending<S: Sequence>(_ values: S) -> SignalProducer where S.Element == Value {
    let values = Captured(values)
    return .serial({ observer, lifetime in
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

// Where nothing else names the error type, these apply, so it is inferred as `Never`, as in
// ReactiveSwift.
extension SignalProducer where Error == Never {
  /// Creates a producer that sends each element of `values`, then completes; it cannot fail.
  ///
  /// ```swift
  /// let numbers = SignalProducer([1, 2, 3])  // SignalProducer<Int, Never>
  /// ```
  /// - Parameter values: the elements each start sends.
  @inlinable
  public init<S: Sequence>(_ values: S) where S.Element == Value {
    self = .sending(values)
  }

  /// Creates a producer that sends the given values, then completes; it cannot fail.
  ///
  /// ```swift
  /// let numbers = SignalProducer(values: 1, 2, 3)  // SignalProducer<Int, Never>
  /// ```
  /// - Parameters:
  ///   - first: the first value.
  ///   - second: the second value.
  ///   - tail: the values after them.
  public init(values first: Value, _ second: Value, _ tail: Value...) {
    self = .sending([first, second] + tail)
  }
}
