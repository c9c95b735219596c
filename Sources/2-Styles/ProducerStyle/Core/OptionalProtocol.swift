/// A type that is an optional: lets operators such as `skipNil()` be declared for streams of
/// optionals.
public protocol OptionalProtocol: ExpressibleByNilLiteral, SendableMetatype {
  /// The type of the wrapped value.
  associatedtype Wrapped

  /// Creates the optional that holds `value`, or `nil`.
  ///
  /// ```swift
  /// Int?(reconstructing: 3)  // Optional(3)
  /// ```
  /// - Parameter value: the value to wrap, or `nil`.
  init(reconstructing value: Wrapped?)

  /// The value as an `Optional`.
  var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// The optional itself.
  public var optional: Wrapped? { self }

  /// The optional `value` itself.
  public init(reconstructing value: Wrapped?) {
    self = value
  }
}
