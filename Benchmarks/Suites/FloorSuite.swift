import BenchmarkKit
import StyleInternals

/// The two floors of every chain: the hand-written loop, and the same loop calling each stage
/// through a function reference the optimiser cannot see through. The runtime's floors are in
/// `RuntimeFloorSuite`.
struct FloorSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registerLoops(in: &registry)
    registerDynamic(in: &registry)
  }

  // The loops read their values from an array built before timing: over a plain range the
  // optimiser replaces some of these sums by a closed formula, and the floor would measure nothing.
  private func registerLoops(in registry: inout Registry) {
    // The runtime's floors pass `0..<n` through one hand-off each and sum them.
    registry.add(.runtime, .loop, prepare: Inputs.prepare) { n in
      var sum = 0
      for x in Inputs.values(n) { sum &+= x }
      return sum
    }
    // W2 sends the same values W1 iterates and W4 subscribes to: the same computation.
    for chain in [Chain.w1, .w2, .w4] {
      registry.add(chain, .loop, prepare: Inputs.prepare) { n in
        var sum = 0
        for x in Inputs.values(n) {
          let doubled = x &* 2
          if doubled % 3 == 0 { sum &+= doubled }
        }
        return sum
      }
    }
    // Inner element `j` of outer element `i` is `i * 10 + j`: all of them, in order, are the
    // values `0..<n * 10`.
    registry.add(.w3, .loop, prepare: Inputs.prepareInnerElements) { n in
      var sum = 0
      for element in Inputs.values(n * Workload.innerCount) { sum &+= element }
      return sum
    }
    for chain in [Chain.w5, .w5s] {
      registry.add(chain, .loop, prepare: Inputs.prepare) { n in
        var sum = 0
        for i in Inputs.values(n) { sum &+= i &+ i }
        return sum
      }
    }
    registry.add(.w5c, .loop, prepare: Inputs.prepare) { n in
      // a0 b0 a1 b1 …: b_i pairs with a_i, and a_(i+1) pairs with b_i.
      var sum = 0
      for i in Inputs.values(n) {
        if i > 0 { sum &+= i &+ (i &- 1) }
        sum &+= i &+ i
      }
      return sum
    }
    registry.add(.w6, .loop, prepare: Inputs.prepare) { n in
      var sum = 0
      for i in Inputs.values(n)
      where i == n - 1 || Workload.eventTime(i + 1) - Workload.eventTime(i) >= Workload.debounceTicks {
        sum &+= i
      }
      return sum
    }
    registry.add(.w7, .loop, prepare: Inputs.prepare) { n in
      var sums = [Int](repeating: 0, count: Workload.subscriberCount)
      for value in Inputs.values(n) {
        for subscriber in sums.indices { sums[subscriber] &+= value }
      }
      return sums.reduce(0, &+)
    }
  }

  private func registerDynamic(in registry: inout Registry) {
    for chain in [Chain.w1, .w2, .w4] {
      registry.add(chain, .dynamic) { n in
        let stages = DynamicStages.current
        var sum = 0
        for x in 0..<n {
          let mapped = stages.map(x)
          if stages.filter(mapped) { sum = stages.reduce(sum, mapped) }
        }
        return sum
      }
    }
    registry.add(.w3, .dynamic) { n in
      let stages = DynamicStages.current
      var sum = 0
      for outer in 0..<n {
        let base = stages.inner(outer)
        for inner in 0..<Workload.innerCount { sum = stages.reduce(sum, base &+ inner) }
      }
      return sum
    }
    for chain in [Chain.w5, .w5s] {
      registry.add(chain, .dynamic) { n in
        let stages = DynamicStages.current
        var sum = 0
        for i in 0..<n { sum = stages.reduce(sum, stages.combine(i, i)) }
        return sum
      }
    }
    registry.add(.w5c, .dynamic) { n in
      let stages = DynamicStages.current
      var sum = 0
      for i in 0..<n {
        if i > 0 { sum = stages.reduce(sum, stages.combine(i, i &- 1)) }
        sum = stages.reduce(sum, stages.combine(i, i))
      }
      return sum
    }
    registry.add(.w6, .dynamic) { n in
      let stages = DynamicStages.current
      var sum = 0
      for i in 0..<n where i == n - 1 || stages.time(i + 1) - stages.time(i) >= Workload.debounceTicks {
        sum = stages.reduce(sum, i)
      }
      return sum
    }
    registry.add(.w7, .dynamic) { n in
      let stages = DynamicStages.current
      var sums = [Int](repeating: 0, count: Workload.subscriberCount)
      for value in 0..<n {
        for subscriber in sums.indices { sums[subscriber] = stages.reduce(sums[subscriber], value) }
      }
      return sums.reduce(0, &+)
    }
  }
}

/// The stages of the dynamic floor, called through stored function references.
///
/// They are fetched from a table at an index the optimiser cannot know (`opaque(0)`), so every
/// call stays an indirect call, as it is in a type-erased chain.
private struct DynamicStages {
  let map: @Sendable (Int) -> Int
  let filter: @Sendable (Int) -> Bool
  let reduce: @Sendable (Int, Int) -> Int
  let combine: @Sendable (Int, Int) -> Int
  let inner: @Sendable (Int) -> Int
  let time: @Sendable (Int) -> Int

  private static let table = [
    DynamicStages(
      map: { $0 &* 2 }, filter: { $0 % 3 == 0 }, reduce: { $0 &+ $1 }, combine: { $0 &+ $1 },
      inner: { $0 &* Workload.innerCount }, time: Workload.eventTime)
  ]

  static var current: DynamicStages { table[opaque(0)] }
}

/// The values `0..<n` as an array, built once per size outside the timed runs.
private enum Inputs {
  private static let cache = Lock<[Int]>([])

  static func prepare(_ n: Int) {
    cache.withLock { values in
      if values.count != n { values = Array(0..<n) }
    }
  }

  /// W3's floor reads every inner element: `innerCount` per outer element.
  static func prepareInnerElements(outerCount: Int) {
    prepare(outerCount * Workload.innerCount)
  }

  static func values(_ n: Int) -> [Int] {
    let values = cache.withLock { $0 }
    precondition(values.count == n, "the floor's input was prepared for another size")
    return values
  }
}
