import AsyncStyle
import AsyncStyleTestKit
import BenchmarkKit

/// The chains in the async style (`AsyncStyle`), written as code over `AsyncSequence` would write them.
///
/// Chains over synchronous sources run on the global executor. Chains whose result depends on how
/// sends interleave with consumers (the subjects of W5s and W5c, the clock of W6) run on
/// `AsyncTestScheduler`, which drains every consumer after each send, so the checksum is exact.
struct AsyncSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .async) { n in
      await (0..<n).async.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 }
    }
    registerSubject(in: &registry)
    registry.add(.w3, .async) { n in
      await (0..<n).async
        .flatMapMerge { outer in (outer &* Workload.innerCount..<(outer &+ 1) &* Workload.innerCount).async }
        .reduce(0) { $0 &+ $1 }
    }
    // Inners behind `map` are not known never to suspend, so each is iterated by a task of its own
    // and their elements meet in the operator's buffer: the cost of the concurrent path.
    registry.add(.w3, .async, variant: "tasks", floor: .streamBatch) { n in
      await (0..<n).async
        .flatMapMerge { outer in (outer &* Workload.innerCount..<(outer &+ 1) &* Workload.innerCount).async.map { $0 } }
        .reduce(0) { $0 &+ $1 }
    }
    // The standard library's flatMap iterates the inner sequences one after another, in one task.
    registry.add(.w3, .async, variant: "flatMap") { n in
      var sum = 0
      let inners = (0..<n).async.flatMap { outer in
        (outer &* Workload.innerCount..<(outer &+ 1) &* Workload.innerCount).async
      }
      for await element in inners { sum &+= element }
      return sum
    }
    // Built where the optimiser cannot see it, the chain is a real subscription: written inline, the
    // inlinable synchronous operators fold `CollectionOfOne(i).async.map.filter` into a plain loop
    // and the cell would time nothing.
    registry.add(.w4, .async, floor: .existential) { n in
      var sum = 0
      for i in 0..<n {
        for await value in typeErasedChain(i) { sum &+= value }
      }
      return sum
    }
    registerCombining(in: &registry)
    // Synchronous cases: they drive a test scheduler on the calling thread.
    registry.add(.w6, .async, floor: .testSwitch, debouncedSum)
  }

  /// W2 and W7: a subject's consumers wait on the global executor. In W2 the sender yields after
  /// each send so that the consumer keeps up instead of buffering.
  private func registerSubject(in registry: inout Registry) {
    registry.add(.w2, .async, floor: .taskSwitch) { n in
      let subject = AsyncPassthroughSubject<Int, Never>()
      let consumer = Task { await subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 } }
      await send(0..<n, to: subject, consumers: 1)
      return await consumer.value
    }
    registry.add(.w7, .async, floor: .streamBatch) { n in
      let subject = AsyncPassthroughSubject<Int, Never>()
      let consumers = (0..<Workload.subscriberCount).map { _ in
        Task { await subject.reduce(0) { $0 &+ $1 } }
      }
      // A yield per send would wait for a hundred consumer jobs each time: the consumers drain
      // their buffers in batches instead, as they do when a producer outpaces them.
      await send(0..<n, to: subject, consumers: Workload.subscriberCount, yielding: false)
      var total = 0
      for consumer in consumers { total &+= await consumer.value }
      return total
    }
  }

  /// W5: zip of two synchronous sources, and zip and combineLatest of two subjects sent to in turn.
  private func registerCombining(in registry: inout Registry) {
    registry.add(.w5, .async) { n in
      await zip((0..<n).async, (0..<n).async).map { $0 &+ $1 }.reduce(0) { $0 &+ $1 }
    }
    registry.add(.w5s, .async, floor: .testSwitch) { (n: Int) -> Int in
      interleavedSum(n) { a, b in zip(a, b).map { $0 &+ $1 } }
    }
    registry.add(.w5c, .async, floor: .testSwitch) { (n: Int) -> Int in
      interleavedSum(n) { a, b in combineLatest(a, b).map { $0 &+ $1 } }
    }
    // The same two chains with the consumer on the global executor, as AsyncStream and AsyncChannel
    // are measured: the sender waits for each emission before its next send.
    registry.add(.w5s, .async, variant: "global", floor: .taskSwitch) { n in
      await acknowledgedSum(n, emitsAfterEverySend: false) { a, b in zip(a, b).map { $0 &+ $1 } }
    }
    registry.add(.w5c, .async, variant: "global", floor: .taskSwitch) { n in
      await acknowledgedSum(n, emitsAfterEverySend: true) { a, b in combineLatest(a, b).map { $0 &+ $1 } }
    }
  }
}

