import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The Rx-style lights use case, tested with the three patterns: blocking-first over a mocked
/// repository (the article's), then the sink and the injected scheduler over the in-memory one.
final class RxLightsTests: RxStyleTestCase {
  private var lightsUseCase: RxLightsUseCase!
  private var lightsRepository: RxLightsRepositoryMock!
  private var scheduler: TestScheduler!
  private var disposeBag: DisposeBag!

  override func setUp() {
    super.setUp()
    lightsRepository = RxLightsRepositoryMock()
    lightsUseCase = RxLightsUseCase(lightsRepository: lightsRepository)
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    lightsUseCase = nil
    lightsRepository = nil
    super.tearDown()
  }

  // MARK: Blocking first

  func test_queryLightsWithState_threeLights_joinsEach() throws {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.toBlocking().first(), [1, 2, 3])
  }

  func test_queryLightsWithState_lightWithoutState_isLeftOut() throws {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().map { $0.map(\.light.id) }.toBlocking().first(), [2])
  }

  func test_queryLightsWithState_noLights_isEmpty() throws {
    lightsRepository.queryAllLightsReturnValue = .just([])
    lightsRepository.queryAllLightStatesReturnValue = .just([])

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().toBlocking().toArray(), [[]])
  }

  func test_queryLightsWithState_repositoryEndsEmpty_endsEmpty() throws {
    lightsRepository.queryAllLightsReturnValue = .empty()
    lightsRepository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))

    XCTAssertEqual(try lightsUseCase.queryLightsWithState().toBlocking().toArray(), [])
  }

  // snippet: error-models-rx
  func test_queryLightsWithState_statesFail_failsWithTheirError() {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .error(LightsError.unreachable(id: 2))

    XCTAssertThrowsError(try lightsUseCase.queryLightsWithState().toBlocking().first()) { error in
      XCTAssertEqual(error as? LightsError, .unreachable(id: 2))
    }
  }
  // end snippet

  func test_areAllLightsOff_oneOn_isFalse() throws {
    let states = [LightStateModel].stub(withCount: 3).map { $0.with(\.state, $0.id == 3 ? .on : .off) }
    lightsRepository.queryAllLightStatesReturnValue = .just(states)

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().toBlocking().first(), false)
  }

  func test_areAllLightsOff_allOff_isTrue() throws {
    lightsRepository.queryAllLightStatesReturnValue = .just(threeLightsOff.states)

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().toBlocking().first(), true)
  }

  func test_areAllLightsOff_noLights_isTrue() throws {
    lightsRepository.queryAllLightStatesReturnValue = .just([])

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().toBlocking().first(), true)
  }

  func test_toggleLight_completesEmpty_afterOneCall() {
    lightsRepository.toggleLightReturnValue = .empty()

    let toggleLight = lightsUseCase.toggleLight(withId: 2).toBlocking().materialize()

    guard case .completed(let elements) = toggleLight else { return XCTFail("expected completion, got \(toggleLight)") }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertEqual(lightsRepository.toggleLightReceivedInvocations, [2])
  }

  func test_toggleLight_failsWithTheRepositoryError() {
    lightsRepository.toggleLightReturnValue = .error(LightsError.unreachable(id: 5))

    let toggleLight = lightsUseCase.toggleLight(withId: 5).toBlocking().materialize()

    guard case .failed(let elements, let error) = toggleLight else {
      return XCTFail("expected failure, got \(toggleLight)")
    }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertEqual(error as? LightsError, .unreachable(id: 5))
  }

  // MARK: Sink and injected scheduler, over the in-memory repository

  private func inMemoryUseCase(unreachable: Set<Int> = []) -> (RxLightsUseCase, RxInMemoryLightsRepository) {
    let repository = RxInMemoryLightsRepository(
      lights: threeLightsOff.lights, states: threeLightsOff.states, unreachable: unreachable)
    return (RxLightsUseCase(lightsRepository: repository), repository)
  }

  private func toggle(_ id: Int, at time: Int, in useCase: RxLightsUseCase, failures: TestableObserver<Never>? = nil) {
    scheduler.scheduleAt(time) {
      useCase.toggleLight(withId: id).asObservable().subscribe(onError: { failures?.onError($0) })
        .disposed(by: self.disposeBag)
    }
  }

  func test_inMemory_toggles_allOffFollowsEach() {
    let (useCase, _) = inMemoryUseCase()
    let allOff = scheduler.createObserver(Bool.self)
    useCase.areAllLightsOff().subscribe(allOff).disposed(by: disposeBag)

    toggle(1, at: 100, in: useCase)
    toggle(3, at: 200, in: useCase)
    toggle(1, at: 300, in: useCase)
    toggle(3, at: 400, in: useCase)
    scheduler.start()

    XCTAssertEqual(
      allOff.events, [.next(0, true), .next(100, false), .next(200, false), .next(300, false), .next(400, true)])
  }

  func test_inMemory_toggle_lightsWithStateFollow() {
    let (useCase, _) = inMemoryUseCase()
    let states = scheduler.createObserver([LightStateType].self)
    useCase.queryLightsWithState().map { $0.map(\.lightState.state) }.subscribe(states).disposed(by: disposeBag)

    toggle(2, at: 100, in: useCase)
    scheduler.start()

    XCTAssertEqual(states.events, [.next(0, [.off, .off, .off]), .next(100, [.off, .on, .off])])
  }

  func test_inMemory_toggleUnknownOrUnreachableLight_failsAndChangesNothing() {
    let (useCase, _) = inMemoryUseCase(unreachable: [2])
    let allOff = scheduler.createObserver(Bool.self)
    let failures = scheduler.createObserver(Never.self)
    useCase.areAllLightsOff().subscribe(allOff).disposed(by: disposeBag)

    toggle(9, at: 100, in: useCase, failures: failures)
    toggle(2, at: 200, in: useCase, failures: failures)
    scheduler.start()

    XCTAssertEqual(allOff.events, [.next(0, true)])
    XCTAssertEqual(failures.events.map(\.time), [100, 200])
    XCTAssertEqual(failures.events.map { $0.value.error as? LightsError }, [.unknownLight(id: 9), .unreachable(id: 2)])
  }

  func test_inMemory_disposedMidStream_seesNoMoreChanges() {
    let (useCase, _) = inMemoryUseCase()
    toggle(1, at: 100, in: useCase)
    toggle(1, at: 300, in: useCase)

    let allOff = scheduler.start(created: 0, subscribed: 50, disposed: 250) { useCase.areAllLightsOff() }

    XCTAssertEqual(allOff.events, [.next(50, true), .next(100, false)])
  }
}
