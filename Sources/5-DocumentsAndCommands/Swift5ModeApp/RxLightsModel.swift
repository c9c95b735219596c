import RxStyle

/// Where the push style's model reads and switches lights; not `Sendable`, as an app's services often are not.
protocol RxLightsService {
  func lights() -> Observable<[Light]>
  func switchOn(_ id: String) -> Observable<Light>
}

/// A main-actor model written as for RxSwift: it captures itself and its service in operator closures,
/// changes its own state in `do(onNext:)`, and passes operator functions as closures.
final class RxLightsModel {
  private let service: RxLightsService
  private(set) var commandsSent = 0

  init(service: RxLightsService) {
    self.service = service
  }

  /// Switches on every light that is off, and sends the lights it switched.
  func turnOnAll() -> Observable<[Light]> {
    service.lights()
      .flatMap { lights in
        Observable.from(lights.filter { $0.state == .off })
          .concatMap { self.service.switchOn($0.id) }
          .toArray()
      }
      .do(onNext: { _ in self.commandsSent += 1 })
  }

  /// The running total of `values`.
  func runningTotal(of values: Observable<Int>) -> Observable<Int> {
    values.scan(0, accumulator: +)
  }

  /// The product of `values`, once they complete.
  func product(of values: Observable<Int>) -> Observable<Int> {
    values.reduce(1, accumulator: *)
  }

  /// Counts down from `start` to 1 for each subscriber, counting the subscriptions in a local `var`.
  func countdown(from start: Int) -> (Observable<Int>, () -> Int) {
    var subscriptions = 0
    let countdown = Observable<Int>.create { observer in
      subscriptions += 1
      for value in stride(from: start, through: 1, by: -1) { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }
    return (countdown, { subscriptions })
  }
}
