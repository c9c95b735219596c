import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

/// The producer-style lights use case, tested with the three patterns: blocking-first over a
/// mocked repository, then the sink and the injected scheduler over the in-memory one. Times are
/// in seconds.
final class ProducerLightsTests: ProducerStyleTestCase {
  private var lightsUseCase: ProducerLightsUseCase!
  private var lightsRepository: ProducerLightsRepositoryMock!
  private var scheduler: TestScheduler!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    lightsRepository = ProducerLightsRepositoryMock()
    lightsUseCase = ProducerLightsUseCase(lightsRepository: lightsRepository)
    scheduler = TestScheduler()
  }

  override func tearDown() {
    // The in-memory repository's queries never end: their recorders are disposed here.
    for stop in stops { stop() }
    stops = []
    lightsUseCase = nil
    lightsRepository = nil
    super.tearDown()
  }

  // MARK: Blocking first

  func test_queryLightsWithState_threeLights_joinsEach() {
    lightsRepository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: [LightStateModel].stub(withCount: 3))

    XCTAssertEqual(lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.first(), .success([1, 2, 3]))
  }

  func test_queryLightsWithState_lightWithoutState_isLeftOut() {
    lightsRepository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: [.stub(withId: 2)])

    XCTAssertEqual(lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.first(), .success([2]))
  }

  func test_queryLightsWithState_noLights_isEmpty() {
    lightsRepository.queryAllLightsReturnValue = SignalProducer(value: [])
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: [])

    XCTAssertEqual(lightsUseCase.queryLightsWithState().collect().first(), .success([[]]))
  }

  func test_queryLightsWithState_repositoryEndsEmpty_endsEmpty() {
    lightsRepository.queryAllLightsReturnValue = .empty
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: [LightStateModel].stub(withCount: 3))

    XCTAssertEqual(lightsUseCase.queryLightsWithState().collect().first(), .success([]))
  }

  // snippet: error-models-producer
  func test_queryLightsWithState_statesFail_failsWithTheirError() {
    lightsRepository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(error: .unreachable(id: 2))

    XCTAssertEqual(lightsUseCase.queryLightsWithState().first(), .failure(.unreachable(id: 2)))
  }
  // end snippet

  func test_areAllLightsOff_oneOn_isFalse() {
    let states = [LightStateModel].stub(withCount: 3).map { $0.with(\.state, $0.id == 3 ? .on : .off) }
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: states)

    XCTAssertEqual(lightsUseCase.areAllLightsOff().first(), .success(false))
  }

  func test_areAllLightsOff_allOff_isTrue() {
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: threeLightsOff.states)

    XCTAssertEqual(lightsUseCase.areAllLightsOff().first(), .success(true))
  }

  func test_areAllLightsOff_noLights_isTrue() {
    lightsRepository.queryAllLightStatesReturnValue = SignalProducer(value: [])

    XCTAssertEqual(lightsUseCase.areAllLightsOff().first(), .success(true))
  }

  func test_toggleLight_completesEmpty_afterOneCall() {
    lightsRepository.toggleLightReturnValue = .empty

    let toggleLight = lightsUseCase.toggleLight(withId: 2).materialize().collect().first()

    XCTAssertEqual(toggleLight?.get().map(\.isCompleted), [true])
    XCTAssertEqual(lightsRepository.toggleLightReceivedInvocations, [2])
  }

  func test_toggleLight_failsWithTheRepositoryError() {
    lightsRepository.toggleLightReturnValue = SignalProducer(error: .unreachable(id: 5))

    let toggleLight = lightsUseCase.toggleLight(withId: 5).materialize().collect().first()

    XCTAssertEqual(toggleLight?.get().map(\.error), [.unreachable(id: 5)])
  }

  // MARK: Sink and injected scheduler, over the in-memory repository

  private func inMemoryUseCase(unreachable: Set<Int> = []) -> (ProducerLightsUseCase, ProducerInMemoryLightsRepository)
  {
    let repository = ProducerInMemoryLightsRepository(
      lights: threeLightsOff.lights, states: threeLightsOff.states, unreachable: unreachable)
    return (ProducerLightsUseCase(lightsRepository: repository), repository)
  }

  private func toggle(
    _ id: Int, at time: Int, in useCase: ProducerLightsUseCase, failures: EventRecorder<Never, LightsError>? = nil
  ) {
    let toggle = useCase.toggleLight(withId: id)
    _ = scheduler.schedule(after: date(time)) {
      toggle.startWithFailed { failures?.observer.send(error: $0) }
    }
  }

  private func date(_ milliseconds: Int) -> Date {
    scheduler.startDate.addingTimeInterval(TimeInterval(milliseconds) / 1000)
  }

  func test_inMemory_toggles_allOffFollowsEach() {
    let (useCase, _) = inMemoryUseCase()
    let allOff = EventRecorder(useCase.areAllLightsOff(), clock: scheduler)
    stops.append { allOff.dispose() }

    toggle(1, at: 100, in: useCase)
    toggle(3, at: 200, in: useCase)
    toggle(1, at: 300, in: useCase)
    toggle(3, at: 400, in: useCase)
    scheduler.run()

    XCTAssertEqual(
      allOff.recorded,
      [
        .value(true, at: 0), .value(false, at: 0.1), .value(false, at: 0.2), .value(false, at: 0.3),
        .value(true, at: 0.4),
      ])
  }

  func test_inMemory_toggle_lightsWithStateFollow() {
    let (useCase, _) = inMemoryUseCase()
    let states = EventRecorder(useCase.queryLightsWithState().map { $0.map(\.lightState.state) }, clock: scheduler)
    stops.append { states.dispose() }

    toggle(2, at: 100, in: useCase)
    scheduler.run()

    XCTAssertEqual(states.recorded, [.value([.off, .off, .off], at: 0), .value([.off, .on, .off], at: 0.1)])
  }

  func test_inMemory_toggleUnknownOrUnreachableLight_failsAndChangesNothing() {
    let (useCase, _) = inMemoryUseCase(unreachable: [2])
    let allOff = EventRecorder(useCase.areAllLightsOff(), clock: scheduler)
    stops.append { allOff.dispose() }
    let firstFailure = EventRecorder<Never, LightsError>(clock: scheduler)
    let secondFailure = EventRecorder<Never, LightsError>(clock: scheduler)

    toggle(9, at: 100, in: useCase, failures: firstFailure)
    toggle(2, at: 200, in: useCase, failures: secondFailure)
    scheduler.run()

    XCTAssertEqual(allOff.recorded, [.value(true, at: 0)])
    XCTAssertEqual(firstFailure.recorded, [.failed(.unknownLight(id: 9), at: 0.1)])
    XCTAssertEqual(secondFailure.recorded, [.failed(.unreachable(id: 2), at: 0.2)])
  }

  func test_inMemory_disposedMidStream_seesNoMoreChanges() {
    let (useCase, _) = inMemoryUseCase()
    toggle(1, at: 100, in: useCase)
    toggle(1, at: 300, in: useCase)

    let allOff = EventRecorder(useCase.areAllLightsOff(), clock: scheduler)
    _ = scheduler.schedule(after: date(250)) { allOff.dispose() }
    scheduler.run()

    XCTAssertEqual(allOff.recorded, [.value(true, at: 0), .value(false, at: 0.1), .interrupted(at: 0.25)])
  }
}
