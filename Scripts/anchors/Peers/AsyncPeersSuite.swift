import AsyncAlgorithms

/// The chains with the standard library's `AsyncSequence` operators, `AsyncStream` and
/// swift-async-algorithms, written as their users write them. W3 has no merging `flatMap` there
/// (the standard library's iterates the inners one after another); W6 (virtual time) is not timed.
struct AsyncPeersSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.w1, .peer, variant: "stdlib") { n in
      await (0..<n).async.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 }
    }
    registry.add(.w2, .peer, variant: "AsyncStream") { n in
      let (stream, input) = AsyncStream<Int>.makeStream()
      let consumer = Task { await stream.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 } }
      for value in 0..<n {
        input.yield(value)
        await Task.yield()
      }
      input.finish()
      return await consumer.value
    }
    registry.add(.w2, .peer, variant: "AsyncChannel") { n in
      let channel = AsyncChannel<Int>()
      let consumer = Task { await channel.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0) { $0 &+ $1 } }
      for value in 0..<n { await channel.send(value) }
      channel.finish()
      return await consumer.value
    }
    registry.add(.w3, .peer, variant: "stdlib-flatMap") { n in
      var sum = 0
      let inners = (0..<n).async.flatMap { ($0 &* Workload.innerCount..<($0 &+ 1) &* Workload.innerCount).async }
      for await element in inners { sum &+= element }
      return sum
    }
    registry.add(.w4, .peer, variant: "stdlib") { n in
      var sum = 0
      for i in 0..<n {
        for await value in erasedChain(i) { sum &+= value }
      }
      return sum
    }
    registry.add(.w5, .peer, variant: "AsyncAlgorithms") { n in
      await zip((0..<n).async, (0..<n).async).map { $0 &+ $1 }.reduce(0) { $0 &+ $1 }
    }
    registry.add(.w5s, .peer, variant: "AsyncAlgorithms") { n in
      await acknowledged(n, emitsAfterEverySend: false) { zip($0, $1).map { $0 &+ $1 } }
    }
    registry.add(.w5c, .peer, variant: "AsyncAlgorithms") { n in
      await acknowledged(n, emitsAfterEverySend: true) { combineLatest($0, $1).map { $0 &+ $1 } }
    }
    // No broadcasting sequence in either library: a stream per subscriber, filled by the sender.
    registry.add(.w7, .peer, variant: "AsyncStream") { n in
      let streams = (0..<Workload.subscriberCount).map { _ in AsyncStream<Int>.makeStream() }
      let consumers = streams.map { stream, _ in Task { await stream.reduce(0) { $0 &+ $1 } } }
      for value in 0..<n {
        for (_, input) in streams { input.yield(value) }
      }
      for (_, input) in streams { input.finish() }
      var total = 0
      for consumer in consumers { total &+= await consumer.value }
      return total
    }
  }
}

/// W4's chain, returned as an existential from a function that is never inlined, as ours is.
@inline(never)
private func erasedChain(_ value: Int) -> any AsyncSequence<Int, Never> {
  CollectionOfOne(value).async.map { $0 &* 2 }.filter { $0 % 3 == 0 }
}

/// Consumes `combine(a, b)` of two channels in a task, sends `0..<n` to `a` and `b` in turn and
/// waits after each send that makes the chain emit until the consumer has taken the emission.
private func acknowledged<Combined: AsyncSequence & Sendable>(
  _ n: Int, emitsAfterEverySend: Bool, _ combine: (AsyncChannel<Int>, AsyncChannel<Int>) -> Combined
) async -> Int where Combined.Element == Int {
  let (a, b) = (AsyncChannel<Int>(), AsyncChannel<Int>())
  let (acknowledgements, acknowledge) = AsyncStream<Void>.makeStream()
  let combined = combine(a, b)
  let consumer = Task {
    var sum = 0
    do {
      for try await value in combined {
        sum &+= value
        acknowledge.yield()
      }
    } catch {
      preconditionFailure("the combined channels failed: \(error)")
    }
    acknowledge.finish()
    return sum
  }
  var emissions = acknowledgements.makeAsyncIterator()
  for i in 0..<n {
    await a.send(i)
    if emitsAfterEverySend && i > 0 { _ = await emissions.next() }
    await b.send(i)
    _ = await emissions.next()
  }
  a.finish()
  b.finish()
  return await consumer.value
}
