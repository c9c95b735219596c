import RxStyle

enum LightState: Equatable {
  case on
  case off
}

struct LightModel: Equatable {
  let id: String
  let state: LightState
}

protocol LightsRepositoryProtocol {
  func getLights() -> Single<[LightModel]>
  func setLight(id: String, state: LightState) -> Single<LightModel>
}

final class LightsUseCase {
  private let lightsRepository: LightsRepositoryProtocol
  private(set) var commandsSent = 0

  init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  func turnOnAll() -> Observable<[LightModel]> {
    lightsRepository.getLights().asObservable()
      .flatMap { lights in
        Observable.from(lights.filter { $0.state == .off })
          .flatMap { self.lightsRepository.setLight(id: $0.id, state: .on) }
          .toArray()
      }
      .do(onNext: { _ in self.commandsSent += 1 })
  }
}
