import RxExercises
import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class RxLightsTestsTests: XCTestCase {
  private func inMemoryUseCase() -> RxLightsUseCase {
    RxLightsUseCase(
      lightsRepository: RxInMemoryLightsRepository(lights: threeLightsOff.lights, states: threeLightsOff.states))
  }

  func test_sink_toggles_allOffFollowsEach() {
    let scheduler = TestScheduler(initialClock: 0)
    let allOff = allOffAfterToggles(
      [(100, 1), (200, 3), (300, 1), (400, 3)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(0, true), .next(100, false), .next(200, false), .next(300, false), .next(400, true)])
  }

  func test_sink_oneToggle_oneLightOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let allOff = allOffAfterToggles([(100, 2)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(0, true), .next(100, false)])
  }

  func test_blockingFirst_threeLights_joinsEach() throws {
    let repository = RxLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .just([LightStateModel].stub(withCount: 3))
    XCTAssertEqual(try lightIds(of: RxLightsUseCase(lightsRepository: repository)), [1, 2, 3])
  }

  func test_blockingFirst_lightWithoutState_isLeftOut() throws {
    let repository = RxLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])
    XCTAssertEqual(try lightIds(of: RxLightsUseCase(lightsRepository: repository)), [2])
  }

  func test_blockingFirst_statesFail_throwTheirError() {
    let repository = RxLightsRepositoryMock()
    repository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = .error(LightsError.unreachable(id: 2))
    XCTAssertThrowsError(try lightIds(of: RxLightsUseCase(lightsRepository: repository))) { error in
      XCTAssertEqual(error as? LightsError, .unreachable(id: 2))
    }
  }

  func test_injectedScheduler_disposedMidStream_seesNoMoreChanges() {
    let scheduler = TestScheduler(initialClock: 0)
    let allOff = allOffBetween(
      subscribed: 50, disposed: 250, toggles: [(100, 1), (300, 1)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.next(50, true), .next(100, false)])
  }

  func test_injectedScheduler_lateSubscriber_startsWithTheCurrentStates() {
    let scheduler = TestScheduler(initialClock: 0)
    let allOff = allOffBetween(
      subscribed: 150, disposed: 1000, toggles: [(100, 1), (200, 1)], useCase: inMemoryUseCase(), scheduler: scheduler
    )
    XCTAssertEqual(allOff, [.next(150, false), .next(200, true)])
  }
}
