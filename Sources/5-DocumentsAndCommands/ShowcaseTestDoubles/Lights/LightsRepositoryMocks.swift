import ProducerStyle
import RxStyle
import Showcase
import StyleInternals

/// The Rx-style repository the use-case tests control, shaped like the smart-home article's
/// generated mock: each query answers with the observable set for it, and toggles are counted.
///
/// ```swift
/// let repository = RxLightsRepositoryMock()
/// repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
/// repository.toggleLightReturnValue = .empty()
/// ```
/// Not thread-safe: a test sets it up before the code under test runs.
public final class RxLightsRepositoryMock: RxLightsRepositoryProtocol {
  /// What ``queryAllLights()`` answers.
  public var queryAllLightsReturnValue: Observable<[LightModel]>!
  /// What ``queryAllLightStates()`` answers.
  public var queryAllLightStatesReturnValue: Observable<[LightStateModel]>!
  /// How many times ``toggleLight(withId:)`` was called.
  public var toggleLightCallsCount = 0
  /// The identifier of each ``toggleLight(withId:)`` call, in order.
  public var toggleLightReceivedInvocations: [Int] = []
  /// What ``toggleLight(withId:)`` answers.
  public var toggleLightReturnValue: Completable!

  /// A mock with no answers set.
  public init() {}

  /// ``queryAllLightsReturnValue``.
  public func queryAllLights() -> Observable<[LightModel]> { queryAllLightsReturnValue }

  /// ``queryAllLightStatesReturnValue``.
  public func queryAllLightStates() -> Observable<[LightStateModel]> { queryAllLightStatesReturnValue }

  /// Counts the call and answers ``toggleLightReturnValue``.
  public func toggleLight(withId id: Int) -> Completable {
    toggleLightCallsCount += 1
    toggleLightReceivedInvocations.append(id)
    return toggleLightReturnValue
  }
}

/// The producer-style repository the use-case tests control, shaped as ``RxLightsRepositoryMock``:
/// each query answers with the producer set for it, and toggles are counted.
///
/// ```swift
/// let repository = ProducerLightsRepositoryMock()
/// repository.queryAllLightsReturnValue = SignalProducer(value: .stub(withCount: 3))
/// repository.toggleLightReturnValue = .empty
/// ```
/// Not thread-safe: a test sets it up before the code under test runs.
public final class ProducerLightsRepositoryMock: ProducerLightsRepositoryProtocol {
  /// What ``queryAllLights()`` answers.
  public var queryAllLightsReturnValue: SignalProducer<[LightModel], LightsError>!
  /// What ``queryAllLightStates()`` answers.
  public var queryAllLightStatesReturnValue: SignalProducer<[LightStateModel], LightsError>!
  /// How many times ``toggleLight(withId:)`` was called.
  public var toggleLightCallsCount = 0
  /// The identifier of each ``toggleLight(withId:)`` call, in order.
  public var toggleLightReceivedInvocations: [Int] = []
  /// What ``toggleLight(withId:)`` answers.
  public var toggleLightReturnValue: SignalProducer<Never, LightsError>!

  /// A mock with no answers set.
  public init() {}

  /// ``queryAllLightsReturnValue``.
  public func queryAllLights() -> SignalProducer<[LightModel], LightsError> { queryAllLightsReturnValue }

  /// ``queryAllLightStatesReturnValue``.
  public func queryAllLightStates() -> SignalProducer<[LightStateModel], LightsError> {
    queryAllLightStatesReturnValue
  }

  /// Counts the call and answers ``toggleLightReturnValue``.
  public func toggleLight(withId id: Int) -> SignalProducer<Never, LightsError> {
    toggleLightCallsCount += 1
    toggleLightReceivedInvocations.append(id)
    return toggleLightReturnValue
  }
}

/// What an ``AsyncLightsRepositoryMock`` query answers: one list and the end, a failure, or the
/// end at once.
public enum AsyncQueryAnswer<Element: Sendable>: Sendable {
  /// One element, then the end.
  case just(Element)
  /// A failure.
  case error(LightsError)
  /// The end, at once.
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

/// The async repository the use-case tests control, shaped as ``RxLightsRepositoryMock``. It is
/// called from tasks, so its fields sit behind a lock.
///
/// ```swift
/// let repository = AsyncLightsRepositoryMock()
/// repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
/// repository.toggleLightReturnValue = .success(())
/// ```
public final class AsyncLightsRepositoryMock: AsyncLightsRepositoryProtocol {
  private struct State {
    var lights: AsyncQueryAnswer<[LightModel]>?
    var states: AsyncQueryAnswer<[LightStateModel]>?
    var toggle: Result<Void, LightsError>?
    var toggleInvocations: [Int] = []
  }

  private let state = Lock(State())

  /// A mock with no answers set.
  public init() {}

  /// What ``queryAllLights()`` answers.
  public var queryAllLightsReturnValue: AsyncQueryAnswer<[LightModel]>! {
    get { state.withLock { $0.lights } }
    set { state.withLock { $0.lights = newValue } }
  }

  /// What ``queryAllLightStates()`` answers.
  public var queryAllLightStatesReturnValue: AsyncQueryAnswer<[LightStateModel]>! {
    get { state.withLock { $0.states } }
    set { state.withLock { $0.states = newValue } }
  }

  /// How many times ``toggleLight(withId:)`` was called.
  public var toggleLightCallsCount: Int { toggleLightReceivedInvocations.count }

  /// The identifier of each ``toggleLight(withId:)`` call, in order.
  public var toggleLightReceivedInvocations: [Int] { state.withLock { $0.toggleInvocations } }

  /// What ``toggleLight(withId:)`` answers.
  public var toggleLightReturnValue: Result<Void, LightsError>! {
    get { state.withLock { $0.toggle } }
    set { state.withLock { $0.toggle = newValue } }
  }

  /// A fresh stream of ``queryAllLightsReturnValue``.
  public func queryAllLights() -> AsyncThrowingStream<[LightModel], any Error> {
    queryAllLightsReturnValue.stream
  }

  /// A fresh stream of ``queryAllLightStatesReturnValue``.
  public func queryAllLightStates() -> AsyncThrowingStream<[LightStateModel], any Error> {
    queryAllLightStatesReturnValue.stream
  }

  /// Records the call and answers ``toggleLightReturnValue``.
  /// - Throws: the failure ``toggleLightReturnValue`` holds.
  public func toggleLight(withId id: Int) async throws(LightsError) {
    let answer = state.withLock { state in
      state.toggleInvocations.append(id)
      return state.toggle
    }
    guard let answer else { preconditionFailure("AsyncLightsRepositoryMock: set toggleLightReturnValue first") }
    try answer.get()
  }
}
