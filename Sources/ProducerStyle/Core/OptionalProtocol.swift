/// A type that is an optional: lets operators such as `skipNil()` be declared for streams of
/// optionals.
public protocol OptionalProtocol: SendableMetatype {
  /// The type of the wrapped value.
  associatedtype Wrapped

  /// The value as an `Optional`.
  var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// The optional itself.
  public var optional: Wrapped? { self }
}
