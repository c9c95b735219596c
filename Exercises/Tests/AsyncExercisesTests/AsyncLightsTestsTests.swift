import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class AsyncLightsTestsTests: XCTestCase {
  private func inMemoryUseCase() -> AsyncLightsUseCase {
    AsyncLightsUseCase(
      lightsRepository: AsyncInMemoryLightsRepository(lights: threeLightsOff.lights, states: threeLightsOff.states))
  }

  func test_sink_toggles_allOffFollowsEach() {
    let scheduler = AsyncTestScheduler()
    let allOff = allOffAfterToggles(
      [(100, 1), (200, 3), (300, 1), (400, 3)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(0, true), .next(100, false), .next(200, false), .next(300, false), .next(400, true)])
  }

  func test_sink_oneToggle_oneLightOn() {
    let scheduler = AsyncTestScheduler()
    let allOff = allOffAfterToggles([(100, 2)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(0, true), .next(100, false)])
  }

  func test_blockingFirst_threeLights_joinsEach() throws {
    let repository = AsyncLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))
    XCTAssertEqual(try lightIds(of: AsyncLightsUseCase(lightsRepository: repository)), [1, 2, 3])
  }

  func test_blockingFirst_lightWithoutState_isLeftOut() throws {
    let repository = AsyncLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])
    XCTAssertEqual(try lightIds(of: AsyncLightsUseCase(lightsRepository: repository)), [2])
  }

  func test_blockingFirst_statesFail_throwTheirError() {
    let repository = AsyncLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .error(.unreachable(id: 2))
    XCTAssertThrowsError(try lightIds(of: AsyncLightsUseCase(lightsRepository: repository))) { error in
      guard case .failed(let failure) = error as? FirstValueError else { return XCTFail("\(error)") }
      XCTAssertEqual(failure as? LightsError, .unreachable(id: 2))
    }
  }

  func test_injectedClock_cancelledMidStream_seesNoMoreChanges() {
    let scheduler = AsyncTestScheduler()
    let allOff = allOffBetween(
      subscribed: 50, cancelled: 250, toggles: [(100, 1), (300, 1)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(50, true), .next(100, false)])
  }

  func test_injectedClock_lateIteration_getsWhatTheQueryBufferedSinceItWasMade() {
    let scheduler = AsyncTestScheduler()
    let allOff = allOffBetween(
      subscribed: 150, cancelled: 1000, toggles: [(100, 1), (200, 1)], useCase: inMemoryUseCase(),
      scheduler: scheduler)
    // Unlike a late Rx subscriber, the query made at 0 is a stream that keeps the states of 0 and
    // 100 until its iteration starts at 150.
    XCTAssertEqual(allOff, [.next(150, true), .next(150, false), .next(200, true)])
  }
}
