import RxStyle

/// Where the lights and their states come from (the data layer), in the Rx style.
public protocol RxLightsRepositoryProtocol {
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
  /// - Returns: Completes once the device has switched, or fails with a ``LightsError``.
  func toggleLight(withId id: Int) -> Completable
}

/// The lights' business rules in the Rx style, as the presenters see them.
public protocol RxLightsUseCaseProtocol {
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
  /// - Returns: Completes, with no element, once the device has switched.
  func toggleLight(withId id: Int) -> Completable
}

/// The lights' business rules over a repository, in the Rx style.
///
/// Lights and states are joined by identifier; a light without a state is left out, since
/// the screen could not say whether it is on.
///
/// ```swift
/// let useCase = RxLightsUseCase(lightsRepository: repository)
/// useCase.areAllLightsOff().subscribe(onNext: { allOff in … }).disposed(by: bag)
/// ```
public final class RxLightsUseCase: RxLightsUseCaseProtocol {
  private let lightsRepository: RxLightsRepositoryProtocol

  /// Rules over `lightsRepository`.
  ///
  /// - Parameter lightsRepository: Where the lights and their states come from.
  public init(lightsRepository: RxLightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  // snippet: lights-chain-rx
  /// Every light paired with its state.
  public func queryLightsWithState() -> Observable<[LightWithState]> {
    Observable.combineLatest(
      lightsRepository.queryAllLights(),
      lightsRepository.queryAllLightStates()
    ) { lights, states in
      LightsRules.join(lights, states)
    }
  }
  // end snippet

  /// Whether every light is off.
  public func areAllLightsOff() -> Observable<Bool> {
    lightsRepository.queryAllLightStates().map { states in
      LightsRules.areAllOff(states)
    }
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) -> Completable {
    lightsRepository.toggleLight(withId: id)
  }
}

/// The article's name for ``RxLightsRepositoryProtocol``, so its tests read as written.
public typealias LightsRepositoryProtocol = RxLightsRepositoryProtocol
/// The article's name for ``RxLightsUseCaseProtocol``.
public typealias LightsUseCaseProtocol = RxLightsUseCaseProtocol
/// The article's name for ``RxLightsUseCase``.
public typealias LightsUseCase = RxLightsUseCase
