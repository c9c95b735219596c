import AsyncStyle

nonisolated enum LightState: Equatable, Sendable {
  case on
  case off
}

nonisolated struct LightModel: Equatable, Sendable {
  let id: String
  let state: LightState
}

nonisolated struct LightsError: Error, Equatable {}

nonisolated protocol LightsRepositoryProtocol: Sendable {
  func getLights() async throws(LightsError) -> [LightModel]
  func setLight(id: String, state: LightState) async throws(LightsError) -> LightModel
}

final class LightsUseCase {
  private let lightsRepository: LightsRepositoryProtocol
  private(set) var commandsSent = 0

  init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  func turnOnAll() async throws(LightsError) -> [LightModel] {
    var turnedOn: [LightModel] = []
    for light in try await lightsRepository.getLights() where light.state == .off {
      turnedOn.append(try await lightsRepository.setLight(id: light.id, state: .on))
    }
    commandsSent += 1
    return turnedOn
  }
}
