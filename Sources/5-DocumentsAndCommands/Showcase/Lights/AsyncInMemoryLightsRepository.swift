import StyleInternals

/// A lights repository kept in memory, in the async style: the data layer of the demo and of
/// tests that want real behaviour rather than a mock.
///
/// Each query yields the current list at once and again after every change, until the iterating
/// task is cancelled. Toggling an unknown light throws ``LightsError/unknownLight(id:)``,
/// toggling an unreachable one ``LightsError/unreachable(id:)``.
///
/// ```swift
/// let repository = AsyncInMemoryLightsRepository(lights: [LightModel(id: 1, name: "Hall")], states: [LightStateModel(id: 1, state: .off)])
/// try await repository.toggleLight(withId: 1)  // the hall light is on
/// ```
public final class AsyncInMemoryLightsRepository: AsyncLightsRepositoryProtocol {
  private typealias StatesContinuation = AsyncThrowingStream<[LightStateModel], any Error>.Continuation

  private struct State {
    var states: [LightStateModel]
    var watchers: [Int: StatesContinuation] = [:]
    var nextWatcher = 0
  }

  private let lights: [LightModel]
  private let state: Lock<State>
  private let unreachable: Set<Int>

  /// A home with these lights in these states.
  ///
  /// - Parameters:
  ///   - lights: The lights.
  ///   - states: Their states.
  ///   - unreachable: The identifiers of lights that exist but do not answer a toggle.
  public init(lights: [LightModel], states: [LightStateModel], unreachable: Set<Int> = []) {
    self.lights = lights
    state = Lock(State(states: states))
    self.unreachable = unreachable
  }

  /// How many queries of the states are being iterated.
  public var watcherCount: Int { state.withLock { $0.watchers.count } }

  /// Every light.
  public func queryAllLights() -> AsyncThrowingStream<[LightModel], any Error> {
    // The lights never change in memory: the list, then the end.
    let (stream, continuation) = AsyncThrowingStream<[LightModel], any Error>.makeStream()
    continuation.yield(lights)
    continuation.finish()
    return stream
  }

  /// The state of every light.
  public func queryAllLightStates() -> AsyncThrowingStream<[LightStateModel], any Error> {
    let (stream, continuation) = AsyncThrowingStream<[LightStateModel], any Error>.makeStream()
    let (id, states) = state.withLock { state in
      defer { state.nextWatcher += 1 }
      state.watchers[state.nextWatcher] = continuation
      return (state.nextWatcher, state.states)
    }
    continuation.onTermination = { [state] _ in
      _ = state.withLock { $0.watchers.removeValue(forKey: id) }
    }
    continuation.yield(states)
    return stream
  }

  /// Turns the light with `id` on or off; fails for an unknown light.
  public func toggleLight(withId id: Int) async throws(LightsError) {
    guard !unreachable.contains(id) else { throw .unreachable(id: id) }
    let changed = state.withLock { state in
      LightsRules.toggling(id, in: state.states).map { toggled in
        state.states = toggled
        return (toggled, Array(state.watchers.values))
      }
    }
    let (states, watchers) = try changed.get()
    for watcher in watchers { watcher.yield(states) }
  }
}
