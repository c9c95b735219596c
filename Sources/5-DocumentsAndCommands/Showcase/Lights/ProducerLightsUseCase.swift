import ProducerStyle

/// Where the lights and their states come from (the data layer), in the producer style.
public protocol ProducerLightsRepositoryProtocol {
  /// Every light in the home.
  ///
  /// - Returns: The lights, sent again when they change.
  func queryAllLights() -> SignalProducer<[LightModel], LightsError>
  /// The state of every light in the home.
  ///
  /// - Returns: The states, sent again when they change.
  func queryAllLightStates() -> SignalProducer<[LightStateModel], LightsError>
  /// Switches light `id` on if it is off, off if it is on.
  ///
  /// - Parameter id: The light's identifier.
  /// - Returns: A producer that sends no value and completes once the device has switched.
  func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError>
}

/// The lights' business rules in the producer style, as the presenters see them.
public protocol ProducerLightsUseCaseProtocol {
  /// Every light joined with its state.
  ///
  /// - Returns: The joined lights, sent again when the lights or the states change.
  func queryLightsWithState() -> SignalProducer<[LightWithState], LightsError>
  /// Whether every light is off.
  ///
  /// - Returns: `true` when no light is on, sent again when the states change.
  func areAllLightsOff() -> SignalProducer<Bool, LightsError>
  /// Switches light `id` on if it is off, off if it is on.
  ///
  /// - Parameter id: The light's identifier.
  /// - Returns: A producer that sends no value and completes once the device has switched.
  func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError>
}

/// The lights' business rules over a repository, in the producer style.
///
/// Lights and states are joined by identifier; a light without a state is left out, since
/// the screen could not say whether it is on.
///
/// ```swift
/// let useCase = ProducerLightsUseCase(lightsRepository: repository)
/// useCase.areAllLightsOff().startWithResult { allOff in … }
/// ```
public final class ProducerLightsUseCase: ProducerLightsUseCaseProtocol {
  private let lightsRepository: any ProducerLightsRepositoryProtocol

  /// Rules over `lightsRepository`.
  ///
  /// - Parameter lightsRepository: Where the lights and their states come from.
  public init(lightsRepository: any ProducerLightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  // snippet: lights-chain-producer
  /// Every light paired with its state.
  public func queryLightsWithState() -> SignalProducer<[LightWithState], LightsError> {
    SignalProducer.combineLatest(
      lightsRepository.queryAllLights(),
      lightsRepository.queryAllLightStates()
    ).map { lights, states in
      LightsRules.join(lights, states)
    }
  }
  // end snippet

  /// Whether every light is off.
  public func areAllLightsOff() -> SignalProducer<Bool, LightsError> {
    lightsRepository.queryAllLightStates().map { states in
      LightsRules.areAllOff(states)
    }
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError> {
    lightsRepository.toggleLight(withId: id)
  }
}
