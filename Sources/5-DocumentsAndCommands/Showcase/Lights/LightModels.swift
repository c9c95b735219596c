/// A light device: its identity, without its state.
///
/// The lights' models are values: change a field into a copy with ``Modifiable/with(_:_:)``.
public struct LightModel: Equatable, Hashable, Sendable, Modifiable {
  /// The device's identifier, shared with its ``LightStateModel``.
  public var id: Int
  /// The name the user gave the light.
  public var name: String

  /// A light called `name`.
  ///
  /// - Parameters:
  ///   - id: The device's identifier.
  ///   - name: The name the user gave the light.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// Whether a light is on or off.
public enum LightStateType: Equatable, Hashable, Sendable {
  /// The light is on.
  case on
  /// The light is off.
  case off

  /// The other state: off for on, on for off.
  public var toggled: LightStateType { self == .on ? .off : .on }
}

/// A light's current state, kept apart from the light so a change sends only what changed.
public struct LightStateModel: Equatable, Hashable, Sendable, Modifiable {
  /// The identifier of the light this state belongs to.
  public var id: Int
  /// Whether the light is on.
  public var state: LightStateType

  /// The state of light `id`.
  ///
  /// - Parameters:
  ///   - id: The identifier of the light.
  ///   - state: Whether the light is on.
  public init(id: Int, state: LightStateType) {
    self.id = id
    self.state = state
  }
}

/// A light joined with its state, as the screen shows it.
public struct LightWithState: Equatable, Hashable, Sendable, Modifiable {
  /// The light.
  public var light: LightModel
  /// Its current state.
  public var lightState: LightStateModel

  /// Joins `light` with `lightState`.
  ///
  /// - Parameters:
  ///   - light: The light.
  ///   - lightState: Its state, with the same identifier.
  public init(light: LightModel, lightState: LightStateModel) {
    self.light = light
    self.lightState = lightState
  }
}