/// W4's chain, returned as an existential from a function that is never inlined.
@inline(never)
private func typeErasedChain(_ value: Int) -> any AsyncSequence<Int, Never> {
  CollectionOfOne(value).async.map { $0 &* 2 }.filter { $0 % 3 == 0 }
}

/// Consumes `combine(a, b)` in a task on the global executor, sends `0..<n` to `a` and `b` in turn
/// and waits after each send that makes the chain emit (every `b` send for zip; every send from `b0`
/// on for combineLatest) until the consumer has taken the emission.
private func acknowledgedSum<Combined: AsyncSequence & Sendable>(
  _ n: Int, emitsAfterEverySend: Bool,
  _ combine: (AsyncPassthroughSubject<Int, Never>, AsyncPassthroughSubject<Int, Never>) -> Combined
) async -> Int where Combined.Element == Int, Combined.Failure == Never {
  let (a, b) = (AsyncPassthroughSubject<Int, Never>(), AsyncPassthroughSubject<Int, Never>())
  let (acknowledgements, acknowledge) = AsyncStream<Void>.makeStream()
  let combined = combine(a, b)
  let consumer = Task {
    var sum = 0
    for await value in combined {
      sum &+= value
      acknowledge.yield()
    }
    acknowledge.finish()
    return sum
  }
  while a.consumerCount < 1 || b.consumerCount < 1 { await Task.yield() }
  var emissions = acknowledgements.makeAsyncIterator()
  for i in 0..<n {
    a.send(i)
    if emitsAfterEverySend && i > 0 { _ = await emissions.next() }
    b.send(i)
    _ = await emissions.next()
  }
  a.finish()
  b.finish()
  return await consumer.value
}

/// Waits until `subject` has `consumers` consumers, sends `values` one by one, yielding after
/// each when `yielding` is set, and finishes it.
private func send(
  _ values: Range<Int>, to subject: AsyncPassthroughSubject<Int, Never>, consumers: Int, yielding: Bool = true
) async {
  while subject.consumerCount < consumers { await Task.yield() }
  for value in values {
    subject.send(value)
    if yielding { await Task.yield() }
  }
  subject.finish()
}

/// Records `combine(a, b)` on a test scheduler, sends `0..<n` to `a` and `b` in turn (a0, b0, a1,
/// b1, …) letting every task run after each send, and returns the sum of the recorded values.
private func interleavedSum<Combined: AsyncSequence & Sendable>(
  _ n: Int,
  _ combine: (AsyncPassthroughSubject<Int, Never>, AsyncPassthroughSubject<Int, Never>) -> Combined
) -> Int where Combined.Element == Int, Combined.Failure == Never {
  let scheduler = AsyncTestScheduler(jobLimit: .max)
  let (a, b) = (AsyncPassthroughSubject<Int, Never>(), AsyncPassthroughSubject<Int, Never>())
  let recorder = scheduler.record(combine(a, b))
  scheduler.runUntilIdle()
  for i in 0..<n {
    a.send(i)
    scheduler.runUntilIdle()
    b.send(i)
    scheduler.runUntilIdle()
  }
  a.finish()
  b.finish()
  scheduler.runUntilIdle()
  return recorder.values.reduce(0, &+)
}

/// W6: `n` events sent to a subject at their virtual times, debounced on the test clock.
private func debouncedSum(_ n: Int) -> Int {
  let scheduler = AsyncTestScheduler(tick: .seconds(1), jobLimit: .max)
  let subject = AsyncPassthroughSubject<Int, Never>()
  let recorder = scheduler.record(subject.debounce(for: .seconds(Workload.debounceTicks), clock: scheduler.clock))
  for i in 0..<n {
    scheduler.schedule(at: Workload.eventTime(i)) { subject.send(i) }
  }
  scheduler.schedule(at: Workload.completionTime(n)) { subject.finish() }
  scheduler.run()
  return recorder.values.reduce(0, &+)
}
