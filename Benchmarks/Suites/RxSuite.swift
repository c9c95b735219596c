import BenchmarkKit
import RxStyle
import RxStyleTestKit

/// The chains in the Rx style (`RxStyle`), written as RxSwift code would write them.
struct RxSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    // snippet: benchmark-cell
    registry.add(.w1, .rx) { n in
      sum(of: Observable.from(0..<n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    // end snippet
    registry.add(.w1, .rx, variant: "range") { n in
      sum(of: Observable.range(start: 0, count: n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w2, .rx) { n in
      let subject = PublishSubject<Int>()
      return total(of: subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }) {
        for i in 0..<n { subject.onNext(i) }
        subject.onCompleted()
      }
    }
    registry.add(.w3, .rx) { n in
      sum(
        of: Observable.from(0..<n)
          .flatMap { Observable.range(start: $0 &* Workload.innerCount, count: Workload.innerCount) }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .rx) { n in
      var sum = 0
      for i in 0..<n {
        Observable.just(i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum &+= $0 }).dispose()
      }
      return sum
    }
    registerCombining(in: &registry)
    registry.add(.w6, .rx) { n in
      let scheduler = TestScheduler(initialClock: 0)
      let events = (0..<n).map { Recorded.next(Workload.eventTime($0), $0) } + [.completed(Workload.completionTime(n))]
      let source = scheduler.createHotObservable(events)
      let observer = scheduler.start(disposed: Workload.completionTime(n) + 1) {
        source.asObservable().debounce(.seconds(Workload.debounceTicks), scheduler: scheduler)
      }
      return observer.events.reduce(0) { $0 &+ ($1.value.element ?? 0) }
    }
    registry.add(.w7, .rx) { n in
      let subject = PublishSubject<Int>()
      let totals = (0..<Workload.subscriberCount).map { _ in Total() }
      let subscriptions = totals.map { total in subject.subscribe(onNext: { total.value &+= $0 }) }
      for i in 0..<n { subject.onNext(i) }
      subject.onCompleted()
      for subscription in subscriptions { subscription.dispose() }
      return totals.reduce(0) { $0 &+ $1.value }
    }
  }

  /// W5: zip of two synchronous sources, and zip and combineLatest of two subjects sent to in turn.
  private func registerCombining(in registry: inout Registry) {
    registry.add(.w5, .rx) { n in
      sum(of: Observable.zip(Observable.from(0..<n), Observable.from(0..<n)) { $0 &+ $1 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w5s, .rx) { n in
      let (a, b) = (PublishSubject<Int>(), PublishSubject<Int>())
      return total(of: Observable.zip(a, b) { $0 &+ $1 }) { interleave(n, a, b) }
    }
    registry.add(.w5c, .rx) { n in
      let (a, b) = (PublishSubject<Int>(), PublishSubject<Int>())
      return total(of: Observable.combineLatest(a, b) { $0 &+ $1 }) { interleave(n, a, b) }
    }
  }
}

/// A subscriber's running total (W7).
private final class Total {
  var value = 0
}

/// Subscribes to a chain that ends in one total and returns it.
private func sum(of total: Observable<Int>) -> Int {
  var result = 0
  total.subscribe(onNext: { result = $0 }).dispose()
  return result
}

/// Subscribes to `chain`, runs `send`, and returns the sum of the elements received.
private func total(of chain: Observable<Int>, sending send: () -> Void) -> Int {
  var sum = 0
  let subscription = chain.subscribe(onNext: { sum &+= $0 })
  send()
  subscription.dispose()
  return sum
}

/// Sends `0..<n` to `a` and `b` in turn: a0, b0, a1, b1, …, then completes both.
private func interleave(_ n: Int, _ a: PublishSubject<Int>, _ b: PublishSubject<Int>) {
  for i in 0..<n {
    a.onNext(i)
    b.onNext(i)
  }
  a.onCompleted()
  b.onCompleted()
}
