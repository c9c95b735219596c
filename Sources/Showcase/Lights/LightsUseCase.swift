import RxStyle

/// Where the lights and their states come from (the data layer).
public protocol LightsRepositoryProtocol {
  /// Every light in the home.
  ///
  /// - Returns: The lights, sent again when they change.
  func queryAllLights() -> Observable<[LightModel]>
  /// The state of every light in the home.
  ///
  /// - Returns: The states, sent again when they change.
  func queryAllLightStates() -> Observable<[LightStateModel]>
  /// Switches light `id` on if it is off, off if it is on.
  ///
  /// - Parameter id: The light's identifier.
  /// - Returns: Completes once the device has switched.
  func toggleLight(withId id: Int) -> Completable
}

/// The lights' business rules, as the presenters see them.
public protocol LightsUseCaseProtocol {
  /// Every light joined with its state.
  ///
  /// - Returns: The joined lights, sent again when the lights or the states change.
  func queryLightsWithState() -> Observable<[LightWithState]>
  /// Whether every light is off.
  ///
  /// - Returns: `true` when no light is on, sent again when the states change.
  func areAllLightsOff() -> Observable<Bool>
  /// Switches light `id` on if it is off, off if it is on.
  ///
  /// - Parameter id: The light's identifier.
  /// - Returns: Completes once the device has switched.
  func toggleLight(withId id: Int) -> Completable
}

/// The lights' business rules over a repository.
///
/// Lights and states are joined by identifier; a light without a state is left out, since
/// the screen could not say whether it is on.
///
/// ```swift
/// let useCase = LightsUseCase(lightsRepository: repository)
/// useCase.areAllLightsOff().subscribe(onNext: { allOff in … }).disposed(by: bag)
/// ```
public final class LightsUseCase: LightsUseCaseProtocol {
  private let lightsRepository: LightsRepositoryProtocol

  /// Rules over `lightsRepository`.
  ///
  /// - Parameter lightsRepository: Where the lights and their states come from.
  public init(lightsRepository: LightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  public func queryLightsWithState() -> Observable<[LightWithState]> {
    Observable.combineLatest(
      lightsRepository.queryAllLights(),
      lightsRepository.queryAllLightStates()
    ) { lights, states in
      lights.compactMap { light in
        states.first { $0.id == light.id }.map { LightWithState(light: light, lightState: $0) }
      }
    }
  }

  public func areAllLightsOff() -> Observable<Bool> {
    lightsRepository.queryAllLightStates().map { states in
      states.allSatisfy { $0.state == .off }
    }
  }

  public func toggleLight(withId id: Int) -> Completable {
    lightsRepository.toggleLight(withId: id)
  }
}
