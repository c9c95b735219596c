/// The errors RxCocoa's bindings report, for code that matches on them.
///
/// The package has RxCocoa's non-UI part only, which throws none of them: the cases describe
/// UIKit data sources, key-value observing and method swizzling. The payloads are `Sendable`,
/// as an error crosses threads.
///
/// ```swift
/// do { try load() } catch RxCocoaError.castingError(let object, let targetType) {
///   print("\(object) is not a \(targetType)")
/// }
/// ```
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
  /// Something went wrong that has no better description.
  case unknown
  /// An operation was attempted that `object` does not allow.
  case invalidOperation(object: any Sendable)
  /// A data source was asked for items before any were bound to it.
  case itemsNotYetBound(object: any Sendable)
  /// `object` has no property named `propertyName` to observe.
  case invalidPropertyName(object: any Sendable, propertyName: String)
  /// An object on an observed key path cannot be observed.
  case invalidObjectOnKeyPath(object: any Sendable, sourceObject: any AnyObject & Sendable, propertyName: String)
  /// Replacing a method's implementation failed.
  case errorDuringSwizzling
  /// `object` could not be cast to `targetType`.
  case castingError(object: any Sendable, targetType: any Any.Type)

  /// A description of the case and its payload.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error occurred."
    case .invalidOperation(let object): "Invalid operation was attempted on `\(object)`."
    case .itemsNotYetBound(let object):
      "Data source is set, but items are not yet bound to user interface for `\(object)`."
    case .invalidPropertyName(let object, let propertyName):
      "Object `\(object)` doesn't have a property named `\(propertyName)`."
    case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
      "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
    case .errorDuringSwizzling: "Error during swizzling."
    case .castingError(let object, let targetType): "Error casting `\(object)` to `\(targetType)`"
    }
  }
}
