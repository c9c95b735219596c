import Showcase

/// A type with a plain instance for each identifier, so that test data takes one line.
///
/// ```swift
/// let lights = [LightModel].stub(withCount: 3)  // "Light 1", "Light 2", "Light 3"
/// ```
public protocol StubProtocol {
  /// A plain instance with identifier `id`.
  /// - Parameter id: the identifier.
  /// - Returns: the instance.
  static func stub(withId id: Int) -> Self
}

extension LightModel: StubProtocol {
  /// A light named "Light `id`".
  /// - Parameter id: the identifier.
  /// - Returns: the light.
  public static func stub(withId id: Int = 1) -> Self {
    LightModel(id: id, name: "Light \(id)")
  }
}

extension LightStateModel: StubProtocol {
  /// A light `id` that is on.
  /// - Parameter id: the identifier.
  /// - Returns: the light's state.
  public static func stub(withId id: Int = 1) -> Self {
    LightStateModel(id: id, state: .on)
  }
}

extension Array where Element: StubProtocol {
  /// Stubs with the identifiers 1 to `count`.
  /// - Parameter count: how many; at least one.
  /// - Returns: the stubs, in identifier order.
  public static func stub(withCount count: Int) -> Array {
    (1...count).map { .stub(withId: $0) }
  }
}

/// A home of three lights, all off, for the in-memory repositories.
public let threeLightsOff = (
  lights: [LightModel].stub(withCount: 3), states: [LightStateModel].stub(withCount: 3).map { $0.with(\.state, .off) }
)
