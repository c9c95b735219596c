import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The async lights use case, tested with the three patterns: blocking-first over a mocked
/// repository, then the sink and the injected clock over the in-memory one. Times are ticks of
/// one millisecond.
final class AsyncLightsTests: AsyncStyleTestCase {
  private var lightsUseCase: AsyncLightsUseCase!
  private var lightsRepository: AsyncLightsRepositoryMock!
  private var scheduler: AsyncTestScheduler!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    lightsRepository = AsyncLightsRepositoryMock()
    lightsUseCase = AsyncLightsUseCase(lightsRepository: lightsRepository)
    scheduler = AsyncTestScheduler()
  }

  override func tearDown() {
    // The in-memory repository's queries never end: their recorders are cancelled here.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    stops = []
    lightsUseCase = nil
    lightsRepository = nil
    super.tearDown()
  }

  // MARK: Blocking first

  func test_queryLightsWithState_threeLights_joinsEach() throws {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))

    XCTAssertEqual(
      try lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.collect().blockingFirst(), [[1, 2, 3]])
  }

  func test_queryLightsWithState_lightWithoutState_isLeftOut() throws {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.collect().blockingFirst(), [[2]])
  }

  func test_queryLightsWithState_noLights_isEmpty() throws {
    lightsRepository.queryAllLightsReturnValue = .just([])
    lightsRepository.queryAllLightStatesReturnValue = .just([])

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().collect().blockingFirst(), [[]])
  }

  func test_queryLightsWithState_repositoryEndsEmpty_endsEmpty() throws {
    lightsRepository.queryAllLightsReturnValue = .empty
    lightsRepository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().collect().blockingFirst(), [])
  }

  // snippet: error-models-async
  func test_queryLightsWithState_statesFail_failsWithTheirError() {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .error(.unreachable(id: 2))

    XCTAssertThrowsError(try lightsUseCase.queryLightsWithState().blockingFirst()) { error in
      guard case .failed(let failure) = error as? FirstValueError else { return XCTFail("\(error)") }
      XCTAssertEqual(failure as? LightsError, .unreachable(id: 2))
    }
  }
  // end snippet

  func test_areAllLightsOff_oneOn_isFalse() throws {
    let states = [LightStateModel].stub(withCount: 3).map { $0.with(\.state, $0.id == 3 ? .on : .off) }
    lightsRepository.queryAllLightStatesReturnValue = .just(states)

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().blockingFirst(), false)
  }

  func test_areAllLightsOff_allOff_isTrue() throws {
    lightsRepository.queryAllLightStatesReturnValue = .just(threeLightsOff.states)

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().blockingFirst(), true)
  }

  func test_areAllLightsOff_noLights_isTrue() throws {
    lightsRepository.queryAllLightStatesReturnValue = .just([])

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().blockingFirst(), true)
  }

  func test_toggleLight_completesEmpty_afterOneCall() async throws {
    lightsRepository.toggleLightReturnValue = .success(())

    try await lightsUseCase.toggleLight(withId: 2)

    XCTAssertEqual(lightsRepository.toggleLightReceivedInvocations, [2])
  }

  // snippet: typed-throws-async
  func test_toggleLight_failsWithTheRepositoryError() async {
    lightsRepository.toggleLightReturnValue = .failure(.unreachable(id: 5))

    do {
      try await lightsUseCase.toggleLight(withId: 5)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, .unreachable(id: 5))
    }
  }
  // end snippet

  // MARK: Sink and injected clock, over the in-memory repository

  private func inMemoryUseCase(unreachable: Set<Int> = []) -> (AsyncLightsUseCase, AsyncInMemoryLightsRepository) {
    let repository = AsyncInMemoryLightsRepository(
      lights: threeLightsOff.lights, states: threeLightsOff.states, unreachable: unreachable)
    return (AsyncLightsUseCase(lightsRepository: repository), repository)
  }

  private func toggle(_ id: Int, at time: Int, in useCase: AsyncLightsUseCase, failures: Failures? = nil) {
    scheduler.schedule(at: time) { [scheduler] in
      _ = scheduler!.spawn { () async -> Void in
        do throws(LightsError) {
          try await useCase.toggleLight(withId: id)
        } catch {
          failures?.append((scheduler!.currentTick, error))
        }
      }
    }
  }

  private func record<Element: Sendable>(_ output: some AsyncSequence<Element, any Error> & Sendable)
    -> AsyncRecorder<Element, any Error>
  {
    let recorder = scheduler.record(output)
    stops.append { recorder.cancel() }
    return recorder
  }

  func test_inMemory_toggles_allOffFollowsEach() {
    let (useCase, _) = inMemoryUseCase()
    let allOff = record(useCase.areAllLightsOff())

    toggle(1, at: 100, in: useCase)
    toggle(3, at: 200, in: useCase)
    toggle(1, at: 300, in: useCase)
    toggle(3, at: 400, in: useCase)
    scheduler.advance(to: 1000)

    XCTAssertEqual(
      allOff.events, [.next(0, true), .next(100, false), .next(200, false), .next(300, false), .next(400, true)])
  }

  func test_inMemory_toggle_lightsWithStateFollow() {
    let (useCase, _) = inMemoryUseCase()
    let states = record(useCase.queryLightsWithState().map { $0.map(\.lightState.state) })

    toggle(2, at: 100, in: useCase)
    scheduler.advance(to: 1000)

    XCTAssertEqual(states.events, [.next(0, [.off, .off, .off]), .next(100, [.off, .on, .off])])
  }

  func test_inMemory_toggleUnknownOrUnreachableLight_failsAndChangesNothing() {
    let (useCase, _) = inMemoryUseCase(unreachable: [2])
    let allOff = record(useCase.areAllLightsOff())
    let failures = Failures()

    toggle(9, at: 100, in: useCase, failures: failures)
    toggle(2, at: 200, in: useCase, failures: failures)
    scheduler.advance(to: 1000)

    XCTAssertEqual(allOff.events, [.next(0, true)])
    XCTAssertEqual(failures.times, [100, 200])
    XCTAssertEqual(failures.errors, [.unknownLight(id: 9), .unreachable(id: 2)])
  }

  func test_inMemory_cancelledMidStream_seesNoMoreChanges() {
    let (useCase, repository) = inMemoryUseCase()
    toggle(1, at: 100, in: useCase)
    toggle(1, at: 300, in: useCase)

    let allOff = scheduler.start(created: 0, subscribed: 50, cancelled: 250) { useCase.areAllLightsOff() }
    scheduler.advance(to: 1000)

    XCTAssertEqual(allOff.events, [.next(50, true), .next(100, false)])
    XCTAssertEqual(repository.watcherCount, 0)
  }
}

/// The failed toggles of a test, with the tick of each.
private final class Failures: Sendable {
  private let recorded = Locked<[(time: Int, error: LightsError)]>([])

  func append(_ failure: (time: Int, error: LightsError)) { recorded.withLock { $0.append(failure) } }
  var times: [Int] { recorded.value.map(\.time) }
  var errors: [LightsError] { recorded.value.map(\.error) }
}
