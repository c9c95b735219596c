import ProducerStyle

/// The failure of the producer style's light service.
struct LightsFailure: Error, Equatable {}

/// Where the producer style's model reads and switches lights; not `Sendable`, as an app's services often are
/// not.
protocol ProducerLightsService {
  func lights() -> SignalProducer<[Light], LightsFailure>
  func switchOn(_ id: String) -> SignalProducer<Light, LightsFailure>
}

/// A main-actor model written as for ReactiveSwift: it captures itself and its service in operator closures,
/// changes its own state in `on(value:)` and in a lifetime's end, and passes operator functions as closures.
final class ProducerLightsModel {
  private let service: ProducerLightsService
  private(set) var commandsSent = 0
  private(set) var runsEnded = 0

  init(service: ProducerLightsService) {
    self.service = service
  }

  /// Switches on every light that is off, and sends the lights it switched.
  func turnOnAll() -> SignalProducer<[Light], LightsFailure> {
    service.lights()
      .flatMap(.concat) { lights in
        SignalProducer(lights.filter { $0.state == .off })
          .flatMap(.concat) { self.service.switchOn($0.id) }
          .collect()
      }
      .on(value: { _ in self.commandsSent += 1 })
  }

  /// The running total of `values`.
  func runningTotal(of values: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
    values.scan(0, +)
  }

  /// The product of `values`, once they complete.
  func product(of values: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
    values.reduce(1, *)
  }

  /// Counts down from `start` to 1 for each start, counting the ends of its runs.
  func countdown(from start: Int) -> SignalProducer<Int, Never> {
    SignalProducer { observer, lifetime in
      lifetime.observeEnded { self.runsEnded += 1 }
      for value in stride(from: start, through: 1, by: -1) { observer.send(value: value) }
      observer.sendCompleted()
    }
  }
}
