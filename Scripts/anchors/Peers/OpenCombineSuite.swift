import OpenCombine

/// The chains in OpenCombine, written as Combine's users write them. OpenCombine has no
/// `combineLatest` (W5c) and no virtual-time scheduler (W6).
struct OpenCombineSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .peer, variant: "OpenCombine") { n in
      lastValue((0..<n).publisher.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w2, .peer, variant: "OpenCombine") { n in
      let subject = PassthroughSubject<Int, Never>()
      var sum = 0
      let subscription = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { sum &+= $0 }
      for value in 0..<n { subject.send(value) }
      subject.send(completion: .finished)
      subscription.cancel()
      return sum
    }
    registry.add(.w3, .peer, variant: "OpenCombine") { n in
      lastValue(
        (0..<n).publisher
          .flatMap { ($0 &* Workload.innerCount..<($0 &+ 1) &* Workload.innerCount).publisher }
          .reduce(0) { $0 &+ $1 })
    }
    registry.add(.w4, .peer, variant: "OpenCombine") { n in
      var sum = 0
      for i in 0..<n {
        Just(i).map { $0 &* 2 }.filter { $0 % 3 == 0 }.sink { sum &+= $0 }.cancel()
      }
      return sum
    }
    registry.add(.w5, .peer, variant: "OpenCombine") { n in
      lastValue((0..<n).publisher.zip((0..<n).publisher).map { $0 &+ $1 }.reduce(0) { $0 &+ $1 })
    }
    registry.add(.w5s, .peer, variant: "OpenCombine") { n in
      let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
      var sum = 0
      let subscription = a.zip(b).map { $0 &+ $1 }.sink { sum &+= $0 }
      for value in 0..<n {
        a.send(value)
        b.send(value)
      }
      subscription.cancel()
      return sum
    }
    registry.add(.w7, .peer, variant: "OpenCombine") { n in
      let subject = PassthroughSubject<Int, Never>()
      var sums = [Int](repeating: 0, count: Workload.subscriberCount)
      let subscriptions = sums.indices.map { index in subject.sink { sums[index] &+= $0 } }
      for value in 0..<n { subject.send(value) }
      subject.send(completion: .finished)
      for subscription in subscriptions { subscription.cancel() }
      return sums.reduce(0, &+)
    }
  }
}

private func lastValue<Chain: Publisher>(_ publisher: Chain) -> Int where Chain.Output == Int, Chain.Failure == Never {
  var last = 0
  let subscription = publisher.sink { last = $0 }
  subscription.cancel()
  return last
}
