import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class ProducerLightsTestsTests: XCTestCase {
  private func inMemoryUseCase() -> ProducerLightsUseCase {
    ProducerLightsUseCase(
      lightsRepository: ProducerInMemoryLightsRepository(lights: threeLightsOff.lights, states: threeLightsOff.states))
  }

  func test_sink_toggles_allOffFollowsEach() {
    let scheduler = TestScheduler()
    let allOff = allOffAfterToggles(
      [(0.1, 1), (0.2, 3), (0.3, 1), (0.4, 3)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(
      allOff,
      [
        .value(true, at: 0), .value(false, at: 0.1), .value(false, at: 0.2), .value(false, at: 0.3),
        .value(true, at: 0.4),
      ])
  }

  func test_sink_oneToggle_oneLightOn() {
    let scheduler = TestScheduler()
    let allOff = allOffAfterToggles([(0.1, 2)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.value(true, at: 0), .value(false, at: 0.1)])
  }

  func test_blockingFirst_threeLights_joinsEach() {
    let repository = ProducerLightsRepositoryMock()
    repository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = SignalProducer(value: [LightStateModel].stub(withCount: 3))
    XCTAssertEqual(lightIds(of: ProducerLightsUseCase(lightsRepository: repository)), .success([1, 2, 3]))
  }

  func test_blockingFirst_lightWithoutState_isLeftOut() {
    let repository = ProducerLightsRepositoryMock()
    repository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = SignalProducer(value: [.stub(withId: 2)])
    XCTAssertEqual(lightIds(of: ProducerLightsUseCase(lightsRepository: repository)), .success([2]))
  }

  func test_blockingFirst_statesFail_isTheirError() {
    let repository = ProducerLightsRepositoryMock()
    repository.queryAllLightsReturnValue = SignalProducer(value: [LightModel].stub(withCount: 3))
    repository.queryAllLightStatesReturnValue = SignalProducer(error: .unreachable(id: 2))
    XCTAssertEqual(lightIds(of: ProducerLightsUseCase(lightsRepository: repository)), .failure(.unreachable(id: 2)))
  }

  func test_injectedScheduler_disposedMidStream_seesNoMoreChanges() {
    let scheduler = TestScheduler()
    let allOff = allOffBetween(
      subscribed: 0.05, disposed: 0.25, toggles: [(0.1, 1), (0.3, 1)], useCase: inMemoryUseCase(),
      scheduler: scheduler)
    XCTAssertEqual(allOff, [.value(true, at: 0.05), .value(false, at: 0.1), .interrupted(at: 0.25)])
  }

  func test_injectedScheduler_lateObserver_startsWithTheCurrentStates() {
    let scheduler = TestScheduler()
    let allOff = allOffBetween(
      subscribed: 0.15, disposed: 1, toggles: [(0.1, 1), (0.2, 1)], useCase: inMemoryUseCase(), scheduler: scheduler)
    XCTAssertEqual(allOff, [.value(false, at: 0.15), .value(true, at: 0.2), .interrupted(at: 1)])
  }
}
