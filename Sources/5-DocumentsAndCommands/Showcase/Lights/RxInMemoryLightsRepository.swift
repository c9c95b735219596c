import RxStyle
import StyleInternals

/// A lights repository kept in memory, in the Rx style: the data layer of the demo and of
/// tests that want real behaviour rather than a mock.
///
/// Each query sends the current list at once and again after every change. Toggling an unknown
/// light fails with ``LightsError/unknownLight(id:)``, toggling an unreachable one with
/// ``LightsError/unreachable(id:)``; the state changes when the `Completable` is subscribed.
/// Each change is sent after the lock is released, so toggles from several threads at once may
/// reach observers out of order; a screen toggles from one thread.
///
/// ```swift
/// let repository = RxInMemoryLightsRepository(lights: [LightModel(id: 1, name: "Hall")], states: [LightStateModel(id: 1, state: .off)])
/// repository.toggleLight(withId: 1).subscribe().disposed(by: bag)  // the hall light is on
/// ```
public final class RxInMemoryLightsRepository: RxLightsRepositoryProtocol, Sendable {
  private let lights: BehaviorRelay<[LightModel]>
  private let states: Lock<[LightStateModel]>
  private let changedStates: BehaviorRelay<[LightStateModel]>
  private let unreachable: Set<Int>

  /// A home with these lights in these states.
  ///
  /// - Parameters:
  ///   - lights: The lights.
  ///   - states: Their states.
  ///   - unreachable: The identifiers of lights that exist but do not answer a toggle.
  public init(lights: [LightModel], states: [LightStateModel], unreachable: Set<Int> = []) {
    self.lights = BehaviorRelay(value: lights)
    self.states = Lock(states)
    changedStates = BehaviorRelay(value: states)
    self.unreachable = unreachable
  }

  /// Every light.
  public func queryAllLights() -> Observable<[LightModel]> {
    lights.asObservable()
  }

  /// The state of every light.
  public func queryAllLightStates() -> Observable<[LightStateModel]> {
    changedStates.asObservable()
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) -> Completable {
    Completable.create { [states, changedStates, unreachable] completable in
      guard !unreachable.contains(id) else {
        completable(.error(LightsError.unreachable(id: id)))
        return Disposables.create()
      }
      let toggled = states.withLock { states in
        LightsRules.toggling(id, in: states).map { toggled in
          states = toggled
          return toggled
        }
      }
      switch toggled {
      case .success(let states):
        changedStates.accept(states)
        completable(.completed)
      case .failure(let error):
        completable(.error(error))
      }
      return Disposables.create()
    }
  }
}
