/// Something that can be turned into a producer: a ``SignalProducer`` itself, or a ``Signal``
/// (whose producer forwards the events sent after each start). `flatten` and `flatMap` accept
/// either as inner streams.
public protocol SignalProducerConvertible<Value, Error>: SendableMetatype {
  /// The type of the values.
  associatedtype Value
  /// The type of the error.
  associatedtype Error: Swift.Error

  /// The producer this value stands for.
  var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible {
  /// The producer itself.
  public var producer: SignalProducer<Value, Error> { self }
}

extension Signal: SignalProducerConvertible {
  /// A producer whose runs forward the events this signal sends after each start.
  public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}

extension SignalProducer {
  /// The producer that `source` stands for: a producer, a signal, a property or a result.
  ///
  /// ```swift
  /// let saved = SignalProducer(Result<Int, SaveError>.success(1))
  /// ```
  /// - Parameter source: what the producer is made from.
  public init<Source: SignalProducerConvertible>(_ source: Source) where Source.Value == Value, Source.Error == Error {
    self = source.producer
  }
}
