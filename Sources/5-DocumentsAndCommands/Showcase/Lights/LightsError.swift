/// Why a lights repository could not do what was asked, the same in every style.
public enum LightsError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// No light has this identifier.
  case unknownLight(id: Int)
  /// The light exists but did not answer.
  case unreachable(id: Int)

  /// A short explanation for people.
  public var description: String {
    switch self {
    case .unknownLight(let id): "no light with id \(id)"
    case .unreachable(let id): "light \(id) did not answer"
    }
  }
}

/// The rules every style's use case and in-memory repository share, so the styles differ only in
/// how they carry the values.
enum LightsRules {
  /// Each light joined with its state; a light without a state is left out, since the screen
  /// could not say whether it is on.
  static func join(_ lights: [LightModel], _ states: [LightStateModel]) -> [LightWithState] {
    lights.compactMap { light in
      states.first { $0.id == light.id }.map { LightWithState(light: light, lightState: $0) }
    }
  }

  /// Whether no light is on.
  static func areAllOff(_ states: [LightStateModel]) -> Bool {
    states.allSatisfy { $0.state == .off }
  }

  /// `states` with light `id` switched, or ``LightsError/unknownLight(id:)``.
  static func toggling(_ id: Int, in states: [LightStateModel]) -> Result<[LightStateModel], LightsError> {
    guard let index = states.firstIndex(where: { $0.id == id }) else { return .failure(.unknownLight(id: id)) }
    var toggled = states
    toggled[index] = toggled[index].with(\.state, toggled[index].state.toggled)
    return .success(toggled)
  }
}
