import RxStyle

nonisolated enum LightState: Equatable, Sendable {
  case on
  case off
}

nonisolated struct LightModel: Equatable, Sendable {
  let id: String
  let state: LightState
}

nonisolated protocol LightsRepositoryProtocol: Sendable {
  func getLights() -> Single<[LightModel]>
  func setLight(id: String, state: LightState) -> Single<LightModel>
}

final class LightsUseCase {
  private let lightsRepository: LightsRepositoryProtocol

  init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  func turnOnAll() -> Observable<[LightModel]> {
    let repository = lightsRepository
    return lightsRepository.getLights().asObservable()
      .flatMap { lights in
        Observable.from(lights.filter { $0.state == .off })
          .flatMap { repository.setLight(id: $0.id, state: .on) }
          .toArray()
      }
  }
}
