extension SignalProducer {
  /// Pairs the n-th value of this producer with the n-th value of `other`.
  ///
  /// Values wait in first-in first-out ring buffers (constant time per value), so zipping long
  /// streams stays linear. Completes once one side has completed and none of its values waits.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).zip(with: SignalProducer(values: "a", "b"))  // (1, "a"), (2, "b"), completed
  /// ```
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    Self.combining(.zip, self, other)
  }

  /// Pairs the n-th values of `a` and `b`.
  public static func zip<B>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
  ) -> SignalProducer<(Value, B), Error> {
    a.zip(with: b)
  }

  /// Combines the n-th values of `a`, `b` and `c`.
  public static func zip<B, C>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
  ) -> SignalProducer<(Value, B, C), Error> {
    Self.combining(.zip, a, b, c)
  }

  /// Combines the n-th values of `a`, `b`, `c` and `d`.
  public static func zip<B, C, D>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ d: SignalProducer<D, Error>
  ) -> SignalProducer<(Value, B, C, D), Error> {
    Self.combining(.zip, a, b, c, d)
  }

  /// Combines the n-th value of every producer into an array.
  /// - Parameter emptySentinel: sent, before completing, when `producers` is empty.
  public static func zip<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    Self.combining(.zip, producers, emptySentinel: emptySentinel)
  }
}

extension Signal {
  /// Pairs the n-th value of this signal with the n-th value of `other`.
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    .starting(producer.zip(with: other.producer))
  }

  /// Pairs the n-th values of `a` and `b`.
  public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
    a.zip(with: b)
  }

  /// Combines the n-th values of `a`, `b` and `c`.
  public static func zip<B, C>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    .starting(SignalProducer.zip(a.producer, b.producer, c.producer))
  }

  /// Combines the n-th values of `a`, `b`, `c` and `d`.
  public static func zip<B, C, D>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    .starting(SignalProducer.zip(a.producer, b.producer, c.producer, d.producer))
  }

  /// Combines the n-th value of every signal into an array.
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
    .starting(SignalProducer.zip(signals.map(\.producer)))
  }
}
