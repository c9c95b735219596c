import ProducerStyle

enum LightState: Equatable {
  case on
  case off
}

struct LightModel: Equatable {
  let id: String
  let state: LightState
}

struct LightsError: Error, Equatable {}

protocol LightsRepositoryProtocol {
  func getLights() -> SignalProducer<[LightModel], LightsError>
  func setLight(id: String, state: LightState) -> SignalProducer<LightModel, LightsError>
}

final class LightsUseCase {
  private let lightsRepository: LightsRepositoryProtocol
  private(set) var commandsSent = 0

  init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  func turnOnAll() -> SignalProducer<[LightModel], LightsError> {
    lightsRepository.getLights()
      .flatMap(.concat) { lights in
        SignalProducer(lights.filter { $0.state == .off })
          .flatMap(.concat) { self.lightsRepository.setLight(id: $0.id, state: .on) }
          .collect()
      }
      .on(value: { _ in self.commandsSent += 1 })
  }
}
