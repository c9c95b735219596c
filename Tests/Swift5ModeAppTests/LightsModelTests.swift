import ProducerStyle
import RxStyle
import XCTest

@testable import Swift5ModeApp

/// The Swift 5 mode app's models, run: the forms of the operators that Swift 5 code calls deliver what the
/// `@Sendable` forms deliver.
final class LightsModelTests: XCTestCase {
  private static let homeLights = [
    Light(id: "hall", state: .on), Light(id: "desk", state: .off), Light(id: "porch", state: .off),
  ]

  @MainActor func test_rxTurnOnAll_switchesTheLightsThatAreOff_andCountsOneCommand() async {
    let model = RxLightsModel(service: RxHome(home: Self.homeLights))
    var events: [Event<[Light]>] = []
    _ = model.turnOnAll().subscribe { events.append($0) }
    XCTAssertEqual(events, [.next([Light(id: "desk", state: .on), Light(id: "porch", state: .on)]), .completed])
    XCTAssertEqual(model.commandsSent, 1)
  }

  @MainActor func test_rxOperatorFunctions_foldTheValues() async {
    let model = RxLightsModel(service: RxHome(home: Self.homeLights))
    var totals: [Int] = []
    var products: [Int] = []
    _ = model.runningTotal(of: .of(1, 2, 3)).subscribe(onNext: { totals.append($0) })
    _ = model.product(of: .of(2, 3, 4)).subscribe(onNext: { products.append($0) })
    XCTAssertEqual(totals, [1, 3, 6])
    XCTAssertEqual(products, [24])
  }

  @MainActor func test_rxCreate_runsForEachSubscriber_andChangesTheCallersVar() async {
    let (countdown, subscriptions) = RxLightsModel(service: RxHome(home: Self.homeLights)).countdown(from: 3)
    var values: [Int] = []
    _ = countdown.subscribe(onNext: { values.append($0) })
    _ = countdown.subscribe(onNext: { values.append($0) })
    XCTAssertEqual(values, [3, 2, 1, 3, 2, 1])
    XCTAssertEqual(subscriptions(), 2)
  }

  @MainActor func test_producerTurnOnAll_switchesTheLightsThatAreOff_andCountsOneCommand() async {
    let model = ProducerLightsModel(service: ProducerHome(home: Self.homeLights))
    var events: [ProducerStyle.Signal<[Light], LightsFailure>.Event] = []
    model.turnOnAll().start { events.append($0) }
    XCTAssertEqual(events, [.value([Light(id: "desk", state: .on), Light(id: "porch", state: .on)]), .completed])
    XCTAssertEqual(model.commandsSent, 1)
  }

  @MainActor func test_producerOperatorFunctions_foldTheValues() async {
    let model = ProducerLightsModel(service: ProducerHome(home: Self.homeLights))
    var totals: [Int] = []
    var products: [Int] = []
    model.runningTotal(of: SignalProducer([1, 2, 3])).startWithValues { totals.append($0) }
    model.product(of: SignalProducer([2, 3, 4])).startWithValues { products.append($0) }
    XCTAssertEqual(totals, [1, 3, 6])
    XCTAssertEqual(products, [24])
  }

  @MainActor func test_producerInit_runsForEachStart_andEndsItsLifetime() async {
    let model = ProducerLightsModel(service: ProducerHome(home: Self.homeLights))
    var values: [Int] = []
    model.countdown(from: 2).startWithValues { values.append($0) }
    XCTAssertEqual(values, [2, 1])
    XCTAssertEqual(model.runsEnded, 1)
  }
}

/// A home whose lights switch at once.
@MainActor private struct RxHome: RxLightsService {
  let home: [Light]
  func lights() -> Observable<[Light]> { .just(home) }
  func switchOn(_ id: String) -> Observable<Light> { .just(Light(id: id, state: .on)) }
}

/// A home whose lights switch at once.
@MainActor private struct ProducerHome: ProducerLightsService {
  let home: [Light]
  func lights() -> SignalProducer<[Light], LightsFailure> { SignalProducer(value: home) }
  func switchOn(_ id: String) -> SignalProducer<Light, LightsFailure> {
    SignalProducer(value: Light(id: id, state: .on))
  }
}
