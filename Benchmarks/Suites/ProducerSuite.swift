import BenchmarkKit
import Foundation
import ProducerStyle

/// The chains in the producer style (`ProducerStyle`), written as ReactiveSwift code would write them.
struct ProducerSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .producer) { n in
      result(of: SignalProducer<Int, Never>(0..<n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w2, .producer) { n in
      let (signal, input) = Signal<Int, Never>.pipe()
      return total(of: signal.map { $0 &* 2 }.filter { $0 % 3 == 0 }) {
        for i in 0..<n { input.send(value: i) }
        input.sendCompleted()
      }
    }
    // A failable error type: with `Never`, `flatMap`'s two overloads (same error, inner never
    // fails) both apply and the call is ambiguous.
    registry.add(.w3, .producer) { n in
      result(
        of: SignalProducer<Int, Unfailing>(0..<n)
          .flatMap(.merge) { outer in
            SignalProducer<Int, Unfailing>(outer &* Workload.innerCount..<(outer &+ 1) &* Workload.innerCount)
          }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .producer) { n in
      var sum = 0
      for i in 0..<n {
        SignalProducer<Int, Never>(value: i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.startWithValues { sum &+= $0 }
          .dispose()
      }
      return sum
    }
    registerCombining(in: &registry)
    registry.add(.w6, .producer, debouncedSum)
    registry.add(.w7, .producer) { n in
      let (signal, input) = Signal<Int, Never>.pipe()
      let totals = (0..<Workload.subscriberCount).map { _ in Total() }
      let observations = totals.map { total in signal.observeValues { total.value &+= $0 } }
      for i in 0..<n { input.send(value: i) }
      input.sendCompleted()
      for observation in observations { observation?.dispose() }
      return totals.reduce(0) { $0 &+ $1.value }
    }
  }

  /// W5: zip of two synchronous producers, and zip and combineLatest of two pipes sent to in turn.
  private func registerCombining(in registry: inout Registry) {
    registry.add(.w5, .producer) { n in
      result(
        of: SignalProducer<Int, Never>(0..<n).zip(with: SignalProducer<Int, Never>(0..<n)).map { $0 &+ $1 }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w5s, .producer) { n in
      let (a, inputA) = Signal<Int, Never>.pipe()
      let (b, inputB) = Signal<Int, Never>.pipe()
      return total(of: Signal.zip(a, b).map { $0 &+ $1 }) { interleave(n, inputA, inputB) }
    }
    registry.add(.w5c, .producer) { n in
      let (a, inputA) = Signal<Int, Never>.pipe()
      let (b, inputB) = Signal<Int, Never>.pipe()
      return total(of: Signal.combineLatest(a, b).map { $0 &+ $1 }) { interleave(n, inputA, inputB) }
    }
  }
}

/// W6: `n` values sent to a pipe at their virtual times (one tick is one second), debounced on a
/// `TestScheduler`.
private func debouncedSum(_ n: Int) -> Int {
  let scheduler = TestScheduler()
  let (signal, input) = Signal<Int, Never>.pipe()
  let total = Total()
  signal.debounce(TimeInterval(Workload.debounceTicks), on: scheduler).observeValues { total.value &+= $0 }
  for i in 0..<n {
    scheduler.schedule(after: date(ofTick: Workload.eventTime(i), on: scheduler)) { input.send(value: i) }
  }
  scheduler.schedule(after: date(ofTick: Workload.completionTime(n), on: scheduler)) { input.sendCompleted() }
  scheduler.run()
  return total.value
}

private func date(ofTick tick: Int, on scheduler: TestScheduler) -> Date {
  scheduler.startDate.addingTimeInterval(TimeInterval(tick))
}

/// An error that is never sent.
private enum Unfailing: Error {}

/// A subscriber's running total (W7).
private final class Total {
  var value = 0
}

/// Starts a producer that sends one total and returns it.
private func result<Failure>(of producer: SignalProducer<Int, Failure>) -> Int {
  var total = 0
  producer.startWithResult { if case .success(let value) = $0 { total = value } }.dispose()
  return total
}

/// Observes `signal`, runs `send`, and returns the sum of the values received.
private func total(of signal: Signal<Int, Never>, sending send: () -> Void) -> Int {
  var sum = 0
  let observation = signal.observeValues { sum &+= $0 }
  send()
  observation?.dispose()
  return sum
}

/// Sends `0..<n` to `a` and `b` in turn: a0, b0, a1, b1, …, then completes both.
private func interleave(_ n: Int, _ a: Signal<Int, Never>.Observer, _ b: Signal<Int, Never>.Observer) {
  for i in 0..<n {
    a.send(value: i)
    b.send(value: i)
  }
  a.sendCompleted()
  b.sendCompleted()
}
