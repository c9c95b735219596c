/// A light device: its identity, without its state.
public struct LightModel: Equatable, Sendable {
  /// The device's identifier, shared with its ``LightStateModel``.
  public let id: Int
  /// The name the user gave the light.
  public let name: String

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
public enum LightStateType: Equatable, Sendable {
  /// The light is on.
  case on
  /// The light is off.
  case off
}

/// A light's current state, kept apart from the light so a change sends only what changed.
public struct LightStateModel: Equatable, Sendable {
  /// The identifier of the light this state belongs to.
  public let id: Int
  /// Whether the light is on.
  public let state: LightStateType

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
public struct LightWithState: Equatable, Sendable {
  /// The light.
  public let light: LightModel
  /// Its current state.
  public let lightState: LightStateModel

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
