import ProducerStyle

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
  func getLights() -> SignalProducer<[LightModel], LightsError>
  func setLight(id: String, state: LightState) -> SignalProducer<LightModel, LightsError>
}

final class LightsUseCase {
  private let lightsRepository: LightsRepositoryProtocol

  init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  func turnOnAll() -> SignalProducer<[LightModel], LightsError> {
    let repository = lightsRepository
    return lightsRepository.getLights()
      .flatMap(.concat) { lights in
        SignalProducer(lights.filter { $0.state == .off })
          .flatMap(.concat) { repository.setLight(id: $0.id, state: .on) }
          .collect()
      }
  }
}
