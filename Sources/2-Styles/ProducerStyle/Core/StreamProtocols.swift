/// A signal, for constraining extensions: code written as
/// `extension SignalProtocol where Value == Int` adds members to every `Signal<Int, _>`.
///
/// ```swift
/// extension SignalProtocol where Value == Int, Error == Never {
///   var doubled: Signal<Int, Never> { signal.map { $0 * 2 } }
/// }
/// ```
public protocol SignalProtocol<Value, Error>: AnyObject, SendableMetatype {
  /// The type of the values.
  associatedtype Value
  /// The type of the error.
  associatedtype Error: Swift.Error

  /// The signal itself, as its concrete type.
  var signal: Signal<Value, Error> { get }
}

extension Signal: SignalProtocol {
  /// The signal itself, so that an extension of ``SignalProtocol`` reaches the signal's operators.
  public var signal: Signal<Value, Error> { self }
}

/// A producer, for constraining extensions: code written as
/// `extension SignalProducerProtocol where Value == Int` adds members to every
/// `SignalProducer<Int, _>`.
///
/// ```swift
/// extension SignalProducerProtocol where Value == Int, Error == Never {
///   func doubled() -> SignalProducer<Int, Never> { producer.map { $0 * 2 } }
/// }
/// SignalProducer<Int, Never>(values: 1, 2).doubled()  // 2, 4
/// ```
public protocol SignalProducerProtocol<Value, Error>: SendableMetatype {
  /// The type of the values.
  associatedtype Value
  /// The type of the error.
  associatedtype Error: Swift.Error

  /// The producer itself, as its concrete type.
  var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerProtocol {}

/// An event, for constraining extensions and operators over streams of events, such as
/// `dematerialize()`.
///
/// ```swift
/// extension SignalProducerProtocol where Value: EventProtocol, Error == Never {
///   func valuesOnly() -> SignalProducer<Value.Value, Never> {
///     producer.compactMap { $0.event.value }
///   }
/// }
/// ```
public protocol EventProtocol<Value, Error>: SendableMetatype {
  /// The type of the value a `value` event carries.
  associatedtype Value
  /// The type of the error a `failed` event carries.
  associatedtype Error: Swift.Error

  /// The event itself, as its concrete type.
  var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
  /// The event itself, so that an extension of ``EventProtocol`` can switch over it.
  public var event: Signal<Value, Error>.Event { self }
}
