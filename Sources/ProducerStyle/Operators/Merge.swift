extension SignalProducer {
  /// Merges the events of `producers`: values as they come, completion when all complete.
  ///
  /// ```swift
  /// SignalProducer.merge(local, remote)
  /// ```
  public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
  where S.Element == SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>(Array(producers)).flatten(.merge)
  }

  /// Merges the events of `producers`: values as they come, completion when all complete.
  public static func merge(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    merge(producers)
  }
}

extension Signal {
  /// Merges the events of `signals`: values as they come, completion when all complete.
  ///
  /// ```swift
  /// Signal.merge(taps, swipes)
  /// ```
  public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error> where S.Element == Signal<Value, Error> {
    let merged = SignalProducer<Value, Error>.merge(signals.map(\.producer))
    return Signal { observer, lifetime in lifetime += merged.start(observer) }
  }

  /// Merges the events of `signals`: values as they come, completion when all complete.
  public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
    merge(signals)
  }
}
