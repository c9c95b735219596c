import ReactiveSwift

/// The chains in ReactiveSwift, written as its users write them; W6 (virtual time) is not timed here.
struct ReactiveSwiftSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .peer, variant: "ReactiveSwift") { n in
      lastValue(SignalProducer(0..<n).map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w2, .peer, variant: "ReactiveSwift") { n in
      let (signal, input) = Signal<Int, Never>.pipe()
      var sum = 0
      signal.map { $0 &* 2 }.filter { $0 % 3 == 0 }.observeValues { sum &+= $0 }
      for value in 0..<n { input.send(value: value) }
      input.sendCompleted()
      return sum
    }
    registry.add(.w3, .peer, variant: "ReactiveSwift") { n in
      lastValue(
        SignalProducer(0..<n)
          .flatMap(.merge) { SignalProducer($0 &* Workload.innerCount..<($0 &+ 1) &* Workload.innerCount) }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .peer, variant: "ReactiveSwift") { n in
      var sum = 0
      for i in 0..<n {
        SignalProducer(value: i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.startWithValues { sum &+= $0 }.dispose()
      }
      return sum
    }
    registry.add(.w5, .peer, variant: "ReactiveSwift") { n in
      lastValue(SignalProducer(0..<n).zip(with: SignalProducer(0..<n)).map { $0 &+ $1 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w5s, .peer, variant: "ReactiveSwift") { n in
      interleaved(n) { Signal.zip($0, $1).map { $0 &+ $1 } }
    }
    registry.add(.w5c, .peer, variant: "ReactiveSwift") { n in
      interleaved(n) { Signal.combineLatest($0, $1).map { $0 &+ $1 } }
    }
    registry.add(.w7, .peer, variant: "ReactiveSwift") { n in
      let (signal, input) = Signal<Int, Never>.pipe()
      var sums = [Int](repeating: 0, count: Workload.subscriberCount)
      for index in sums.indices { signal.observeValues { sums[index] &+= $0 } }
      for value in 0..<n { input.send(value: value) }
      input.sendCompleted()
      return sums.reduce(0, &+)
    }
  }
}

private func lastValue(_ producer: SignalProducer<Int, Never>) -> Int {
  var last = 0
  producer.startWithValues { last = $0 }
  return last
}

/// Sends `0..<n` to two pipes in turn (a0, b0, a1, b1, …) and sums what `combine` emits.
private func interleaved(_ n: Int, _ combine: (Signal<Int, Never>, Signal<Int, Never>) -> Signal<Int, Never>) -> Int {
  let (a, aInput) = Signal<Int, Never>.pipe()
  let (b, bInput) = Signal<Int, Never>.pipe()
  var sum = 0
  combine(a, b).observeValues { sum &+= $0 }
  for value in 0..<n {
    aInput.send(value: value)
    bInput.send(value: value)
  }
  aInput.sendCompleted()
  bInput.sendCompleted()
  return sum
}
