import ProducerStyle

/// A lights repository kept in memory, in the producer style: the data layer of the demo and of
/// tests that want real behaviour rather than a mock.
///
/// Each query sends the current list at once and again after every change. Toggling an unknown
/// light fails with ``LightsError/unknownLight(id:)``, toggling an unreachable one with
/// ``LightsError/unreachable(id:)``; the state changes when the producer is started.
///
/// ```swift
/// let repository = ProducerInMemoryLightsRepository(lights: [LightModel(id: 1, name: "Hall")], states: [LightStateModel(id: 1, state: .off)])
/// repository.toggleLight(withId: 1).start()  // the hall light is on
/// ```
public final class ProducerInMemoryLightsRepository: ProducerLightsRepositoryProtocol, Sendable {
  private let lights: MutableProperty<[LightModel]>
  private let states: MutableProperty<[LightStateModel]>
  private let unreachable: Set<Int>

  /// A home with these lights in these states.
  ///
  /// - Parameters:
  ///   - lights: The lights.
  ///   - states: Their states.
  ///   - unreachable: The identifiers of lights that exist but do not answer a toggle.
  public init(lights: [LightModel], states: [LightStateModel], unreachable: Set<Int> = []) {
    self.lights = MutableProperty(lights)
    self.states = MutableProperty(states)
    self.unreachable = unreachable
  }

  /// Every light.
  public func queryAllLights() -> SignalProducer<[LightModel], LightsError> {
    lights.producer.promoteError(LightsError.self)
  }

  /// The state of every light.
  public func queryAllLightStates() -> SignalProducer<[LightStateModel], LightsError> {
    // A property sends after every `modify`, a failed toggle's too; a list equal to the last is
    // no change.
    states.producer.skipRepeats().promoteError(LightsError.self)
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError> {
    SignalProducer { [states, unreachable] observer, _ in
      guard !unreachable.contains(id) else { return observer.send(error: .unreachable(id: id)) }
      let toggled = states.modify { states in
        LightsRules.toggling(id, in: states).map { toggled in states = toggled }
      }
      switch toggled {
      case .success: observer.sendCompleted()
      case .failure(let error): observer.send(error: error)
      }
    }
  }
}
