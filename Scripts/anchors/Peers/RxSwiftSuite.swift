import RxSwift

/// The chains in RxSwift, written as its users write them; W6 (virtual time) is not timed here.
struct RxSwiftSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .peer, variant: "RxSwift") { n in
      lastValue(Observable.from(Array(0..<n)).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w1, .peer, variant: "RxSwift-range") { n in
      lastValue(Observable.range(start: 0, count: n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w2, .peer, variant: "RxSwift") { n in
      let subject = PublishSubject<Int>()
      var sum = 0
      let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum &+= $0 })
      for value in 0..<n { subject.onNext(value) }
      subject.onCompleted()
      subscription.dispose()
      return sum
    }
    registry.add(.w3, .peer, variant: "RxSwift") { n in
      lastValue(
        Observable.from(Array(0..<n))
          .flatMap { Observable.range(start: $0 &* Workload.innerCount, count: Workload.innerCount) }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .peer, variant: "RxSwift") { n in
      var sum = 0
      for i in 0..<n {
        Observable.just(i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum &+= $0 }).dispose()
      }
      return sum
    }
    registry.add(.w5, .peer, variant: "RxSwift") { n in
      lastValue(
        Observable.zip(Observable.from(Array(0..<n)), Observable.from(Array(0..<n))) { $0 &+ $1 }.reduce(0) { $0 &+ $1 }
      )
    }
    registry.add(.w5s, .peer, variant: "RxSwift") { n in
      interleaved(n) { Observable.zip($0, $1) { $0 &+ $1 } }
    }
    registry.add(.w5c, .peer, variant: "RxSwift") { n in
      interleaved(n) { Observable.combineLatest($0, $1) { $0 &+ $1 } }
    }
    registry.add(.w7, .peer, variant: "RxSwift") { n in
      let subject = PublishSubject<Int>()
      var sums = [Int](repeating: 0, count: Workload.subscriberCount)
      let subscriptions = sums.indices.map { index in subject.subscribe(onNext: { sums[index] &+= $0 }) }
      for value in 0..<n { subject.onNext(value) }
      subject.onCompleted()
      for subscription in subscriptions { subscription.dispose() }
      return sums.reduce(0, &+)
    }
  }
}

private func lastValue(_ observable: Observable<Int>) -> Int {
  var last = 0
  _ = observable.subscribe(onNext: { last = $0 })
  return last
}

/// Sends `0..<n` to two subjects in turn (a0, b0, a1, b1, …) and sums what `combine` emits.
private func interleaved(_ n: Int, _ combine: (Observable<Int>, Observable<Int>) -> Observable<Int>) -> Int {
  let (a, b) = (PublishSubject<Int>(), PublishSubject<Int>())
  var sum = 0
  let subscription = combine(a, b).subscribe(onNext: { sum &+= $0 })
  for value in 0..<n {
    a.onNext(value)
    b.onNext(value)
  }
  subscription.dispose()
  return sum
}
