import AsyncStyle

/// Where the lights and their states come from (the data layer), in the async style.
///
/// Sendable, unlike the other styles' repositories: async code calls it from tasks.
///
/// The queries are `AsyncThrowingStream`s, the standard library's stream a repository fills as
/// its data changes; the standard library builds them only with untyped errors, so the queries
/// throw `any Error` as the Rx style's do, while the toggle throws a typed ``LightsError``.
public protocol AsyncLightsRepositoryProtocol: Sendable {
  /// Every light in the home.
  ///
  /// - Returns: The lights, sent again when they change.
  func queryAllLights() -> AsyncThrowingStream<[LightModel], any Error>
  /// The state of every light in the home.
  ///
  /// - Returns: The states, sent again when they change.
  func queryAllLightStates() -> AsyncThrowingStream<[LightStateModel], any Error>
  /// Switches light `id` on if it is off, off if it is on; returns once the device has switched.
  ///
  /// - Parameter id: The light's identifier.
  /// - Throws: a ``LightsError``.
  func toggleLight(withId id: Int) async throws(LightsError)
}

/// The lights' business rules in the async style, as the presenters see them.
public protocol AsyncLightsUseCaseProtocol: Sendable {
  /// The sequence of joined lights.
  associatedtype LightsWithState: AsyncSequence<[LightWithState], any Error> & Sendable
  /// The sequence of "all off" answers.
  associatedtype AllLightsOff: AsyncSequence<Bool, any Error> & Sendable

  /// Every light joined with its state.
  ///
  /// - Returns: The joined lights, sent again when the lights or the states change.
  func queryLightsWithState() -> LightsWithState
  /// Whether every light is off.
  ///
  /// - Returns: `true` when no light is on, sent again when the states change.
  func areAllLightsOff() -> AllLightsOff
  /// Switches light `id` on if it is off, off if it is on; returns once the device has switched.
  ///
  /// - Parameter id: The light's identifier.
  /// - Throws: a ``LightsError``.
  func toggleLight(withId id: Int) async throws(LightsError)
}

/// The lights' business rules over a repository, in the async style.
///
/// Lights and states are joined by identifier; a light without a state is left out, since
/// the screen could not say whether it is on.
///
/// ```swift
/// let useCase = AsyncLightsUseCase(lightsRepository: repository)
/// for try await allOff in useCase.areAllLightsOff() { … }
/// ```
public final class AsyncLightsUseCase: AsyncLightsUseCaseProtocol {
  private let lightsRepository: any AsyncLightsRepositoryProtocol

  /// Rules over `lightsRepository`.
  ///
  /// - Parameter lightsRepository: Where the lights and their states come from.
  public init(lightsRepository: any AsyncLightsRepositoryProtocol) {
    self.lightsRepository = lightsRepository
  }

  // snippet: lights-chain-async
  /// Every light paired with its state.
  public func queryLightsWithState() -> some AsyncSequence<[LightWithState], any Error> & Sendable {
    combineLatest(
      lightsRepository.queryAllLights(),
      lightsRepository.queryAllLightStates()
    ).map { lights, states in
      LightsRules.join(lights, states)
    }
  }
  // end snippet

  /// Whether every light is off.
  public func areAllLightsOff() -> some AsyncSequence<Bool, any Error> & Sendable {
    lightsRepository.queryAllLightStates().map { states in
      LightsRules.areAllOff(states)
    }
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) async throws(LightsError) {
    try await lightsRepository.toggleLight(withId: id)
  }
}
