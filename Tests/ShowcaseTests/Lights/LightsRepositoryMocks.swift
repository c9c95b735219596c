import ProducerStyle
import Showcase
import StyleInternals

/// The producer-style repository the use-case tests control, shaped like the article's mock:
/// each query answers with the producer set for it, and toggles are counted.
final class ProducerLightsRepositoryMock: ProducerLightsRepositoryProtocol {
  // MARK: - queryAllLights
  var queryAllLightsReturnValue: SignalProducer<[LightModel], LightsError>!
  func queryAllLights() -> SignalProducer<[LightModel], LightsError> {
    return queryAllLightsReturnValue
  }

  // MARK: - queryAllLightStates
  var queryAllLightStatesReturnValue: SignalProducer<[LightStateModel], LightsError>!
  func queryAllLightStates() -> SignalProducer<[LightStateModel], LightsError> {
    return queryAllLightStatesReturnValue
  }

  // MARK: - toggleLight
  var toggleLightCallsCount = 0
  var toggleLightReceivedInvocations: [Int] = []
  var toggleLightReturnValue: SignalProducer<Never, LightsError>!
  func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError> {
    toggleLightCallsCount += 1
    toggleLightReceivedInvocations.append(id)
    return toggleLightReturnValue
  }
}

/// What an async mock's query answers: one list and the end, a failure, or the end at once.
enum AsyncQueryAnswer<Element: Sendable>: Sendable {
  case just(Element)
  case error(LightsError)
  case empty

  /// A fresh stream playing the answer, for each call.
  var stream: AsyncThrowingStream<Element, any Error> {
    let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
    switch self {
    case .just(let element):
      continuation.yield(element)
      continuation.finish()
    case .error(let error):
      continuation.finish(throwing: error)
    case .empty:
      continuation.finish()
    }
    return stream
  }
}

/// The async repository the use-case tests control, shaped like the article's mock. It is
/// called from tasks, so its fields sit behind a lock.
final class AsyncLightsRepositoryMock: AsyncLightsRepositoryProtocol {
  private struct State {
    var lights: AsyncQueryAnswer<[LightModel]>?
    var states: AsyncQueryAnswer<[LightStateModel]>?
    var toggle: Result<Void, LightsError>?
    var toggleInvocations: [Int] = []
  }

  private let state = Lock(State())

  // MARK: - queryAllLights
  var queryAllLightsReturnValue: AsyncQueryAnswer<[LightModel]>! {
    get { state.withLock { $0.lights } }
    set { state.withLock { $0.lights = newValue } }
  }
  func queryAllLights() -> AsyncThrowingStream<[LightModel], any Error> {
    return queryAllLightsReturnValue.stream
  }

  // MARK: - queryAllLightStates
  var queryAllLightStatesReturnValue: AsyncQueryAnswer<[LightStateModel]>! {
    get { state.withLock { $0.states } }
    set { state.withLock { $0.states = newValue } }
  }
  func queryAllLightStates() -> AsyncThrowingStream<[LightStateModel], any Error> {
    return queryAllLightStatesReturnValue.stream
  }

  // MARK: - toggleLight
  var toggleLightCallsCount: Int { toggleLightReceivedInvocations.count }
  var toggleLightReceivedInvocations: [Int] { state.withLock { $0.toggleInvocations } }
  var toggleLightReturnValue: Result<Void, LightsError>! {
    get { state.withLock { $0.toggle } }
    set { state.withLock { $0.toggle = newValue } }
  }
  func toggleLight(withId id: Int) async throws(LightsError) {
    let answer = state.withLock { state in
      state.toggleInvocations.append(id)
      return state.toggle
    }
    try answer!.get()
  }
}

/// A home of three lights, all off, for the in-memory repositories.
let threeLightsOff = (
  lights: [LightModel].stub(withCount: 3), states: [LightStateModel].stub(withCount: 3).map { $0.with(\.state, .off) }
)
