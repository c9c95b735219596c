import BenchmarkKit
import RxStyle

/// The chains in the push style (`RxStyle`), written as RxSwift code would write them.
struct PushSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .push) { n in
      sum(of: Observable.from(0..<n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w1, .push, variant: "range") { n in
      sum(of: Observable.range(start: 0, count: n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .push) { n in
      var sum = 0
      for i in 0..<n {
        Observable.just(i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum &+= $0 }).dispose()
      }
      return sum
    }
  }
}

/// Subscribes to a chain that ends in one total and returns it.
private func sum(of total: Observable<Int>) -> Int {
  var result = 0
  total.subscribe(onNext: { result = $0 }).dispose()
  return result
}
