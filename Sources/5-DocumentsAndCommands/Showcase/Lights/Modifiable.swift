/// A value whose fields are changed into a copy, one field at a time, named by key path.
///
/// The models are values held in constants, so they cannot change in place; a test or a
/// repository that needs "the same light, switched off" makes a copy with one field changed.
/// A key path names the field, so one method serves every field of every model, where a
/// hand-written `modify(id:state:)` has to be written again for each type.
///
/// ```swift
/// let off = LightStateModel(id: 1, state: .on).with(\.state, .off)
/// let renamed = LightModel(id: 1, name: "Hall").with(\.name, "Porch")
/// ```
public protocol Modifiable {}

extension Modifiable {
  /// A copy of this value with the field at `keyPath` set to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The field to change.
  ///   - value: Its new value.
  /// - Returns: The changed copy; this value is left as it is.
  public func with<Field>(_ keyPath: WritableKeyPath<Self, Field>, _ value: Field) -> Self {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }
}
