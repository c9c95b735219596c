extension SignalProducer {
  /// Sends the latest value of each producer as a pair whenever either sends, once both have sent.
  ///
  /// Completes when both complete; a failure or interruption of either ends the result.
  ///
  /// ```swift
  /// name.combineLatest(with: age)  // ("Ann", 30), then ("Ann", 31) when age changes
  /// ```
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    Self.combining(.latest, self, other)
  }

  /// Sends the latest values of `a` and `b` whenever either sends, once both have sent.
  public static func combineLatest<B>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>
  ) -> SignalProducer<(Value, B), Error> {
    a.combineLatest(with: b)
  }

  /// Sends the latest values of `a`, `b` and `c` whenever any sends, once all have sent.
  public static func combineLatest<B, C>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>
  ) -> SignalProducer<(Value, B, C), Error> {
    Self.combining(.latest, a, b, c)
  }

  /// Sends the latest values of `a`, `b`, `c` and `d` whenever any sends, once all have sent.
  public static func combineLatest<B, C, D>(
    _ a: SignalProducer<Value, Error>, _ b: SignalProducer<B, Error>, _ c: SignalProducer<C, Error>,
    _ d: SignalProducer<D, Error>
  ) -> SignalProducer<(Value, B, C, D), Error> {
    Self.combining(.latest, a, b, c, d)
  }

  /// Sends the latest value of every producer as an array whenever any sends, once all have sent.
  ///
  /// ```swift
  /// SignalProducer.combineLatest([a, b, c])  // [a₁, b₁, c₁], …
  /// ```
  /// - Parameter emptySentinel: sent, before completing, when `producers` is empty.
  public static func combineLatest<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    Self.combining(.latest, producers, emptySentinel: emptySentinel)
  }
}

extension Signal {
  /// Sends the latest value of each signal as a pair whenever either sends, once both have sent.
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    .starting(producer.combineLatest(with: other.producer))
  }

  /// Sends the latest values of `a` and `b` whenever either sends, once both have sent.
  public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
    a.combineLatest(with: b)
  }

  /// Sends the latest values of `a`, `b` and `c` whenever any sends, once all have sent.
  public static func combineLatest<B, C>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    .starting(SignalProducer.combineLatest(a.producer, b.producer, c.producer))
  }

  /// Sends the latest values of `a`, `b`, `c` and `d` whenever any sends, once all have sent.
  public static func combineLatest<B, C, D>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    .starting(SignalProducer.combineLatest(a.producer, b.producer, c.producer, d.producer))
  }

  /// Sends the latest value of every signal as an array whenever any sends, once all have sent.
  public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    .starting(SignalProducer.combineLatest(signals.map(\.producer)))
  }
}
