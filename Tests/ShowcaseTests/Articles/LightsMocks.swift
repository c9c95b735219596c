import RxStyle
import Showcase

/// The repository the use-case tests control: each query answers with the observable set for
/// it, and toggles are counted.
final class LightsRepositoryProtocolMock: LightsRepositoryProtocol {
  // MARK: - queryAllLights
  var queryAllLightsReturnValue: Observable<[LightModel]>!
  func queryAllLights() -> Observable<[LightModel]> {
    return queryAllLightsReturnValue
  }

  // MARK: - queryAllLightStates
  var queryAllLightStatesReturnValue: Observable<[LightStateModel]>!
  func queryAllLightStates() -> Observable<[LightStateModel]> {
    return queryAllLightStatesReturnValue
  }

  // MARK: - toggleLight
  var toggleLightCallsCount = 0
  var toggleLightReceivedInvocations: [Int] = []
  var toggleLightReturnValue: Completable!
  func toggleLight(withId id: Int) -> Completable {
    toggleLightCallsCount += 1
    toggleLightReceivedInvocations.append(id)
    return toggleLightReturnValue
  }
}

/// A type with a basic instance for each identifier, for building test data in one line.
protocol StubProtocol {
  static func stub(withId id: Int) -> Self
}

extension LightModel: StubProtocol {
  static func stub(withId id: Int = 1) -> Self {
    return LightModel(
      id: id,
      name: "Light \(id)")
  }
}

extension LightStateModel: StubProtocol {
  static func stub(withId id: Int = 1) -> Self {
    return LightStateModel(
      id: id,
      state: .on)
  }
}

extension Array where Element: StubProtocol {
  static func stub(withCount count: Int) -> Array {
    return (1...count).map {
      .stub(withId: $0)
    }
  }
}

extension LightStateModel {
  func modify(
    id: Int? = nil,
    state: LightStateType? = nil
  ) -> Self {
    return LightStateModel(
      id: id ?? self.id,
      state: state ?? self.state)
  }
}
