import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The lights use case's RxBlocking tests, as the smart-home article writes them: a mocked
/// repository, stubbed entities, `first()` for observables and `materialize()` for completables.
final class LightsUseCaseStatesArticleTests: RxStyleTestCase {
  private var lightsUseCase: LightsUseCaseProtocol!
  private var lightsRepository: RxLightsRepositoryMock!
  private var disposeBag: DisposeBag!

  override func setUpWithError() throws {
    try super.setUpWithError()
    lightsRepository = RxLightsRepositoryMock()
    lightsUseCase = LightsUseCase(
      lightsRepository: lightsRepository)
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    lightsUseCase = nil
    lightsRepository = nil
    super.tearDown()
  }

  func testQueryLightsWithState_With_Three_Lights() throws {
    // Arrange
    let lightModel1 = LightModel(id: 1, name: "Light 1")
    let lightModel2 = LightModel(id: 2, name: "Light 2")
    let lightModel3 = LightModel(id: 3, name: "Light 3")
    let lightStateModel1 = LightStateModel(id: 1, state: .on)
    let lightStateModel2 = LightStateModel(id: 2, state: .off)
    let lightStateModel3 = LightStateModel(id: 3, state: .off)
    lightsRepository
      .queryAllLightsReturnValue = .just([
        lightModel1, lightModel2, lightModel3,
      ])
    lightsRepository
      .queryAllLightStatesReturnValue = .just([
        lightStateModel1, lightStateModel2, lightStateModel3,
      ])
    let lightsWithStateCount =
      lightsUseCase
      .queryLightsWithState()
      .map { $0.count }

    // Act + Assert
    XCTAssertEqual(try lightsWithStateCount.toBlocking().first(), 3)
  }

  func testQueryLightsWithState_With_Stubs() throws {
    // Arrange
    let lightModels = [LightModel].stub(withCount: 3)
    let lightStateModels = [LightStateModel].stub(withCount: 3)
    lightsRepository.queryAllLightsReturnValue = .just(lightModels)
    lightsRepository.queryAllLightStatesReturnValue = .just(lightStateModels)

    // Act + Assert
    XCTAssertEqual(
      try lightsUseCase.queryLightsWithState().toBlocking().toArray(),
      [zip(lightModels, lightStateModels).map { LightWithState(light: $0, lightState: $1) }])
  }

  /// A light whose state has not arrived is left out.
  func testQueryLightsWithState_Leaves_Out_A_Light_Without_State() throws {
    lightsRepository.queryAllLightsReturnValue = .just([LightModel].stub(withCount: 3))
    lightsRepository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])

    XCTAssertEqual(
      try lightsUseCase.queryLightsWithState().toBlocking().first(),
      [LightWithState(light: .stub(withId: 2), lightState: .stub(withId: 2))])
  }

  func testAreAllLightsOff_If_All_Are_On() throws {
    // Arrange
    let lightModels = [LightModel].stub(withCount: 3)
    let lightStateModels = [LightStateModel].stub(withCount: 3)
    lightsRepository
      .queryAllLightsReturnValue = .just(lightModels)
    lightsRepository
      .queryAllLightStatesReturnValue = .just(lightStateModels)
    let areAllOff = lightsUseCase.areAllLightsOff()

    // Act + Assert
    XCTAssertFalse(try areAllOff.toBlocking().first()!)
  }

  func testAreAllLightsOff_If_All_Are_Off() throws {
    // Arrange
    let lightModels = [LightModel].stub(withCount: 3)
    let lightStateModels = [LightStateModel]
      .stub(withCount: 3)
      .map { $0.with(\.state, .off) }
    lightsRepository
      .queryAllLightsReturnValue = .just(lightModels)
    lightsRepository
      .queryAllLightStatesReturnValue = .just(lightStateModels)
    let areAllOff = lightsUseCase.areAllLightsOff()

    // Act + Assert
    XCTAssertTrue(try areAllOff.toBlocking().first()!)
  }

  /// One light on is enough for "not all off".
  func testAreAllLightsOff_If_One_Is_On() throws {
    let lightStateModels = [LightStateModel].stub(withCount: 3).map { $0.with(\.state, .off) }
    lightsRepository.queryAllLightStatesReturnValue = .just(
      lightStateModels.map { $0.id == 3 ? $0.with(\.state, .on) : $0 })

    XCTAssertEqual(try lightsUseCase.areAllLightsOff().toBlocking().toArray(), [false])
  }

  func testToggleLight_Is_Called() throws {
    // Arrange
    lightsRepository.toggleLightReturnValue = .empty()

    // Act
    let toggleLight =
      lightsUseCase
      .toggleLight(withId: 2)
      .toBlocking()
      .materialize()

    // Assert
    let timesCalled = lightsRepository.toggleLightCallsCount
    let parameterPassed = lightsRepository
      .toggleLightReceivedInvocations.first
    guard
      case .completed(_) = toggleLight
    else {
      XCTFail("Expected toggleLight to complete")
      return
    }
    XCTAssertEqual(timesCalled, 1)
    XCTAssertEqual(parameterPassed, 2)
  }

  /// A failed toggle surfaces the repository's error, after one call.
  func testToggleLight_Fails_With_The_Repository_Error() throws {
    struct DeviceUnreachable: Error {}
    lightsRepository.toggleLightReturnValue = .error(DeviceUnreachable())

    let toggleLight = lightsUseCase.toggleLight(withId: 5).toBlocking().materialize()

    guard case .failed(let elements, let error) = toggleLight else {
      XCTFail("Expected toggleLight to fail")
      return
    }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertTrue(error is DeviceUnreachable)
    XCTAssertEqual(lightsRepository.toggleLightReceivedInvocations, [5])
  }
}
